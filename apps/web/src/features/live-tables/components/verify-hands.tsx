import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import { useTranslation } from 'react-i18next';
import type { DealtCard, HandProblem } from '../lib/verify-shoe.ts';

/** One row of the hand-by-hand list: what was dealt and, when checked, how it compares. */
export interface HandRow {
  handNo: number;
  cards: readonly DealtCard[];
  outcome: HandOutcome;
  /** 'unchecked' while the seed is not known; omitted (no check column) for a recomputed shoe. */
  status?: 'ok' | 'bad' | 'unchecked';
  problem?: HandProblem | null;
  /** The hand the seed deals, shown under a hand that differs. */
  expected?: { cards: readonly DealtCard[]; outcome: HandOutcome } | null;
}

const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

/** A card as a small face: "10♥" in red, "K♠" in black. */
export function CardFace({ card }: { card: string }) {
  const rank = card[0] === 'T' ? '10' : card[0];
  const suit = card[1] as keyof typeof SUIT;
  const red = suit === 'H' || suit === 'D';
  return (
    <span className={`vf-card${red ? ' vf-card--red' : ''}`} data-card={card}>
      {rank}
      <small>{SUIT[suit]}</small>
    </span>
  );
}

function Cards({ cards, to }: { cards: readonly DealtCard[]; to: 'player' | 'banker' }) {
  return (
    <span className="vf-cards">
      {cards
        .filter((c) => c.to === to)
        .map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity
          <CardFace key={i} card={c.card} />
        ))}
    </span>
  );
}

export function OutcomeBadge({ outcome }: { outcome: HandOutcome }) {
  const { t } = useTranslation();
  const short = { banker: 'bankerShort', player: 'playerShort', tie: 'tieShort' } as const;
  return (
    <span className="vf-outcome">
      <b className={`vf-outcome__winner vf-outcome__winner--${outcome.winner}`}>
        {t(`liveTables.roads.${short[outcome.winner]}`)}
      </b>
      <span className="vf-outcome__totals">
        {outcome.playerTotal}:{outcome.bankerTotal}
      </span>
      {outcome.bankerPair ? (
        <i className="vf-pair vf-pair--banker" title={t('liveTables.roads.bankerPair')} />
      ) : null}
      {outcome.playerPair ? (
        <i className="vf-pair vf-pair--player" title={t('liveTables.roads.playerPair')} />
      ) : null}
    </span>
  );
}

const PROBLEM = { cards: 'problemCards', outcome: 'problemOutcome', missing: 'problemMissing' } as const;
const STATUS = { ok: 'handOk', bad: 'handBad', unchecked: 'handUnchecked' } as const;

/** The hands of a shoe, one row each, with the check column when the rows were compared. */
export function VerifyHands({ rows }: { rows: readonly HandRow[] }) {
  const { t } = useTranslation();
  const checked = rows.some((r) => r.status !== undefined);
  return (
    <table className="vf-hands">
      <thead>
        <tr>
          <th scope="col">{t('liveTables.verify.handNo')}</th>
          <th scope="col">{t('liveTables.verify.playerCards')}</th>
          <th scope="col">{t('liveTables.verify.bankerCards')}</th>
          <th scope="col">{t('liveTables.verify.result')}</th>
          {checked ? <th scope="col">{t('liveTables.verify.check')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <HandRows key={row.handNo} row={row} checked={checked} />
        ))}
      </tbody>
    </table>
  );
}

function HandRows({ row, checked }: { row: HandRow; checked: boolean }) {
  const { t } = useTranslation();
  const bad = row.status === 'bad';
  return (
    <>
      <tr className={bad ? 'is-bad' : undefined} data-hand={row.handNo}>
        <td className="vf-hands__no">{row.handNo}</td>
        <td>
          <Cards cards={row.cards} to="player" />
        </td>
        <td>
          <Cards cards={row.cards} to="banker" />
        </td>
        <td>
          <OutcomeBadge outcome={row.outcome} />
        </td>
        {checked && row.status ? (
          <td className={`vf-hands__check vf-hands__check--${row.status}`}>
            {t(`liveTables.verify.${STATUS[row.status]}`)}
          </td>
        ) : null}
      </tr>
      {bad ? (
        <tr className="vf-hands__expected">
          <td />
          <td colSpan={4}>
            <span className="vf-hands__problem">
              {row.problem ? t(`liveTables.verify.${PROBLEM[row.problem]}`) : null}
            </span>
            {row.expected ? (
              <span className="vf-hands__should">
                {t('liveTables.verify.expected')}
                <Cards cards={row.expected.cards} to="player" />
                <Cards cards={row.expected.cards} to="banker" />
                <OutcomeBadge outcome={row.expected.outcome} />
              </span>
            ) : null}
          </td>
        </tr>
      ) : null}
    </>
  );
}

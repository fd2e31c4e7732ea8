import type { LiveRound } from '@houseline/shared/api/contract/live-tables';
import { handTotal } from '@houseline/shared/baccarat/cards';
import { formatAmount } from '@houseline/shared/money/amount';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountdownRing } from './countdown-ring.tsx';
import { PlayingCard } from './playing-card.tsx';

export interface RoundResult {
  /** The member's net on the round (minor units), or null when they had no bet on it. */
  net: bigint | null;
  returned: bigint;
}

/**
 * The dealing area: the player's hand and the banker's, their totals as the cards come, the
 * countdown ring while bets are open and the result banner once the round is settled.
 */
export function CardStage({
  round,
  msLeft,
  bettingSeconds,
  result,
}: {
  round: LiveRound | null;
  msLeft: number;
  bettingSeconds: number;
  result: RoundResult | null;
}) {
  const { t } = useTranslation();
  const cards = round?.cards ?? [];
  const player = cards.filter((c) => c.to === 'player').map((c) => c.card);
  const banker = cards.filter((c) => c.to === 'banker').map((c) => c.card);
  const winner = round?.phase === 'settled' ? round.outcome?.winner : undefined;
  let centre: ReactNode = null;
  if (round?.phase === 'betting' && msLeft > 0) {
    centre = (
      <CountdownRing
        msLeft={msLeft}
        totalSeconds={bettingSeconds}
        label={t('liveTables.play.phase.betting')}
      />
    );
  } else if (round?.phase === 'betting' || round?.phase === 'dealing') {
    centre = (
      <span className="lt-stage__phase">
        {t(`liveTables.play.phase.${round.phase === 'betting' ? 'closed' : 'dealing'}`)}
      </span>
    );
  }
  return (
    <section
      className="lt-stage"
      data-testid="live-stage"
      data-round-id={round?.roundId ?? ''}
      data-hand-no={round?.handNo ?? ''}
      data-phase={round?.phase ?? 'waiting'}
    >
      <Hand side="player" cards={player} won={winner === 'player'} />
      <div className="lt-stage__centre">{centre}</div>
      <Hand side="banker" cards={banker} won={winner === 'banker'} />
      <div className="lt-stage__foot">
        {round && (round.phase === 'settled' || round.phase === 'void') ? (
          <ResultBanner round={round} result={result} />
        ) : (
          <span className="lt-stage__hint">
            {round
              ? t('liveTables.play.table.round', { n: round.handNo })
              : t('liveTables.play.phase.waiting')}
          </span>
        )}
      </div>
    </section>
  );
}

function Hand({ side, cards, won }: { side: 'player' | 'banker'; cards: string[]; won: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`lt-hand lt-hand--${side}${won ? ' is-won' : ''}`} data-testid={`live-hand-${side}`}>
      <div className="lt-hand__head">
        <span className="lt-hand__name">{t(`liveTables.play.side.${side}`)}</span>
        <span className="lt-hand__total" data-testid={`live-total-${side}`}>
          {cards.length > 0 ? handTotal(cards) : '-'}
        </span>
      </div>
      <div className="lt-hand__cards">
        {cards.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity
          <PlayingCard key={i} card={card} third={i === 2} />
        ))}
      </div>
    </div>
  );
}

function ResultBanner({ round, result }: { round: LiveRound; result: RoundResult | null }) {
  const { t } = useTranslation();
  const outcome = round.outcome;
  if (round.phase === 'void' || !outcome) {
    return (
      <div className="lt-result lt-result--void" role="status" data-testid="live-result">
        {t('liveTables.play.result.void')}
      </div>
    );
  }
  const pairs = [
    outcome.playerPair ? t('liveTables.play.result.playerPair') : null,
    outcome.bankerPair ? t('liveTables.play.result.bankerPair') : null,
  ].filter(Boolean);
  let mine: string | null = null;
  if (result?.net != null) {
    if (result.net > 0n)
      mine = t('liveTables.play.result.won', { amount: formatAmount(result.net, { minor: true }) });
    else if (result.returned > 0n) {
      mine = t('liveTables.play.result.returned', { amount: formatAmount(result.returned, { minor: true }) });
    } else mine = t('liveTables.play.result.lost');
  }
  return (
    <div
      className={`lt-result lt-result--${outcome.winner}`}
      role="status"
      data-testid="live-result"
      data-winner={outcome.winner}
    >
      <strong className="lt-result__title">
        {t(`liveTables.play.result.${outcome.winner}`)} {outcome.playerTotal} : {outcome.bankerTotal}
      </strong>
      {pairs.length > 0 ? <span className="lt-result__pairs">{pairs.join(' · ')}</span> : null}
      {mine ? (
        <span
          className={`lt-result__mine${(result?.net ?? 0n) > 0n ? ' is-win' : ''}`}
          data-testid="live-win"
        >
          {mine}
        </span>
      ) : null}
    </div>
  );
}

import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import type { BetSide } from '@houseline/shared/baccarat/payout';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import type { Stakes } from '../lib/bet-slip.ts';

const ROWS: readonly (readonly BetSide[])[] = [
  ['player_pair', 'tie', 'banker_pair'],
  ['player', 'banker'],
];

function oddsKey(side: BetSide, noCommission: boolean): string {
  if (side === 'banker') return noCommission ? 'bankerNoCommission' : 'banker';
  if (side === 'player') return 'even';
  if (side === 'tie') return 'tie';
  return 'pair';
}

/** Whether `side` won on this outcome (a tie returns player and banker bets: not a win). */
export function sideWon(side: BetSide, outcome: HandOutcome): boolean {
  switch (side) {
    case 'player_pair':
      return outcome.playerPair;
    case 'banker_pair':
      return outcome.bankerPair;
    default:
      return outcome.winner === side;
  }
}

/**
 * The betting areas 闲 / 庄 / 和 / 闲对 / 庄对 with their odds; each shows the member's chips on it
 * (confirmed, and still to confirm). Tapping an area lays the selected chip; a settled round lights
 * the winning areas.
 */
export function BetFelt({
  noCommission,
  confirmed,
  pending,
  outcome,
  open,
  onTap,
}: {
  noCommission: boolean;
  confirmed: Stakes;
  pending: Stakes;
  outcome: HandOutcome | null;
  /** Bets are open (the areas take chips). */
  open: boolean;
  onTap(side: BetSide): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={`lt-felt${open ? ' is-open' : ''}`} data-testid="live-felt">
      {ROWS.map((row) => (
        <div key={row.join()} className="lt-felt__row">
          {row.map((side) => {
            const mine = confirmed[side] ?? 0n;
            const more = pending[side] ?? 0n;
            const won = outcome ? sideWon(side, outcome) : false;
            return (
              <button
                key={side}
                type="button"
                className={`lt-area lt-area--${side}${won ? ' is-won' : ''}`}
                data-testid={`live-area-${side}`}
                aria-disabled={!open}
                onClick={() => onTap(side)}
              >
                <span className="lt-area__name">{t(`liveTables.play.side.${side}`)}</span>
                <span className="lt-area__odds">
                  {t(`liveTables.play.odds.${oddsKey(side, noCommission)}`)}
                </span>
                {mine + more > 0n ? (
                  <span className="lt-area__stake" data-testid={`live-stake-${side}`}>
                    <span className="lt-area__chip" aria-hidden="true" />
                    {formatAmount(mine + more, { minor: true })}
                    {more > 0n ? (
                      <small className="lt-area__pending">+{formatAmount(more, { minor: true })}</small>
                    ) : null}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

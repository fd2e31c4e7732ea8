import type { LiveTable } from '@houseline/shared/api/contract/live-tables';
import { formatAmount } from '@houseline/shared/money/amount';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTableLive } from '../hooks/live-store.ts';
import { msLeft } from '../hooks/use-server-now.ts';
import { shownLimits } from '../lib/bet-slip.ts';
import { tablePath } from '../lib/live-paths.ts';
import { PhaseLabel } from './phase-label.tsx';
import { RoadBoard } from './road-board.tsx';

/** Whole units without decimals when there are none ("10", "5,000"). */
export function limitText(wire: string): string {
  return formatAmount(wire).replace(/\.00$/, '');
}

/** A table in the lobby: name, limits, commission badge, live phase and countdown, its road. */
export function TableCard({ table, serverNow }: { table: LiveTable; serverNow: number }) {
  const { t } = useTranslation();
  const live = useTableLive(table.id);
  const round = live?.round ?? table.round;
  const outcomes = live?.outcomes ?? table.outcomes;
  const count = (w: string) => outcomes.filter((o) => o.winner === w).length;
  return (
    <Link
      to={tablePath(table.id)}
      className={`lt-tile${table.open ? '' : ' lt-tile--closed'}`}
      data-testid="live-table-card"
      data-table-id={table.id}
      data-open={table.open}
    >
      <div className="lt-tile__head">
        <h2 className="lt-tile__name">{table.name}</h2>
        <span className={`lt-badge${table.noCommission ? ' lt-badge--free' : ''}`}>
          {t(`liveTables.play.badge.${table.noCommission ? 'noCommission' : 'commission'}`)}
        </span>
        {table.open ? null : (
          <span className="lt-badge lt-badge--closed" data-testid="live-table-closed">
            {t('liveTables.play.badge.closed')}
          </span>
        )}
        <PhaseLabel
          round={round}
          msLeft={round?.phase === 'betting' && table.open ? msLeft(round.bettingClosesAt, serverNow) : 0}
        />
      </div>
      <div className="lt-tile__road">
        <RoadBoard outcomes={outcomes} compact />
      </div>
      <div className="lt-tile__foot">
        <span>
          {t('liveTables.play.lobby.limits', {
            min: limitText(shownLimits(table, round).minBet),
            max: limitText(shownLimits(table, round).maxBet),
          })}
        </span>
        <span className="lt-tile__stats">
          {t('liveTables.play.lobby.stats', {
            banker: count('banker'),
            player: count('player'),
            tie: count('tie'),
          })}
        </span>
        <span className="lt-tile__enter">
          {t(table.open ? 'liveTables.play.lobby.enter' : 'liveTables.play.lobby.closed')}
        </span>
      </div>
    </Link>
  );
}

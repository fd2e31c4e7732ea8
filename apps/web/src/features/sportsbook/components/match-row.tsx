import type { MatchSummary } from '@houseline/shared/api/contract/sportsbook';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date.ts';
import { clockText, rowMarkets } from '../lib/match-view.ts';
import { MarketCell } from './market-cell.tsx';

/** A period code of the live state as members read it (第2节, 第1盘, 第3局, 加时, 中场休息 …). */
export function periodLabel(t: TFunction, period: string): string {
  const m = /^(q|set|map)(\d)$/.exec(period);
  if (m) return t(`sports.clock.${m[1] === 'q' ? 'quarter' : m[1]}`, { n: m[2] });
  if (period === 'ht') return t('sports.status.ht');
  return t(`sports.clock.${period}`, { defaultValue: period });
}

/** The live score and clock, or the kick-off time. */
export function MatchClock({ match }: { match: MatchSummary }) {
  const { t } = useTranslation();
  if (match.status === 'live') {
    const clock = clockText(match.live, match.sport);
    const label = clock && !clock.endsWith("'") ? periodLabel(t, clock) : clock;
    return (
      <span className="sb-clock is-live">
        <span className="sb-clock__dot" aria-hidden="true" />
        {t('sports.status.live')} {label}
      </span>
    );
  }
  if (match.status !== 'scheduled')
    return <span className="sb-clock">{t(`sports.status.${match.status}`)}</span>;
  return <span className="sb-clock">{formatDateTime(match.kickoffAt).slice(5, 16)}</span>;
}

/**
 * One match of the list: clock, teams with the live score, and the main markets (winner,
 * handicap, total; the first half beside them on a desktop where offered). The team names lead
 * to the detail page with every market.
 */
export function MatchRow({
  match,
  detailPath,
  columns,
}: {
  match: MatchSummary;
  detailPath: string;
  /** How many row columns to show: 3 (full time) or 6 (with the first half). */
  columns: 3 | 6;
}) {
  const { t } = useTranslation();
  const live = match.status === 'live' || match.status === 'finished';
  const markets = rowMarkets(match).slice(0, columns);
  return (
    <article className={`sb-match${match.suspended ? ' is-suspended' : ''}`} data-testid="match-row">
      <div className="sb-match__info">
        <div className="sb-match__meta">
          <MatchClock match={match} />
          {match.suspended ? <span className="sb-tag">{t('sports.status.suspended')}</span> : null}
        </div>
        <Link to={detailPath} className="sb-match__teams">
          <span className="sb-team">
            <span className="sb-team__name">{match.home}</span>
            {live ? <strong className="sb-team__score">{match.live.home}</strong> : null}
          </span>
          <span className="sb-team">
            <span className="sb-team__name">{match.away}</span>
            {live ? <strong className="sb-team__score">{match.live.away}</strong> : null}
          </span>
          <span className="sb-match__more">{t('sports.moreMarkets', { count: match.marketCount })}</span>
        </Link>
      </div>
      <div className={`sb-match__markets cols-${columns}`}>
        {markets.map((m, i) => (
          <MarketCell key={m?.id ?? `empty-${i}`} match={match} market={m} />
        ))}
      </div>
    </article>
  );
}

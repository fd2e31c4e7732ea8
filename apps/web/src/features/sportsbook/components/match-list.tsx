import type { MatchSummary } from '@houseline/shared/api/contract/sportsbook';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { marketName } from '../../../lib/sports/market-labels.ts';
import { hasFirstHalf, ROW_COLUMNS } from '../lib/match-view.ts';
import { MatchRow } from './match-row.tsx';

/** The skeleton of a match list while it loads. */
export function MatchListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="sb-list" aria-busy="true" role="status">
      <span className="hl-visually-hidden">{t('common.loading')}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="sb-match is-skeleton">
          <Skeleton height={18} width="40%" />
          <Skeleton height={56} />
        </div>
      ))}
    </div>
  );
}

/**
 * Matches grouped by league (in the server's order), with a loading skeleton, an empty state and
 * an error state with retry. `wide` shows the first-half columns where any match has them.
 */
export function MatchList({
  matches,
  status,
  onRetry,
  detailPath,
  wide,
}: {
  matches: readonly MatchSummary[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry(): void;
  detailPath(match: MatchSummary): string;
  wide: boolean;
}) {
  const { t } = useTranslation();
  if (status === 'pending' && !matches) return <MatchListSkeleton />;
  if (status === 'error' && !matches) {
    return (
      <StateBlock
        tone="error"
        message={t('sports.loadFailed')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (!matches || matches.length === 0) return <StateBlock tone="empty" message={t('sports.noMatches')} />;
  const columns = wide && hasFirstHalf(matches) ? 6 : 3;
  const leagues: { name: string; matches: MatchSummary[] }[] = [];
  for (const m of matches) {
    const last = leagues[leagues.length - 1];
    if (last && last.name === m.leagueName) last.matches.push(m);
    else leagues.push({ name: m.leagueName, matches: [m] });
  }
  return (
    <div className="sb-list">
      {leagues.map((league, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a league may appear twice (kick-off order)
        <section key={`${league.name}-${i}`} className="sb-league" aria-label={league.name}>
          <header className={`sb-league__head cols-${columns}`}>
            <h3>{league.name}</h3>
            {ROW_COLUMNS.slice(0, columns).map((c) => (
              <span key={`${c.types[0]}-${c.period}`} className="sb-league__col">
                {marketName(t, c.types[0], c.period)}
              </span>
            ))}
          </header>
          {league.matches.map((m) => (
            <MatchRow key={m.id} match={m} detailPath={detailPath(m)} columns={columns} />
          ))}
        </section>
      ))}
    </div>
  );
}

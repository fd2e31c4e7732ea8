import '../../../lib/i18n/sports-messages.ts';
import type { Market, RecommendMatch } from '@houseline/shared/api/contract/sportsbook';
import { wireToOddsK } from '@houseline/shared/sportsbook/markets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useFollowOdds } from '../../../lib/realtime/odds-topic.ts';
import { useRecommendList } from '../api/sports-queries.ts';
import { useOddsFlash } from '../hooks/use-odds-flash.ts';
import { useOddsText } from '../hooks/use-odds-format.ts';
import { rowMarkets } from '../lib/match-view.ts';
import { nextRecommendPage } from '../lib/recommend-paging.ts';
import { matchPath } from '../lib/sports-paths.ts';
import { LockIcon } from './lock-icon.tsx';
import { cellLabel } from './market-cell.tsx';
import { MatchClock } from './match-row.tsx';
import './recommend-strip.css';

export const RECOMMEND_PAGE_SIZE = 3;

function LiveOdds({ market, code, label }: { market: Market; code: string; label: string }) {
  const { t } = useTranslation();
  const sel = market.selections.find((s) => s.code === code);
  const oddsK = sel ? wireToOddsK(sel.odds) : null;
  const flash = useOddsFlash(oddsK);
  const oddsText = useOddsText();
  const locked = market.status !== 'open';
  return (
    <span className={`rc-odds${flash ? ` is-${flash}` : ''}`}>
      <small>{label}</small>
      <strong>
        {locked || oddsK === null ? (
          <LockIcon aria-hidden={false} aria-label={t('sports.locked')} role="img" />
        ) : (
          oddsText(oddsK, market.type)
        )}
      </strong>
      {flash ? <span aria-hidden="true">{flash === 'up' ? '▲' : '▼'}</span> : null}
    </span>
  );
}

function RecommendCard({ match, phone }: { match: RecommendMatch; phone: boolean }) {
  const { t } = useTranslation();
  const [winner] = rowMarkets(match);
  return (
    <li className="rc-card">
      <Link to={matchPath(phone, match.id)} className="rc-card__link" data-testid="recommend-card">
        <span className="rc-card__league">
          {match.leagueName} · <MatchClock match={match} />
        </span>
        <span className="rc-card__teams">
          <strong>{match.home}</strong>
          <em>
            {match.status === 'live' ? `${match.live.home} - ${match.live.away}` : t('sports.recommend.vs')}
          </em>
          <strong>{match.away}</strong>
        </span>
        {winner ? (
          <span className="rc-card__odds">
            {winner.selections.map((s) => (
              <LiveOdds key={s.id} market={winner} code={s.code} label={cellLabel(t, winner, s.code)} />
            ))}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/** How long after the home renders its strip starts following the odds. */
const HOME_ODDS_DELAY_MS = 5_000;

/**
 * The recommended matches of the home screens (SPEC.md §7, placement 2): three football matches
 * with live odds, a 换一批 button paging forward and wrapping to the first page. Brands without
 * recommended matches get an empty list and the section hides.
 */
export function RecommendStrip({ phone, placement = 2 }: { phone: boolean; placement?: 1 | 2 }) {
  const { t } = useTranslation();
  // The odds of its GET are current; live pushes start once the home's first load has settled, so
  // they do not compete with it on a slow phone (each push is parsed and patched into the cache).
  useFollowOdds(HOME_ODDS_DELAY_MS);
  const [page, setPage] = useState(1);
  const query = useRecommendList(page, RECOMMEND_PAGE_SIZE, placement);
  const titleId = `rc-title-${placement}`;
  if (query.isError || (query.data && query.data.d.length === 0)) return null;
  const prefix = phone ? 'rc is-h5' : 'rc is-desktop';
  return (
    <section className={prefix} aria-labelledby={titleId} data-placement={placement}>
      <header className="rc__head">
        <h2 id={titleId}>{t(placement === 1 ? 'sports.recommend.mainTitle' : 'sports.recommend.title')}</h2>
        <button
          type="button"
          className="rc__next"
          disabled={!query.data || query.isFetching}
          onClick={() => setPage((p) => nextRecommendPage(p, RECOMMEND_PAGE_SIZE, query.data?.t ?? 0))}
          data-testid="recommend-next"
        >
          {t('sports.recommend.next')}
        </button>
        <Link to={phone ? '/app/sports' : '/sports'} className="rc__more">
          {t('sports.recommend.more')}
        </Link>
      </header>
      {query.data ? (
        <ul className="rc__list">
          {query.data.d.map((m) => (
            <RecommendCard key={m.id} match={m} phone={phone} />
          ))}
        </ul>
      ) : (
        <div className="rc__list" aria-busy="true">
          <Skeleton height={96} radius={12} />
          <Skeleton height={96} radius={12} />
          <Skeleton height={96} radius={12} />
        </div>
      )}
    </section>
  );
}

import '../../../lib/i18n/sports-messages.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { useGoBack } from '../../../components/page/page-frame.tsx';
import { StateBlock } from '../../../components/state-block.tsx';
import { formFactor } from '../../../lib/form-factor.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useFollowOdds } from '../../../lib/realtime/odds-topic.ts';
import { useMatchDetail } from '../api/sports-queries.ts';
import { H5SlipSheet } from '../components/h5-slip-sheet.tsx';
import { MarketGroups } from '../components/market-groups.tsx';
import { MatchListSkeleton } from '../components/match-list.tsx';
import { MatchClock } from '../components/match-row.tsx';
import { SettingsButton } from '../components/settings-button.tsx';
import { SlipTabs } from '../components/slip-tabs.tsx';
import { sportsBase } from '../lib/sports-paths.ts';
import '../components/sportsbook.css';
import '../components/sportsbook-match.css';
import '../components/sportsbook-slip.css';

/** One match with every market (/app/sports/match/:id, /sports/match/:id), odds live. */
export function MatchDetailPage() {
  const { t } = useTranslation();
  useFollowOdds();
  const phone = formFactor === 'phone';
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useMatchDetail(valid ? id : null);
  const goBack = useGoBack(sportsBase(phone));
  const match = query.data;
  let content: ReactNode;
  if (!valid) content = <StateBlock tone="empty" message={t('sports.notFound')} />;
  else if (query.isPending) content = <MatchListSkeleton />;
  else if (query.isError || !match) {
    content = (
      <StateBlock
        tone="error"
        message={t('sports.notFound')}
        action={
          <button type="button" className="hl-btn hl-btn--primary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  } else {
    const live = match.status === 'live';
    content = (
      <>
        <section className="sb-hero" aria-label={`${match.home} ${t('sports.recommend.vs')} ${match.away}`}>
          <p className="sb-hero__league">{match.leagueName}</p>
          <div className="sb-hero__teams">
            <strong>{match.home}</strong>
            <span className="sb-hero__score" data-testid="match-score">
              {live ? `${match.live.home} - ${match.live.away}` : t('sports.recommend.vs')}
            </span>
            <strong>{match.away}</strong>
          </div>
          <p className="sb-hero__clock">
            {live ? (
              <MatchClock match={match} />
            ) : (
              t('sports.kickoff', { time: formatDateTime(match.kickoffAt) })
            )}
            {match.suspended ? <span className="sb-tag">{t('sports.status.suspended')}</span> : null}
          </p>
        </section>
        <MarketGroups match={match} />
      </>
    );
  }
  if (phone) {
    return (
      <div className="sb-page is-h5">
        <header className="sb-h5-head">
          <button type="button" className="sb-icon-btn" onClick={goBack} aria-label={t('common.back')}>
            <ChevronLeftIcon />
          </button>
          <h1>{t('sports.matchDetail')}</h1>
          <SettingsButton />
        </header>
        {content}
        <H5SlipSheet />
      </div>
    );
  }
  return (
    <div className="d-wrap sb-page is-desktop">
      <main className="sb-main">
        <header className="sb-main__head">
          <button type="button" className="sb-icon-btn" onClick={goBack} aria-label={t('common.back')}>
            <ChevronLeftIcon />
          </button>
          <h1>{t('sports.matchDetail')}</h1>
          <SettingsButton />
        </header>
        {content}
      </main>
      <aside className="sb-panel" aria-label={t('sports.slip.title')}>
        <SlipTabs />
      </aside>
    </div>
  );
}

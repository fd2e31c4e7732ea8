import '../../../lib/i18n/sports-messages.ts';
import type { MatchTab, Sport } from '@houseline/shared/sportsbook/markets';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChevronLeftIcon } from '../../../components/icons.tsx';
import { useGoBack } from '../../../components/page/page-frame.tsx';
import { formFactor } from '../../../lib/form-factor.ts';
import { useFollowOdds } from '../../../lib/realtime/odds-topic.ts';
import { useMatchList, useSportsMenu } from '../api/sports-queries.ts';
import { H5SlipSheet } from '../components/h5-slip-sheet.tsx';
import { MatchList } from '../components/match-list.tsx';
import { SettingsButton } from '../components/settings-button.tsx';
import { SlipTabs } from '../components/slip-tabs.tsx';
import { LeagueFilter, MatchTabs, SportNav } from '../components/sport-nav.tsx';
import { useSlip } from '../hooks/slip-store.ts';
import { groupOf } from '../lib/match-view.ts';
import { matchPath, parseSport, parseTab } from '../lib/sports-paths.ts';
import '../components/sportsbook.css';
import '../components/sportsbook-match.css';
import '../components/sportsbook-slip.css';

/**
 * The sports lobby (/app/sports on a phone, /sports on a desktop): sports and e-sports titles,
 * the 今日/早盘/滚球/串关 tabs, a league filter, the matches with their main markets and live
 * odds, and the slip (a bottom sheet on a phone, a right-hand panel on a desktop). The choices
 * live in the address (`?sport=lol&tab=live&league=3`), so the 电竞 tile can open e-sports.
 */
export function SportsLobbyPage() {
  const { t } = useTranslation();
  useFollowOdds();
  const phone = formFactor === 'phone';
  const [params, setParams] = useSearchParams();
  const sport = parseSport(params.get('sport'));
  const tab = parseTab(params.get('tab'));
  const league = Number(params.get('league')) || undefined;
  const setMode = useSlip((s) => s.setMode);
  const menu = useSportsMenu(tab);
  const list = useMatchList(sport, tab, league);
  const goBack = useGoBack(phone ? '/app/home' : '/home');
  const leagues = menu.data?.sports.find((s) => s.code === sport)?.leagues ?? [];
  const change = (next: { sport?: Sport; tab?: MatchTab; league?: number }) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next.sport) p.set('sport', next.sport);
        if (next.tab) p.set('tab', next.tab);
        if ('league' in next && next.league) p.set('league', String(next.league));
        else p.delete('league');
        return p;
      },
      { replace: true },
    );
  const onTab = (v: MatchTab) => {
    if (v === 'parlay') setMode('parlay');
    change({ tab: v });
  };
  const title = groupOf(sport) === 'esports' ? t('sports.esportsTitle') : t('sports.title');
  const body = (
    <>
      <SportNav sport={sport} tab={tab} menu={menu.data} onSport={(s) => change({ sport: s })} />
      <div className="sb-bar">
        <MatchTabs tab={tab} onTab={onTab} />
        <LeagueFilter leagues={leagues} value={league} onChange={(l) => change({ league: l })} />
      </div>
      <MatchList
        matches={list.data?.list}
        status={list.status}
        onRetry={() => void list.refetch()}
        detailPath={(m) => matchPath(phone, m.id)}
        wide={!phone}
      />
    </>
  );
  if (phone) {
    return (
      <div className="sb-page is-h5">
        <header className="sb-h5-head">
          <button type="button" className="sb-icon-btn" onClick={goBack} aria-label={t('common.back')}>
            <ChevronLeftIcon />
          </button>
          <h1>{title}</h1>
          <SettingsButton />
        </header>
        {body}
        <H5SlipSheet />
      </div>
    );
  }
  return (
    <div className="d-wrap sb-page is-desktop">
      <main className="sb-main">
        <header className="sb-main__head">
          <h1>{title}</h1>
          <SettingsButton />
        </header>
        {body}
      </main>
      <aside className="sb-panel" aria-label={t('sports.slip.title')}>
        <SlipTabs />
      </aside>
    </div>
  );
}

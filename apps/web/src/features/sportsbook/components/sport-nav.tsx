import type { SportsMenu } from '@houseline/shared/api/contract/sportsbook';
import { MATCH_TABS, type MatchTab, type Sport } from '@houseline/shared/sportsbook/markets';
import { useTranslation } from 'react-i18next';
import { ESPORT_LIST, groupOf, SPORT_GROUPS } from '../lib/match-view.ts';

/** The sports (football, basketball, tennis, the e-sports group and its titles) with match counts. */
export function SportNav({
  sport,
  tab,
  menu,
  onSport,
}: {
  sport: Sport;
  tab: MatchTab;
  menu: SportsMenu | undefined;
  onSport(sport: Sport): void;
}) {
  const { t } = useTranslation();
  const count = (codes: readonly Sport[]) =>
    menu?.sports.filter((s) => codes.includes(s.code)).reduce((n, s) => n + s.counts[tab], 0);
  const group = groupOf(sport);
  return (
    <div className="sb-sports">
      <nav className="sb-chips" aria-label={t('sports.nav.sports')}>
        {SPORT_GROUPS.map((g) => {
          const codes = g === 'esports' ? ESPORT_LIST : [g as Sport];
          const n = count(codes);
          return (
            <button
              key={g}
              type="button"
              className={`sb-chip${group === g ? ' is-active' : ''}`}
              aria-pressed={group === g}
              onClick={() => onSport(g === 'esports' ? (ESPORT_LIST[0] as Sport) : (g as Sport))}
            >
              {t(`sports.sport.${g}`)}
              {n !== undefined ? <small>{n}</small> : null}
            </button>
          );
        })}
      </nav>
      {group === 'esports' ? (
        <nav className="sb-chips is-sub" aria-label={t('sports.nav.esports')}>
          {ESPORT_LIST.map((code) => (
            <button
              key={code}
              type="button"
              className={`sb-chip is-small${sport === code ? ' is-active' : ''}`}
              aria-pressed={sport === code}
              onClick={() => onSport(code)}
            >
              {t(`sports.sport.${code}`)}
              {count([code]) !== undefined ? <small>{count([code])}</small> : null}
            </button>
          ))}
        </nav>
      ) : null}
    </div>
  );
}

/** 今日 / 早盘 / 滚球 / 串关 as tabs. */
export function MatchTabs({ tab, onTab }: { tab: MatchTab; onTab(tab: MatchTab): void }) {
  const { t } = useTranslation();
  return (
    <div className="sb-tabs" role="tablist" aria-label={t('sports.nav.tabs')}>
      {MATCH_TABS.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={tab === v}
          className={`sb-tab${tab === v ? ' is-active' : ''}`}
          onClick={() => onTab(v)}
        >
          {t(`sports.tab.${v}`)}
        </button>
      ))}
    </div>
  );
}

/** The league filter: a labelled native select (all leagues, or those with matches on the tab). */
export function LeagueFilter({
  leagues,
  value,
  onChange,
}: {
  leagues: readonly { id: number; name: string; count: number }[];
  value: number | undefined;
  onChange(league: number | undefined): void;
}) {
  const { t } = useTranslation();
  return (
    <label className="sb-league-filter">
      <span>{t('sports.league.label')}</span>
      <select value={value ?? 0} onChange={(e) => onChange(Number(e.target.value) || undefined)}>
        <option value={0}>{t('sports.league.all')}</option>
        {leagues.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name} ({l.count})
          </option>
        ))}
      </select>
    </label>
  );
}

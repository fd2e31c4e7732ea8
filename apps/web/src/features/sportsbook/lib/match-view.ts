import type { Market, MatchSummary } from '@houseline/shared/api/contract/sportsbook';
import { ESPORTS, type Sport, wireToOddsK } from '@houseline/shared/sportsbook/markets';
import type { SlipLeg } from './slip.ts';

// How a match is laid out: the main markets of a list row, the groups of the detail page, the
// clock, and the slip leg a selection becomes.

export type SportGroup = 'football' | 'basketball' | 'tennis' | 'esports';
export const SPORT_GROUPS: readonly SportGroup[] = ['football', 'basketball', 'tennis', 'esports'];
export const ESPORT_LIST: readonly Sport[] = ESPORTS;

export const groupOf = (sport: Sport): SportGroup =>
  ESPORTS.includes(sport) ? 'esports' : (sport as SportGroup);

/** The columns of a list row, in order: winner, handicap, total (full time, then first half). */
export const ROW_COLUMNS = [
  { types: ['1x2', 'ml'], period: 'ft' },
  { types: ['ah', 'map_ah'], period: 'ft' },
  { types: ['ou'], period: 'ft' },
  { types: ['1x2'], period: '1h' },
  { types: ['ah'], period: '1h' },
  { types: ['ou'], period: '1h' },
] as const;

/** The main market for each row column (null where the match has none). */
export function rowMarkets(match: Pick<MatchSummary, 'markets'>): (Market | null)[] {
  return ROW_COLUMNS.map(
    (c) =>
      match.markets.find(
        (m) => (c.types as readonly string[]).includes(m.type) && m.period === c.period && m.main,
      ) ??
      match.markets.find((m) => (c.types as readonly string[]).includes(m.type) && m.period === c.period) ??
      null,
  );
}

/** Whether the first-half columns are worth showing for a list (any match has one). */
export const hasFirstHalf = (matches: readonly Pick<MatchSummary, 'markets'>[]) =>
  matches.some((m) => m.markets.some((k) => k.period === '1h'));

const TYPE_ORDER = ['1x2', 'ml', 'ah', 'map_ah', 'ou', 'oe', 'cs'];

export interface MarketGroup {
  key: string;
  type: Market['type'];
  period: Market['period'];
  markets: Market[];
}

/** The detail page's groups: one per type and period, lines in order, full time first. */
export function groupMarkets(markets: readonly Market[]): MarketGroup[] {
  const groups = new Map<string, MarketGroup>();
  for (const m of markets) {
    const key = `${m.type}:${m.period}`;
    const group = groups.get(key) ?? { key, type: m.type, period: m.period, markets: [] };
    group.markets.push(m);
    groups.set(key, group);
  }
  const rank = (g: MarketGroup) => TYPE_ORDER.indexOf(g.type) * 2 + (g.period === '1h' ? 1 : 0);
  return [...groups.values()]
    .map((g) => ({ ...g, markets: [...g.markets].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) }))
    .sort((a, b) => rank(a) - rank(b));
}

/**
 * "35'" for football's running clock, else the period label key (ht, q2, set1, map2 …) or null:
 * a basketball clock counts a quarter, not minutes played, so other sports show their period.
 */
export function clockText(
  live: MatchSummary['live'],
  sport: MatchSummary['sport'] = 'football',
): string | null {
  if (sport === 'football' && live.clockSeconds !== null && live.period !== 'ht')
    return `${Math.floor(live.clockSeconds / 60)}'`;
  return live.period;
}

export const isOpenForBets = (match: Pick<MatchSummary, 'status' | 'suspended'>, market: Market) =>
  !match.suspended && market.status === 'open' && (match.status === 'scheduled' || match.status === 'live');

/** The slip leg a selection becomes (the odds and market version the member sees now). */
export function legOf(match: MatchSummary, market: Market, selectionId: number): SlipLeg | null {
  const sel = market.selections.find((s) => s.id === selectionId);
  const oddsK = sel ? wireToOddsK(sel.odds) : null;
  if (!sel || oddsK === null) return null;
  return {
    selectionId,
    marketId: market.id,
    matchId: match.id,
    oddsK,
    version: market.version,
    live: match.status === 'live',
    home: match.home,
    away: match.away,
    marketType: market.type,
    period: market.period,
    line: market.line,
    code: sel.code,
  };
}

import type { Market, MatchSummary } from '@houseline/shared/api/contract/sportsbook';
import type { OddsUpdate } from '@houseline/shared/api/realtime';
import type { QueryClient } from '@tanstack/react-query';

// The odds have one owner, the query cache, and two writers: the GETs (match list, match detail,
// recommended list) and the `odds` push. Markets carry a version bumped on every change, so the
// later state wins whichever lands last; a GET that started before a push and answers after it
// cannot put older odds back. Match live state has no version: a pushed state received after a
// GET started wins over that GET's answer.

export type MarketPatch = OddsUpdate['markets'][number];
export type MatchPatch = OddsUpdate['matches'][number];

/** Query keys of the sportsbook's public data (every one holds matches). */
export const SPORTS_KEYS = {
  all: ['sports'],
  menu: ['sports', 'menu'],
  matches: ['sports', 'matches'],
  match: ['sports', 'match'],
  recommend: ['sports', 'recommend'],
  limits: ['sports', 'limits'],
} as const;

/** The latest pushed state per market and match (with when it arrived), for GETs answering late. */
export interface PushLog {
  markets: Map<number, MarketPatch>;
  matches: Map<number, { patch: MatchPatch; receivedAt: number }>;
}

export const createPushLog = (): PushLog => ({ markets: new Map(), matches: new Map() });
export const pushLog: PushLog = createPushLog();

/** A market with a patch applied, unless the patch is older than what the market holds. */
export function mergeMarket(market: Market, patch: MarketPatch | undefined): Market {
  if (!patch || patch.id !== market.id || patch.version < market.version) return market;
  if (patch.version === market.version && patch.status === market.status) {
    const same = patch.selections.every((p) => market.selections.find((s) => s.id === p.id)?.odds === p.odds);
    if (same) return market;
  }
  const odds = new Map(patch.selections.map((s) => [s.id, s.odds]));
  return {
    ...market,
    status: patch.status,
    version: patch.version,
    selections: market.selections.map((s) => {
      const next = odds.get(s.id);
      return next === undefined || next === s.odds ? s : { ...s, odds: next };
    }),
  };
}

/** A match with the markets and live state of the log applied (live state only if newer than `since`). */
export function mergeMatch<M extends MatchSummary>(match: M, log: PushLog, since: number): M {
  let changed = false;
  const markets = match.markets.map((m) => {
    const next = mergeMarket(m, log.markets.get(m.id));
    if (next !== m) changed = true;
    return next;
  });
  const pushed = log.matches.get(match.id);
  const live = pushed && pushed.receivedAt >= since ? pushed.patch : null;
  if (!changed && !live) return match;
  return live
    ? { ...match, markets, status: live.status, suspended: live.suspended, live: live.live }
    : { ...match, markets };
}

/** Records one push in the log. */
export function logUpdate(log: PushLog, update: OddsUpdate, receivedAt: number): void {
  for (const m of update.markets) {
    const held = log.markets.get(m.id);
    if (!held || held.version <= m.version) log.markets.set(m.id, m);
  }
  for (const m of update.matches) log.matches.set(m.id, { patch: m, receivedAt });
}

type Holder = { list: MatchSummary[] } | { d: MatchSummary[] } | MatchSummary;

/** Applies `log` to whatever shape a sportsbook query holds (a list page, a recommend list, one match). */
export function mergeHolder<T>(data: T, log: PushLog, since: number): T {
  if (!data || typeof data !== 'object') return data;
  const h = data as unknown as Holder;
  if ('list' in h && Array.isArray(h.list)) {
    const list = h.list.map((m) => mergeMatch(m, log, since));
    return list.every((m, i) => m === h.list[i]) ? data : ({ ...h, list } as T);
  }
  if ('d' in h && Array.isArray(h.d)) {
    const d = h.d.map((m) => mergeMatch(m, log, since));
    return d.every((m, i) => m === h.d[i]) ? data : ({ ...h, d } as T);
  }
  if ('markets' in h && Array.isArray(h.markets)) return mergeMatch(h, log, since) as T;
  return data;
}

/** A sportsbook GET: its answer passes through the log, so pushes that arrived meanwhile are kept. */
export async function fetchMerged<T>(fetch: () => Promise<T>, log: PushLog = pushLog): Promise<T> {
  const startedAt = Date.now();
  const data = await fetch();
  return mergeHolder(data, log, startedAt);
}

/** The realtime wiring's handler of an `odds` push: log it, then patch every cached match. */
export function applyOddsUpdate(queryClient: QueryClient, update: OddsUpdate, log: PushLog = pushLog): void {
  const now = Date.now();
  logUpdate(log, update, now);
  const one: PushLog = createPushLog();
  logUpdate(one, update, now);
  for (const key of [SPORTS_KEYS.matches, SPORTS_KEYS.match, SPORTS_KEYS.recommend]) {
    queryClient.setQueriesData({ queryKey: key }, (data: unknown) => mergeHolder(data, one, now));
  }
}

import type { OddsUpdate } from '@houseline/shared/api/realtime';
import { oddsKToWire } from '@houseline/shared/sportsbook/markets';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import type {
  EndRow,
  FeedRepository,
  FixtureRow,
  LiveRow,
  MarketRow,
  MarketStateRow,
  MatchStateRow,
  OfferedRow,
  SelectionRow,
  StatusRow,
} from './feed.repository.ts';
import type { FeedEvent, FeedMarketKey } from './feed-adapter.ts';

/** A result as the settlement service takes it (full time and first half). */
export interface FeedResult {
  ftHome: number;
  ftAway: number;
  h1Home: number | null;
  h1Away: number | null;
}

/**
 * The settlement port (implemented by the sportsbook's settlement service). The ingest calls it
 * after the commit that ended the match, once per ending: a repeated result event ends nothing.
 */
export interface ResultsPort {
  settle(matchId: bigint, result: FeedResult, source: 'feed'): Promise<unknown>;
  voidMatch(matchId: bigint, reason: string): Promise<unknown>;
}

export interface FeedIngestDeps {
  db: Db;
  repository: FeedRepository;
  results: ResultsPort;
  publishOdds: (update: OddsUpdate) => void;
  log: FastifyBaseLogger;
}

export interface IngestSummary {
  events: number;
  marketsChanged: number;
  matchesChanged: number;
  ended: number;
}

const keyOf = (k: FeedMarketKey) => `${k.matchRef}|${k.type}|${k.period}|${k.lineQ}`;

/** Later events win: one row per key, in the order the events came. */
function lastByKey<T>(rows: T[], key: (row: T) => string): T[] {
  const map = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    map.delete(k);
    map.set(k, row);
  }
  return [...map.values()];
}

export function toMatchState(r: MatchStateRow): OddsUpdate['matches'][number] {
  return {
    id: Number(r.id),
    status: r.status as OddsUpdate['matches'][number]['status'],
    suspended: r.suspended,
    live: {
      clockSeconds: r.clock_seconds,
      period: r.period,
      home: r.score_home,
      away: r.score_away,
      h1Home: r.h1_home,
      h1Away: r.h1_away,
    },
  };
}

export function toMarketState(r: MarketStateRow): OddsUpdate['markets'][number] {
  const selections = typeof r.selections === 'string' ? JSON.parse(r.selections) : r.selections;
  return {
    id: Number(r.id),
    matchId: Number(r.match_id),
    status: r.status as OddsUpdate['markets'][number]['status'],
    version: r.version,
    selections: (selections as { id: string | number; odds_k: number }[]).map((s) => ({
      id: Number(s.id),
      odds: oddsKToWire(s.odds_k),
    })),
  };
}

/**
 * Applies a provider's events to the catalogue (sb_leagues, sb_matches, sb_markets, sb_selections)
 * in one transaction per batch, then — after the commit — calls the settlement port for matches
 * the batch ended and publishes the latest state of every market and match that changed.
 */
/** Unsettled finished matches looked at per sweep, and settle calls made per sweep at most. */
const SWEEP_SCAN = 100;
const SWEEP_CALLS = 20;
/** A match whose settlement keeps failing waits 2^n seconds between tries, at most this long. */
const SWEEP_BACKOFF_MAX_MS = 10 * 60_000;

export function createFeedIngest(deps: FeedIngestDeps) {
  const { db, repository, results, log } = deps;
  const backoff = new Map<string, { failures: number; nextAt: number }>();

  function sortEvents(events: FeedEvent[]) {
    const leagues = [];
    const fixtures: FixtureRow[] = [];
    const markets: MarketRow[] = [];
    const selections: SelectionRow[] = [];
    const odds: Omit<SelectionRow, 'sort'>[] = [];
    const statuses: StatusRow[] = [];
    const live: LiveRow[] = [];
    const offered: OfferedRow[] = [];
    const ends: EndRow[] = [];
    const endResults = new Map<string, FeedResult | { reason: string }>();
    for (const e of events) {
      switch (e.kind) {
        case 'league':
          leagues.push({
            ref: e.ref,
            sport: e.sport,
            name: e.name,
            nameEn: e.nameEn,
            region: e.region,
            sort: e.sort,
          });
          break;
        case 'fixture':
          fixtures.push({
            ref: e.ref,
            leagueRef: e.leagueRef,
            sport: e.sport,
            home: e.home,
            away: e.away,
            kickoffAt: e.kickoffAt.toISOString(),
            recommended: e.recommendSort !== null,
            recommendSort: e.recommendSort ?? 0,
          });
          break;
        case 'market': {
          const key = { ref: e.matchRef, type: e.type, period: e.period, lineQ: e.lineQ };
          markets.push({ ...key, main: e.main, sort: e.sort });
          e.selections.forEach((s, i) => {
            selections.push({ ...key, code: s.code, oddsK: s.oddsK, sort: i });
            odds.push({ ...key, code: s.code, oddsK: s.oddsK });
          });
          break;
        }
        case 'odds':
          for (const s of e.selections) {
            odds.push({
              ref: e.matchRef,
              type: e.type,
              period: e.period,
              lineQ: e.lineQ,
              code: s.code,
              oddsK: s.oddsK,
            });
          }
          break;
        case 'market_status':
          if (e.markets === 'all') {
            statuses.push({ ref: e.matchRef, type: null, period: null, lineQ: null, status: e.status });
          } else {
            for (const k of e.markets) {
              statuses.push({
                ref: e.matchRef,
                type: k.type,
                period: k.period,
                lineQ: k.lineQ,
                status: e.status,
              });
            }
          }
          break;
        case 'offered':
          offered.push({
            ref: e.matchRef,
            keys: e.markets.map((k) => ({ type: k.type, period: k.period, lineQ: k.lineQ })),
          });
          break;
        case 'live':
          live.push({
            ref: e.matchRef,
            status: e.status,
            period: e.period,
            clockSeconds: e.clockSeconds,
            home: e.home,
            away: e.away,
            h1Home: e.h1Home,
            h1Away: e.h1Away,
          });
          break;
        case 'result':
          ends.push({
            ref: e.matchRef,
            status: 'finished',
            home: e.ftHome,
            away: e.ftAway,
            h1Home: e.h1Home,
            h1Away: e.h1Away,
          });
          endResults.set(e.matchRef, {
            ftHome: e.ftHome,
            ftAway: e.ftAway,
            h1Home: e.h1Home,
            h1Away: e.h1Away,
          });
          break;
        case 'cancel':
          ends.push({
            ref: e.matchRef,
            status: e.status,
            home: null,
            away: null,
            h1Home: null,
            h1Away: null,
          });
          endResults.set(e.matchRef, { reason: e.reason });
          break;
      }
    }
    const selKey = (r: { ref: string; type: string; period: string; lineQ: number; code: string }) =>
      `${keyOf({ matchRef: r.ref, type: r.type as FeedMarketKey['type'], period: r.period as FeedMarketKey['period'], lineQ: r.lineQ })}|${r.code}`;
    return {
      leagues: lastByKey(leagues, (l) => l.ref),
      fixtures: lastByKey(fixtures, (f) => f.ref),
      markets: lastByKey(markets, (m) => `${m.ref}|${m.type}|${m.period}|${m.lineQ}`),
      selections: lastByKey(selections, selKey),
      odds: lastByKey(odds, selKey),
      // A whole-match status row and per-market rows of the same match both apply, in order.
      statuses: lastByKey(statuses, (s) => `${s.ref}|${s.type}|${s.period}|${s.lineQ}`),
      live: lastByKey(live, (l) => l.ref),
      offered: lastByKey(offered, (o) => o.ref),
      ends: lastByKey(ends, (x) => x.ref),
      endResults,
    };
  }

  return {
    /**
     * Settles finished matches the settlement has not taken yet (the port is idempotent: the same
     * result again moves nothing). Runs before each poll, so a failed or lost call is retried,
     * with a backoff per match. Returns how many matches it settled.
     */
    async retryUnsettled(): Promise<number> {
      let settled = 0;
      let calls = 0;
      for (const r of await repository.unsettledFinished(db, SWEEP_SCAN)) {
        const key = String(r.id);
        const state = backoff.get(key);
        if ((state && state.nextAt > Date.now()) || calls >= SWEEP_CALLS) continue;
        calls += 1;
        try {
          const result = { ftHome: r.score_home, ftAway: r.score_away, h1Home: r.h1_home, h1Away: r.h1_away };
          await results.settle(BigInt(r.id), result, 'feed');
          backoff.delete(key);
          settled += 1;
        } catch (error) {
          const failures = (state?.failures ?? 0) + 1;
          const waitMs = Math.min(SWEEP_BACKOFF_MAX_MS, 1_000 * 2 ** failures);
          backoff.set(key, { failures, nextAt: Date.now() + waitMs });
          log.error({ err: error, matchId: key, failures }, 'feed: settlement retry failed');
        }
      }
      return settled;
    },

    async apply(events: FeedEvent[]): Promise<IngestSummary> {
      const batch = sortEvents(events);
      const changedMarkets = new Set<bigint>();
      const changedMatches = new Map<number, MatchStateRow>();
      const { ended } = await db.transaction(async (tx) => {
        if (batch.leagues.length) await repository.upsertLeagues(tx, batch.leagues);
        if (batch.fixtures.length) await repository.upsertFixtures(tx, batch.fixtures);
        if (batch.markets.length) await repository.insertMarkets(tx, batch.markets, batch.selections);
        for (const id of await repository.updateOdds(tx, batch.odds)) changedMarkets.add(id);
        const whole = batch.statuses.filter((s) => s.type === null);
        const single = batch.statuses.filter((s) => s.type !== null);
        for (const rows of [whole, single]) {
          if (rows.length)
            for (const id of await repository.setMarketStatus(tx, rows)) changedMarkets.add(id);
        }
        if (batch.offered.length)
          for (const id of await repository.applyOffered(tx, batch.offered)) changedMarkets.add(id);
        for (const m of batch.live.length ? await repository.updateLive(tx, batch.live) : []) {
          changedMatches.set(Number(m.id), m);
        }
        const end = batch.ends.length
          ? await repository.endMatches(tx, batch.ends)
          : { matches: [], marketIds: [] };
        for (const m of end.matches) changedMatches.set(Number(m.id), m);
        for (const id of end.marketIds) changedMarkets.add(id);
        const refs = end.matches.length
          ? await repository.matchIds(
              tx,
              batch.ends.map((x) => x.ref),
            )
          : new Map();
        const endedIds = new Set(end.matches.map((m) => String(m.id)));
        const endedRefs = [...refs].filter(([, id]) => endedIds.has(String(id)));
        return { ended: endedRefs as [string, bigint][] };
      });

      // After the commit: settlement, then the odds topic.
      for (const [ref, matchId] of ended) {
        const outcome = batch.endResults.get(ref);
        try {
          if (outcome && 'reason' in outcome) await results.voidMatch(matchId, outcome.reason);
          else if (outcome) await results.settle(matchId, outcome, 'feed');
        } catch (error) {
          log.error({ err: error, matchId: String(matchId) }, 'feed: settlement of an ended match failed');
        }
      }
      const markets = changedMarkets.size ? await repository.marketStates(db, [...changedMarkets]) : [];
      if (markets.length || changedMatches.size) {
        deps.publishOdds({
          // The wall clock after the commit (not the injectable domain clock): the latency mark.
          at: Date.now(),
          markets: markets.map(toMarketState),
          matches: [...changedMatches.values()].map(toMatchState),
        });
      }
      return {
        events: events.length,
        marketsChanged: markets.length,
        matchesChanged: changedMatches.size,
        ended: ended.length,
      };
    },
  };
}

export type FeedIngest = ReturnType<typeof createFeedIngest>;

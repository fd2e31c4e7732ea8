import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** Rows per statement: each batch travels as one jsonb parameter. */
const BATCH_ROWS = 2_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) out.push(rows.slice(i, i + BATCH_ROWS));
  return out;
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

export interface LeagueRow {
  ref: string;
  sport: string;
  name: string;
  nameEn: string;
  region: string;
  sort: number;
}
export interface FixtureRow {
  ref: string;
  leagueRef: string;
  sport: string;
  home: string;
  away: string;
  kickoffAt: string;
  recommended: boolean;
  recommendSort: number;
}
export interface MarketRow {
  ref: string;
  type: string;
  period: string;
  lineQ: number;
  main: boolean;
  sort: number;
}
export interface SelectionRow {
  ref: string;
  type: string;
  period: string;
  lineQ: number;
  code: string;
  oddsK: number;
  sort: number;
}
/** A market status change; `type` null means every market of the match. */
export interface StatusRow {
  ref: string;
  type: string | null;
  period: string | null;
  lineQ: number | null;
  status: 'open' | 'suspended';
}
/** The markets a provider quotes for a match now; its other open markets are suspended. */
export interface OfferedRow {
  ref: string;
  keys: { type: string; period: string; lineQ: number }[];
}
export interface LiveRow {
  ref: string;
  status: string;
  period: string | null;
  clockSeconds: number | null;
  home: number;
  away: number;
  h1Home: number | null;
  h1Away: number | null;
}
export interface EndRow {
  ref: string;
  status: 'finished' | 'cancelled' | 'postponed';
  home: number | null;
  away: number | null;
  h1Home: number | null;
  h1Away: number | null;
}

/** A match's state as the odds topic carries it. */
export interface MatchStateRow {
  id: string | number;
  status: string;
  suspended: boolean;
  period: string | null;
  clock_seconds: number | null;
  score_home: number;
  score_away: number;
  h1_home: number | null;
  h1_away: number | null;
}
export interface MarketStateRow {
  id: string | number;
  match_id: string | number;
  status: string;
  version: number;
  selections: { id: string | number; odds_k: number }[] | string;
}

const MATCH_STATE = sql.raw(
  'm.id, m.status, m.suspended, m.period, m.clock_seconds, m.score_home, m.score_away, m.h1_home, m.h1_away',
);

/**
 * The catalogue's SQL for the odds feed. Every write is one statement per batch of rows (a jsonb
 * array joined in), never a statement per row: a tick of a hundred matches is a handful of round
 * trips. Writes are conditional, so re-applying the same event changes nothing.
 */
export function createFeedRepository() {
  return {
    async upsertLeagues(tx: DbOrTx, rows: LeagueRow[]): Promise<void> {
      for (const batch of chunks(rows)) {
        await tx.execute(sql`insert into sb_leagues (sport, feed_ref, name, name_en, region, sort)
          select v.sport, v.ref, v.name, v."nameEn", v.region, v.sort
          from jsonb_to_recordset(${json(batch)}) as v(ref text, sport text, name text, "nameEn" text, region text, sort int)
          on conflict (feed_ref) do update set name = excluded.name, name_en = excluded.name_en,
            region = excluded.region, sort = excluded.sort
          where (sb_leagues.name, sb_leagues.name_en, sb_leagues.region, sb_leagues.sort)
            is distinct from (excluded.name, excluded.name_en, excluded.region, excluded.sort)`);
      }
    },

    /** Fixtures by feed_ref; a known one is updated only while it has not started. */
    async upsertFixtures(tx: DbOrTx, rows: FixtureRow[]): Promise<void> {
      for (const batch of chunks(rows)) {
        await tx.execute(sql`insert into sb_matches
            (league_id, sport, feed_ref, home, away, kickoff_at, recommended, recommend_sort)
          select l.id, v.sport, v.ref, v.home, v.away, v."kickoffAt"::timestamptz, v.recommended, v."recommendSort"
          from jsonb_to_recordset(${json(batch)}) as v(ref text, "leagueRef" text, sport text, home text,
            away text, "kickoffAt" text, recommended boolean, "recommendSort" int)
          join sb_leagues l on l.feed_ref = v."leagueRef"
          on conflict (feed_ref) do update set home = excluded.home, away = excluded.away,
            kickoff_at = excluded.kickoff_at, league_id = excluded.league_id, updated_at = now()
          where sb_matches.status = 'scheduled'
            and (sb_matches.home, sb_matches.away, sb_matches.kickoff_at, sb_matches.league_id)
              is distinct from (excluded.home, excluded.away, excluded.kickoff_at, excluded.league_id)`);
      }
    },

    /**
     * New markets and their selections; a known market takes the main flag and sort the provider
     * gives now (odds move through updateOdds). A line named main demotes the other lines of its
     * match, type and period: at most one main line each (decision 0068).
     */
    async insertMarkets(tx: DbOrTx, markets: MarketRow[], selections: SelectionRow[]): Promise<void> {
      for (const batch of chunks(markets)) {
        // One statement: the demotion (a data-modifying CTE) sees the rows as they were, and leaves
        // the lines the batch itself names to the insert's own update.
        await tx.execute(sql`with v as (
            select * from jsonb_to_recordset(${json(batch)}) as v(ref text, type text, period text, "lineQ" int, main boolean, sort int)
          ), demoted as (
            update sb_markets k set main = false
            from v join sb_matches m on m.feed_ref = v.ref
            where v.main and k.match_id = m.id and k.type = v.type and k.period = v.period
              and k.line_q <> v."lineQ" and k.main
              and not exists (select 1 from v w where w.ref = v.ref and w.type = k.type and w.period = k.period
                and w."lineQ" = k.line_q)
          )
          insert into sb_markets (match_id, type, period, line_q, main, sort)
          select m.id, v.type, v.period, v."lineQ", v.main, v.sort
          from v join sb_matches m on m.feed_ref = v.ref
          on conflict (match_id, type, period, line_q) do update set main = excluded.main, sort = excluded.sort
          where (sb_markets.main, sb_markets.sort) is distinct from (excluded.main, excluded.sort)`);
      }
      for (const batch of chunks(selections)) {
        await tx.execute(sql`insert into sb_selections (market_id, code, odds_k, sort)
          select k.id, v.code, v."oddsK", v.sort
          from jsonb_to_recordset(${json(batch)}) as v(ref text, type text, period text, "lineQ" int,
            code text, "oddsK" int, sort int)
          join sb_matches m on m.feed_ref = v.ref
          join sb_markets k on k.match_id = m.id and k.type = v.type and k.period = v.period and k.line_q = v."lineQ"
          on conflict (market_id, code) do nothing`);
      }
    },

    /**
     * New odds for selections of open or suspended markets; the markets whose odds moved get their
     * version bumped in the same statement. Returns the ids of those markets.
     */
    async updateOdds(tx: DbOrTx, rows: Omit<SelectionRow, 'sort'>[]): Promise<bigint[]> {
      const changed: bigint[] = [];
      for (const batch of chunks(rows)) {
        const result = await tx.execute(sql`with v as (
            select * from jsonb_to_recordset(${json(batch)}) as v(ref text, type text, period text,
              "lineQ" int, code text, "oddsK" int)
          ), moved as (
            update sb_selections s set odds_k = v."oddsK"
            from v
            join sb_matches m on m.feed_ref = v.ref
            join sb_markets k on k.match_id = m.id and k.type = v.type and k.period = v.period and k.line_q = v."lineQ"
            where s.market_id = k.id and s.code = v.code and s.odds_k <> v."oddsK"
              and k.status in ('open', 'suspended') and v."oddsK" > 1000
            returning s.market_id
          )
          update sb_markets set version = version + 1, updated_at = now()
          where id in (select market_id from moved)
          returning id`);
        for (const r of rowsOf<{ id: string | number }>(result)) changed.push(BigInt(r.id));
      }
      return changed;
    },

    /**
     * The feed opens or suspends markets. It suspends only open markets (marking the suspension
     * its own) and reopens only markets it suspended itself, of matches still scheduled or live:
     * an operator's suspension sticks. Returns the ids of markets that changed.
     */
    async setMarketStatus(tx: DbOrTx, rows: StatusRow[]): Promise<bigint[]> {
      const changed: bigint[] = [];
      for (const batch of chunks(rows)) {
        const result = await tx.execute(sql`update sb_markets k
          set status = v.status, feed_suspended = (v.status = 'suspended'), version = k.version + 1, updated_at = now()
          from jsonb_to_recordset(${json(batch)}) as v(ref text, type text, period text, "lineQ" int, status text)
          join sb_matches m on m.feed_ref = v.ref
          where k.match_id = m.id
            and (v.type is null or (k.type = v.type and k.period = v.period and k.line_q = v."lineQ"))
            and ((v.status = 'suspended' and k.status = 'open')
              or (v.status = 'open' and k.status = 'suspended' and k.feed_suspended
                and m.status in ('scheduled', 'live')))
          returning k.id`);
        for (const r of rowsOf<{ id: string | number }>(result)) changed.push(BigInt(r.id));
      }
      return changed;
    },

    /**
     * The provider's quotes of each match: the listed markets the feed itself suspended reopen (while
     * the match is scheduled or live), every other open market is suspended as the feed's own. One
     * statement per batch. Returns the ids of markets that changed.
     */
    async applyOffered(tx: DbOrTx, rows: OfferedRow[]): Promise<bigint[]> {
      const changed: bigint[] = [];
      for (const batch of chunks(rows)) {
        const result = await tx.execute(sql`with q as (
            select k.id, k.status, k.feed_suspended, m.status as match_status,
              exists (select 1 from jsonb_to_recordset(v.keys) as o(type text, period text, "lineQ" int)
                where o.type = k.type and o.period = k.period and o."lineQ" = k.line_q) as listed
            from jsonb_to_recordset(${json(batch)}) as v(ref text, keys jsonb)
            join sb_matches m on m.feed_ref = v.ref
            join sb_markets k on k.match_id = m.id
            where k.status in ('open', 'suspended')
          )
          update sb_markets k
          set status = case when q.listed then 'open' else 'suspended' end,
            feed_suspended = not q.listed, version = k.version + 1, updated_at = now()
          from q
          where k.id = q.id
            and ((not q.listed and q.status = 'open')
              or (q.listed and q.status = 'suspended' and q.feed_suspended
                and q.match_status in ('scheduled', 'live')))
          returning k.id`);
        for (const r of rowsOf<{ id: string | number }>(result)) changed.push(BigInt(r.id));
      }
      return changed;
    },

    /** Live state of matches not yet ended; returns the matches that changed. */
    async updateLive(tx: DbOrTx, rows: LiveRow[]): Promise<MatchStateRow[]> {
      const out: MatchStateRow[] = [];
      for (const batch of chunks(rows)) {
        const result = await tx.execute(sql`update sb_matches m
          set status = v.status, period = v.period, clock_seconds = v."clockSeconds", score_home = v.home,
            score_away = v.away, h1_home = v."h1Home", h1_away = v."h1Away", updated_at = now()
          from jsonb_to_recordset(${json(batch)}) as v(ref text, status text, period text, "clockSeconds" int,
            home int, away int, "h1Home" int, "h1Away" int)
          where m.feed_ref = v.ref and m.status in ('scheduled', 'live')
            and (m.status, m.period, m.clock_seconds, m.score_home, m.score_away, m.h1_home, m.h1_away)
              is distinct from (v.status, v.period, v."clockSeconds", v.home, v.away, v."h1Home", v."h1Away")
          returning ${MATCH_STATE}`);
        out.push(...rowsOf<MatchStateRow>(result));
      }
      return out;
    },

    /**
     * Ends matches (a result, a cancellation, a postponement) that were still scheduled or live,
     * and suspends their open markets as the feed's own. Returns only the matches this call ended,
     * so a repeated event ends nothing twice.
     */
    async endMatches(tx: DbOrTx, rows: EndRow[]): Promise<{ matches: MatchStateRow[]; marketIds: bigint[] }> {
      const matches: MatchStateRow[] = [];
      for (const batch of chunks(rows)) {
        const result = await tx.execute(sql`update sb_matches m
          set status = v.status, score_home = coalesce(v.home, m.score_home), score_away = coalesce(v.away, m.score_away),
            h1_home = coalesce(v."h1Home", m.h1_home), h1_away = coalesce(v."h1Away", m.h1_away),
            clock_seconds = case when v.status = 'finished' then m.clock_seconds else null end,
            period = case when v.status = 'finished' then 'ft' else null end, updated_at = now()
          from jsonb_to_recordset(${json(batch)}) as v(ref text, status text, home int, away int, "h1Home" int, "h1Away" int)
          where m.feed_ref = v.ref and m.status in ('scheduled', 'live')
          returning ${MATCH_STATE}`);
        matches.push(...rowsOf<MatchStateRow>(result));
      }
      if (!matches.length) return { matches, marketIds: [] };
      const ids = matches.map((m) => String(m.id));
      const result = await tx.execute(sql`update sb_markets
        set status = 'suspended', feed_suspended = true, version = version + 1, updated_at = now()
        where match_id in (select (jsonb_array_elements_text(${json(ids)}))::bigint) and status = 'open'
        returning id`);
      return { matches, marketIds: rowsOf<{ id: string | number }>(result).map((r) => BigInt(r.id)) };
    },

    /**
     * Finished matches the settlement never took (result_version still 0): a settle call that
     * failed, or one lost to a crash between the ending's commit and the call.
     */
    async unsettledFinished(tx: DbOrTx, limit: number) {
      const result = await tx.execute(sql`select id, score_home, score_away, h1_home, h1_away
        from sb_matches where status = 'finished' and result_version = 0
        order by updated_at, id limit ${limit}`);
      return rowsOf<{
        id: string | number;
        score_home: number;
        score_away: number;
        h1_home: number | null;
        h1_away: number | null;
      }>(result);
    },

    /** Match ids by feed_ref. */
    async matchIds(tx: DbOrTx, refs: string[]): Promise<Map<string, bigint>> {
      const out = new Map<string, bigint>();
      if (!refs.length) return out;
      const result = await tx.execute(sql`select id, feed_ref from sb_matches
        where feed_ref in (select jsonb_array_elements_text(${json(refs)}))`);
      for (const r of rowsOf<{ id: string | number; feed_ref: string }>(result))
        out.set(r.feed_ref, BigInt(r.id));
      return out;
    },

    /** The current state of markets with their selections (what the odds topic sends). */
    async marketStates(tx: DbOrTx, ids: bigint[]): Promise<MarketStateRow[]> {
      if (!ids.length) return [];
      const result = await tx.execute(sql`select k.id, k.match_id, k.status, k.version,
          coalesce((select json_agg(json_build_object('id', s.id, 'odds_k', s.odds_k) order by s.sort, s.id)
            from sb_selections s where s.market_id = k.id), '[]'::json) as selections
        from sb_markets k
        where k.id in (select (jsonb_array_elements_text(${json(ids.map(String))}))::bigint)
        order by k.id`);
      return rowsOf<MarketStateRow>(result);
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;

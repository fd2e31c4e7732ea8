import type { MatchTab } from '@houseline/shared/sportsbook/markets';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

export interface Day {
  start: Date;
  end: Date;
}

export interface MatchRow {
  id: bigint;
  sport: string;
  leagueId: bigint;
  leagueName: string;
  home: string;
  away: string;
  kickoffAt: Date;
  status: string;
  suspended: boolean;
  period: string | null;
  clockSeconds: number | null;
  scoreHome: number;
  scoreAway: number;
  h1Home: number | null;
  h1Away: number | null;
  resultVersion: number;
  marketCount: number;
}

export interface MarketRow {
  id: bigint;
  matchId: bigint;
  type: string;
  period: string;
  lineQ: number;
  status: string;
  version: number;
  main: boolean;
  selections: { id: bigint; code: string; oddsK: number }[];
}

const MATCH_COLUMNS = sql`m.id, m.sport, m.league_id as "leagueId", l.name as "leagueName", m.home, m.away,
  m.kickoff_at as "kickoffAt", m.status, m.suspended, m.period, m.clock_seconds as "clockSeconds",
  m.score_home as "scoreHome", m.score_away as "scoreAway", m.h1_home as "h1Home", m.h1_away as "h1Away",
  m.result_version as "resultVersion",
  (select count(*)::int from sb_markets c where c.match_id = m.id) as "marketCount"`;

const OPEN_MARKET = sql`exists (select 1 from sb_markets o where o.match_id = m.id and o.status = 'open')`;

/** The tab's condition on `m` (today and early: not started yet, by the brand's day). */
export function tabWhere(tab: MatchTab, day: Day): SQL {
  switch (tab) {
    case 'today':
      return sql`(m.status = 'scheduled' and m.kickoff_at >= ${day.start} and m.kickoff_at < ${day.end})`;
    case 'early':
      return sql`(m.status = 'scheduled' and m.kickoff_at >= ${day.end})`;
    case 'live':
      return sql`(m.status = 'live')`;
    case 'parlay':
      return sql`(m.status in ('scheduled', 'live') and ${OPEN_MARKET})`;
  }
}

function toMatch(r: Record<string, unknown>): MatchRow {
  return {
    id: BigInt(r.id as bigint),
    sport: String(r.sport),
    leagueId: BigInt(r.leagueId as bigint),
    leagueName: String(r.leagueName),
    home: String(r.home),
    away: String(r.away),
    kickoffAt: new Date(r.kickoffAt as string),
    status: String(r.status),
    suspended: Boolean(r.suspended),
    period: (r.period as string | null) ?? null,
    clockSeconds: r.clockSeconds === null ? null : Number(r.clockSeconds),
    scoreHome: Number(r.scoreHome),
    scoreAway: Number(r.scoreAway),
    h1Home: r.h1Home === null ? null : Number(r.h1Home),
    h1Away: r.h1Away === null ? null : Number(r.h1Away),
    resultVersion: Number(r.resultVersion),
    marketCount: Number(r.marketCount ?? 0),
  };
}

async function matchPage(db: DbOrTx, where: SQL, order: SQL, limit: number, offset: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${MATCH_COLUMNS}, count(*) over ()::int as "total"
      from sb_matches m join sb_leagues l on l.id = m.league_id
      where ${where} order by ${order} limit ${limit} offset ${offset}`),
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const [c] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from sb_matches m where ${where}`),
    );
    total = Number(c?.n ?? 0);
  }
  return { rows: rows.map(toMatch), total };
}

/**
 * The catalogue's SQL (read by members, written by the feed and by operators). Lists are two
 * queries: one page of matches, then every market and selection of those matches.
 */
export function createCatalogueRepository() {
  return {
    async menuCounts(db: DbOrTx, day: Day) {
      return rowsOf<{ sport: string; today: number; early: number; live: number; parlay: number }>(
        await db.execute(sql`select m.sport,
          count(*) filter (where ${tabWhere('today', day)})::int as today,
          count(*) filter (where ${tabWhere('early', day)})::int as early,
          count(*) filter (where ${tabWhere('live', day)})::int as live,
          count(*) filter (where ${tabWhere('parlay', day)})::int as parlay
          from sb_matches m where m.status in ('scheduled', 'live') group by m.sport`),
      );
    },

    async leagueCounts(db: DbOrTx, tab: MatchTab, day: Day) {
      return rowsOf<{ sport: string; id: bigint; name: string; count: number }>(
        await db.execute(sql`select m.sport, l.id, l.name, count(*)::int as count
          from sb_matches m join sb_leagues l on l.id = m.league_id
          where ${tabWhere(tab, day)} group by m.sport, l.id, l.name, l.sort order by l.sort, l.id`),
      );
    },

    async matchList(
      db: DbOrTx,
      q: {
        sport: string;
        tab: MatchTab;
        leagueId?: bigint | undefined;
        day: Day;
        limit: number;
        offset: number;
      },
    ) {
      const league = q.leagueId !== undefined ? sql` and m.league_id = ${q.leagueId}` : sql``;
      const where = sql`m.sport = ${q.sport} and ${tabWhere(q.tab, q.day)}${league}`;
      return matchPage(db, where, sql`m.kickoff_at, m.id`, q.limit, q.offset);
    },

    /** The trading room's list: a sport's matches of any status (or one), soonest kick-off first. */
    async tradingList(
      db: DbOrTx,
      q: { sport: string; status?: string | undefined; limit: number; offset: number },
    ) {
      const status = q.status !== undefined ? sql` and m.status = ${q.status}` : sql``;
      return matchPage(db, sql`m.sport = ${q.sport}${status}`, sql`m.kickoff_at, m.id`, q.limit, q.offset);
    },

    /** Upcoming and live matches of a sport; `recommended` keeps the flagged ones only. */
    async recommendList(
      db: DbOrTx,
      q: { sport: string; recommended: boolean; limit: number; offset: number },
    ) {
      const flag = q.recommended ? sql` and m.recommended` : sql``;
      const where = sql`m.sport = ${q.sport} and m.status in ('scheduled', 'live')${flag}`;
      const order = q.recommended ? sql`m.recommend_sort, m.kickoff_at, m.id` : sql`m.kickoff_at, m.id`;
      return matchPage(db, where, order, q.limit, q.offset);
    },

    async matchById(db: DbOrTx, id: bigint): Promise<MatchRow | undefined> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select ${MATCH_COLUMNS}
          from sb_matches m join sb_leagues l on l.id = m.league_id where m.id = ${id}`),
      );
      return rows[0] ? toMatch(rows[0]) : undefined;
    },

    /** Every market (or the main ones) of the matches, with their selections: one query. */
    async marketsOf(db: DbOrTx, matchIds: readonly bigint[], mainOnly: boolean): Promise<MarketRow[]> {
      if (matchIds.length === 0) return [];
      const ids = sql.join(
        matchIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const main = mainOnly ? sql` and k.main` : sql``;
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select k.id, k.match_id as "matchId", k.type, k.period, k.line_q as "lineQ",
            k.status, k.version, k.main, s.id as "selectionId", s.code, s.odds_k as "oddsK"
          from sb_markets k left join sb_selections s on s.market_id = k.id
          where k.match_id in (${ids})${main}
          order by k.match_id, k.sort, k.id, s.sort, s.id`),
      );
      const byId = new Map<bigint, MarketRow>();
      for (const r of rows) {
        const id = BigInt(r.id as bigint);
        let market = byId.get(id);
        if (!market) {
          market = {
            id,
            matchId: BigInt(r.matchId as bigint),
            type: String(r.type),
            period: String(r.period),
            lineQ: Number(r.lineQ),
            status: String(r.status),
            version: Number(r.version),
            main: Boolean(r.main),
            selections: [],
          };
          byId.set(id, market);
        }
        if (r.selectionId !== null && r.selectionId !== undefined) {
          market.selections.push({
            id: BigInt(r.selectionId as bigint),
            code: String(r.code),
            oddsK: Number(r.oddsK),
          });
        }
      }
      return [...byId.values()];
    },

    /**
     * Open ↔ suspended; bumps the version. An operator's suspension is the operator's (clears the
     * feed's flag, so the feed does not reopen it; migration 0010). Undefined when the market is
     * settled, void or unknown.
     */
    async setMarketStatus(tx: DbOrTx, id: bigint, status: 'open' | 'suspended') {
      const rows = rowsOf<{ id: bigint; matchId: bigint }>(
        await tx.execute(sql`update sb_markets set status = ${status}, feed_suspended = false,
            version = version + 1, updated_at = now()
          where id = ${id} and status in ('open', 'suspended') returning id, match_id as "matchId"`),
      );
      return rows[0];
    },

    async marketExists(db: DbOrTx, id: bigint): Promise<boolean> {
      const rows = rowsOf<{ id: bigint }>(await db.execute(sql`select id from sb_markets where id = ${id}`));
      return rows.length > 0;
    },

    async setMatchSuspended(tx: DbOrTx, id: bigint, suspended: boolean): Promise<boolean> {
      const rows = rowsOf<{ id: bigint }>(
        await tx.execute(sql`update sb_matches set suspended = ${suspended}, updated_at = now()
          where id = ${id} returning id`),
      );
      return rows.length > 0;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

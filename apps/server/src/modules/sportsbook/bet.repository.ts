import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { sbBetLegs, sbBets, sbLimits, sbMemberPrefs } from '../../platform/db/schema.ts';
import { rowsOf } from './catalogue.repository.ts';
import type { BetView, LegView } from './present.ts';

export type BetRow = typeof sbBets.$inferSelect;

/** A selection with its market and match, as placement checks them. */
export interface SelectionState {
  selectionId: bigint;
  code: string;
  oddsK: number;
  marketId: bigint;
  marketType: string;
  period: string;
  lineQ: number;
  marketStatus: string;
  version: number;
  matchId: bigint;
  matchStatus: string;
  matchSuspended: boolean;
  /** What a placed bet's answer shows of the match (no second read after placing). */
  sport: string;
  leagueName: string;
  home: string;
  away: string;
  kickoffAt: Date;
  /** The live score ("h-a"): a change during the in-play delay refuses the slip. */
  score: string;
}

/** One slip's bet, legs and ledger lines, written by one statement (`placeInOneStatement`). */
export interface OneStatementPlacement {
  bet: {
    siteCode: string;
    memberId: bigint;
    requestId: string;
    kind: string;
    currency: string;
    stake: bigint;
    oddsK: bigint;
    potentialReturn: bigint;
    oddsPolicy: string;
    live: boolean;
    placedAt: Date;
  };
  /** Legs in slip order with the odds they are accepted at: the statement re-checks them. */
  legs: readonly { state: SelectionState; oddsK: number }[];
  /**
   * The stake's movement as the books port hands it over (decision 0048): its guards as one SQL
   * boolean, and its `ledger_post` call keyed by SQL of this statement.
   */
  books: { admitted: SQL; post: (key: SQL, reference: SQL) => SQL };
}

export type OneStatementOutcome =
  | { kind: 'placed'; id: bigint }
  /** The books port's guards refused the stake (the member's state): nothing was written. */
  | { kind: 'refused' }
  /** The request id already placed a bet: nothing was written. */
  | { kind: 'duplicate' }
  /** A leg's odds, market or match changed since it was read: nothing was written. */
  | { kind: 'stale' };

type PlacedRow = { admitted: boolean; fine: boolean; id: string | number | bigint | null; postings: number };

const LEG_COLUMNS = sql`g.bet_id as "betId", g.leg_no as "legNo", g.match_id as "matchId", m.sport,
  l.name as "leagueName", m.home, m.away, m.kickoff_at as "kickoffAt", g.market_id as "marketId",
  g.market_type as "marketType", g.period, g.line_q as "lineQ", g.selection_id as "selectionId",
  g.selection_code as "selectionCode", g.odds_k as "oddsK", g.outcome,
  r.ft_home as "ftHome", r.ft_away as "ftAway", r.h1_home as "h1Home", r.h1_away as "h1Away",
  k.status as "marketStatus", m.status as "matchStatus", m.suspended as "matchSuspended"`;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function toLeg(r: Record<string, unknown>): LegView & { betId: bigint } {
  return {
    betId: BigInt(r.betId as bigint),
    legNo: Number(r.legNo),
    matchId: BigInt(r.matchId as bigint),
    sport: String(r.sport),
    leagueName: String(r.leagueName),
    home: String(r.home),
    away: String(r.away),
    kickoffAt: new Date(r.kickoffAt as string),
    marketId: BigInt(r.marketId as bigint),
    marketType: String(r.marketType),
    period: String(r.period),
    lineQ: Number(r.lineQ),
    selectionId: BigInt(r.selectionId as bigint),
    selectionCode: String(r.selectionCode),
    oddsK: Number(r.oddsK),
    outcome: (r.outcome as string | null) ?? null,
    ftHome: num(r.ftHome),
    ftAway: num(r.ftAway),
    h1Home: num(r.h1Home),
    h1Away: num(r.h1Away),
    marketStatus: String(r.marketStatus),
    matchStatus: String(r.matchStatus),
    matchSuspended: Boolean(r.matchSuspended),
  };
}

/** The SQL of bets: placement, reads for members and operators, preferences and limits. */
export function createBetRepository() {
  const repo = {
    async selections(db: DbOrTx, ids: readonly bigint[]): Promise<SelectionState[]> {
      if (ids.length === 0) return [];
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select s.id as "selectionId", s.code, s.odds_k as "oddsK", k.id as "marketId",
            k.type as "marketType", k.period, k.line_q as "lineQ", k.status as "marketStatus", k.version,
            m.id as "matchId", m.status as "matchStatus", m.suspended as "matchSuspended",
            m.sport, l.name as "leagueName", m.home, m.away, m.kickoff_at as "kickoffAt",
            m.score_home || '-' || m.score_away as score
          from sb_selections s join sb_markets k on k.id = s.market_id join sb_matches m on m.id = k.match_id
          join sb_leagues l on l.id = m.league_id
          where s.id in (${list})`),
      );
      return rows.map((r) => ({
        selectionId: BigInt(r.selectionId as bigint),
        code: String(r.code),
        oddsK: Number(r.oddsK),
        marketId: BigInt(r.marketId as bigint),
        marketType: String(r.marketType),
        period: String(r.period),
        lineQ: Number(r.lineQ),
        marketStatus: String(r.marketStatus),
        version: Number(r.version),
        matchId: BigInt(r.matchId as bigint),
        matchStatus: String(r.matchStatus),
        matchSuspended: Boolean(r.matchSuspended),
        sport: String(r.sport),
        leagueName: String(r.leagueName),
        home: String(r.home),
        away: String(r.away),
        kickoffAt: new Date(r.kickoffAt as string),
        score: String(r.score),
      }));
    },

    /**
     * Places a slip in ONE statement (one round trip, its own transaction): it re-checks every leg
     * (same odds, market open, match taking bets), inserts the bet (a second slip under the same
     * request id inserts nothing), its legs, and posts the stake through the `ledger_post` call the
     * books port hands over, keyed by the new bet's id — once the port's guards (the member's state,
     * read in this statement) admit it. A refused debit (the balance) aborts the whole statement.
     * Decisions 0021 and 0048.
     */
    async placeInOneStatement(db: DbOrTx, p: OneStatementPlacement): Promise<OneStatementOutcome> {
      const b = p.bet;
      const arr = <T>(values: readonly T[], type: string) => sql`${sql.param([...values])}::${sql.raw(type)}`;
      const legs = p.legs;
      const [row] = rowsOf<PlacedRow>(
        await db.execute(sql`with admit as (
            select ${p.books.admitted} as admitted
          ), want as (
            select * from unnest(${arr(
              legs.map((l) => l.state.selectionId),
              'bigint[]',
            )},
              ${arr(
                legs.map((l) => l.oddsK),
                'int[]',
              )}) as w(sid, odds_k)
          ), matches as (
            -- The legs' matches, share-locked: a result being entered (it holds the match for
            -- update) is waited for and the match re-read, so a bet either lands before the
            -- result (and is graded by it) or sees the match finished. Without the lock a bet
            -- read "open" from its snapshot and committed after the grading: never settled.
            select m.id from sb_matches m
            where m.id in (select k.match_id from want w join sb_selections s on s.id = w.sid
              join sb_markets k on k.id = s.market_id)
              and not m.suspended and m.status in ('scheduled', 'live')
            for share
          ), ok as (
            select count(*) = ${legs.length} and (select admitted from admit) as fine
            from want w join sb_selections s on s.id = w.sid and s.odds_k = w.odds_k
            join sb_markets k on k.id = s.market_id join matches m on m.id = k.match_id
            where k.status = 'open'
          ), bet as (
            insert into sb_bets (site_code, member_id, request_id, kind, currency, stake, odds_k,
              potential_return, odds_policy, live, placed_at)
            select ${b.siteCode}, ${b.memberId}, ${b.requestId}, ${b.kind}, ${b.currency}, ${b.stake},
              ${b.oddsK}, ${b.potentialReturn}, ${b.oddsPolicy}, ${b.live}, ${b.placedAt}
            from ok where ok.fine
            on conflict (site_code, member_id, request_id) do nothing
            returning id
          ), legs as (
            insert into sb_bet_legs (bet_id, leg_no, match_id, market_id, selection_id, market_type, period,
              line_q, selection_code, odds_k)
            select bet.id, u.leg_no, u.match_id, u.market_id, u.selection_id, u.market_type, u.period,
              u.line_q, u.code, u.odds_k
            from bet, unnest(${arr(
              legs.map((_, i) => i + 1),
              'smallint[]',
            )}, ${arr(
              legs.map((l) => l.state.matchId),
              'bigint[]',
            )}, ${arr(
              legs.map((l) => l.state.marketId),
              'bigint[]',
            )}, ${arr(
              legs.map((l) => l.state.selectionId),
              'bigint[]',
            )}, ${arr(
              legs.map((l) => l.state.marketType),
              'text[]',
            )}, ${arr(
              legs.map((l) => l.state.period),
              'text[]',
            )}, ${arr(
              legs.map((l) => l.state.lineQ),
              'int[]',
            )}, ${arr(
              legs.map((l) => l.state.code),
              'text[]',
            )}, ${arr(
              legs.map((l) => l.oddsK),
              'int[]',
            )}) as u(leg_no, match_id, market_id, selection_id, market_type, period, line_q, code, odds_k)
            returning 1
          ), post as (
            select p.posted_entry_id from bet, ${p.books.post(sql`'sb:bet:' || bet.id`, sql`'sb:' || bet.id`)} p
          )
          select (select admitted from admit) as admitted, (select fine from ok) as fine,
            (select id from bet) as id,
            (select count(*) from legs)::int + (select count(*) from post)::int as postings`),
      );
      if (row && !row.admitted) return { kind: 'refused' };
      if (!row?.fine) return { kind: 'stale' };
      if (row.id === null || row.id === undefined) return { kind: 'duplicate' };
      return { kind: 'placed', id: BigInt(row.id) };
    },

    async byRequest(db: DbOrTx, siteCode: string, memberId: bigint, requestId: string) {
      const [row] = await db
        .select()
        .from(sbBets)
        .where(
          and(eq(sbBets.siteCode, siteCode), eq(sbBets.memberId, memberId), eq(sbBets.requestId, requestId)),
        );
      return row;
    },

    async legSelections(db: DbOrTx, betId: bigint): Promise<bigint[]> {
      const rows = await db
        .select({ s: sbBetLegs.selectionId })
        .from(sbBetLegs)
        .where(eq(sbBetLegs.betId, betId))
        .orderBy(sbBetLegs.legNo);
      return rows.map((r) => r.s);
    },

    /** Bets with their legs, in the order of `rows`: two queries. */
    async views(db: DbOrTx, rows: readonly BetRow[]): Promise<BetView[]> {
      if (rows.length === 0) return [];
      const ids = sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      );
      const legs = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select ${LEG_COLUMNS}
          from sb_bet_legs g join sb_matches m on m.id = g.match_id join sb_leagues l on l.id = m.league_id
          join sb_markets k on k.id = g.market_id
          left join sb_results r on r.match_id = g.match_id and r.version = m.result_version
          where g.bet_id in (${ids}) order by g.bet_id, g.leg_no`),
      ).map(toLeg);
      return rows.map((b) => ({
        id: b.id,
        kind: b.kind,
        status: b.status,
        outcome: b.outcome,
        currency: b.currency,
        stake: b.stake,
        oddsK: b.oddsK,
        potentialReturn: b.potentialReturn,
        payout: b.payout,
        validStake: b.validStake,
        live: b.live,
        placedAt: b.placedAt,
        settledAt: b.settledAt,
        legs: legs.filter((l) => l.betId === b.id),
      }));
    },

    async memberBet(db: DbOrTx, siteCode: string, memberId: bigint, id: bigint) {
      const [row] = await db
        .select()
        .from(sbBets)
        .where(and(eq(sbBets.id, id), eq(sbBets.siteCode, siteCode), eq(sbBets.memberId, memberId)));
      return row;
    },

    async openBets(db: DbOrTx, siteCode: string, memberId: bigint, limit: number) {
      return db
        .select()
        .from(sbBets)
        .where(and(eq(sbBets.siteCode, siteCode), eq(sbBets.memberId, memberId), eq(sbBets.status, 'open')))
        .orderBy(sql`${sbBets.placedAt} desc, ${sbBets.id} desc`)
        .limit(limit);
    },

    /** A page of a member's bets with the totals of the whole filter. */
    async records(
      db: DbOrTx,
      q: {
        siteCode: string;
        memberId: bigint;
        statuses?: readonly string[] | undefined;
        from?: Date | undefined;
        to?: Date | undefined;
        limit: number;
        offset: number;
      },
    ) {
      const conds = [sql`site_code = ${q.siteCode}`, sql`member_id = ${q.memberId}`];
      if (q.statuses) {
        conds.push(
          sql`status in (${sql.join(
            q.statuses.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        );
      }
      if (q.from) conds.push(sql`placed_at >= ${q.from}`);
      if (q.to) conds.push(sql`placed_at <= ${q.to}`);
      const where = sql.join(conds, sql` and `);
      const [totals] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select count(*)::int as n, coalesce(sum(stake), 0)::text as stake,
            coalesce(sum(valid_stake), 0)::text as valid,
            coalesce(sum(payout - stake) filter (where status <> 'open'), 0)::text as "winLoss"
          from sb_bets where ${where}`),
      );
      const ids = rowsOf<{ id: bigint }>(
        await db.execute(sql`select id from sb_bets where ${where}
          order by placed_at desc, id desc limit ${q.limit} offset ${q.offset}`),
      ).map((r) => BigInt(r.id));
      const rows = await repo.byIds(db, ids);
      return {
        rows,
        total: Number(totals?.n ?? 0),
        stake: BigInt(String(totals?.stake ?? '0')),
        validStake: BigInt(String(totals?.valid ?? '0')),
        winLoss: BigInt(String(totals?.winLoss ?? '0')),
      };
    },

    async byIds(db: DbOrTx, ids: readonly bigint[]): Promise<BetRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(sbBets)
        .where(
          sql`${sbBets.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is BetRow => r !== undefined);
    },

    async prefs(db: DbOrTx, siteCode: string, memberId: bigint) {
      const [row] = await db
        .select()
        .from(sbMemberPrefs)
        .where(and(eq(sbMemberPrefs.siteCode, siteCode), eq(sbMemberPrefs.memberId, memberId)));
      return row;
    },

    async savePrefs(db: DbOrTx, siteCode: string, memberId: bigint, oddsFormat: string, oddsPolicy: string) {
      await db
        .insert(sbMemberPrefs)
        .values({ siteCode, memberId, oddsFormat, oddsPolicy, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [sbMemberPrefs.siteCode, sbMemberPrefs.memberId],
          set: { oddsFormat, oddsPolicy, updatedAt: new Date() },
        });
    },

    async limits(db: DbOrTx, siteCode: string) {
      const [row] = await db.select().from(sbLimits).where(eq(sbLimits.siteCode, siteCode));
      return row;
    },

    async saveLimits(tx: DbOrTx, values: typeof sbLimits.$inferInsert) {
      const { siteCode: _s, ...set } = values;
      await tx.insert(sbLimits).values(values).onConflictDoUpdate({ target: sbLimits.siteCode, set });
    },
  };
  return repo;
}

export type BetRepository = ReturnType<typeof createBetRepository>;

import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { sbBets, sbResults, sbSettlements } from '../../platform/db/schema.ts';
import type { BetRow } from './bet.repository.ts';
import { rowsOf } from './catalogue.repository.ts';

export interface ResultRow {
  version: number;
  ftHome: number;
  ftAway: number;
  h1Home: number | null;
  h1Away: number | null;
}

export interface LegKey {
  marketId: bigint;
  marketType: string;
  period: string;
  lineQ: number;
  code: string;
}

/**
 * The SQL of settlement. The match row is locked while its result is written and its legs graded;
 * each bet is settled under its own row lock with a conditional update on its settle version, so
 * two settlers (or a settler and a cash-out) never both move money for one bet.
 */
export function createSettlementRepository() {
  return {
    async lockMatch(tx: DbOrTx, id: bigint) {
      const [row] = rowsOf<{ id: bigint; status: string; resultVersion: number }>(
        await tx.execute(sql`select id, status, result_version as "resultVersion"
          from sb_matches where id = ${id} for update`),
      );
      return row ? { ...row, resultVersion: Number(row.resultVersion) } : undefined;
    },

    async latestResult(tx: DbOrTx, matchId: bigint): Promise<ResultRow | undefined> {
      const [row] = await tx
        .select()
        .from(sbResults)
        .where(eq(sbResults.matchId, matchId))
        .orderBy(sql`${sbResults.version} desc`)
        .limit(1);
      return row;
    },

    async insertResult(tx: DbOrTx, values: typeof sbResults.$inferInsert): Promise<void> {
      await tx.insert(sbResults).values(values);
    },

    async finishMatch(tx: DbOrTx, id: bigint, r: ResultRow): Promise<void> {
      await tx.execute(sql`update sb_matches set status = 'finished', score_home = ${r.ftHome},
        score_away = ${r.ftAway}, h1_home = ${r.h1Home}, h1_away = ${r.h1Away},
        result_version = ${r.version}, updated_at = now() where id = ${id}`);
      await tx.execute(sql`update sb_markets set status = 'settled', version = version + 1, updated_at = now()
        where match_id = ${id} and status <> 'settled'`);
    },

    async cancelMatch(tx: DbOrTx, id: bigint): Promise<void> {
      await tx.execute(sql`update sb_matches set status = 'cancelled', updated_at = now() where id = ${id}`);
      await tx.execute(sql`update sb_markets set status = 'void', version = version + 1, updated_at = now()
        where match_id = ${id} and status <> 'void'`);
      await tx.execute(sql`update sb_bet_legs set outcome = 'void' where match_id = ${id}`);
    },

    async legKeys(tx: DbOrTx, matchId: bigint): Promise<LegKey[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`select distinct market_id as "marketId", market_type as "marketType", period,
          line_q as "lineQ", selection_code as code from sb_bet_legs where match_id = ${matchId}`),
      );
      return rows.map((r) => ({
        marketId: BigInt(r.marketId as bigint),
        marketType: String(r.marketType),
        period: String(r.period),
        lineQ: Number(r.lineQ),
        code: String(r.code),
      }));
    },

    async gradeLegs(
      tx: DbOrTx,
      matchId: bigint,
      grades: readonly { marketId: bigint; code: string; outcome: string }[],
    ): Promise<void> {
      if (grades.length === 0) return;
      const values = sql.join(
        grades.map((g) => sql`(${g.marketId}::bigint, ${g.code}::text, ${g.outcome}::text)`),
        sql`, `,
      );
      await tx.execute(sql`update sb_bet_legs g set outcome = v.o from (values ${values}) as v(mk, code, o)
        where g.match_id = ${matchId} and g.market_id = v.mk and g.selection_code = v.code`);
    },

    /** Bets with a leg on the match, not cashed out, every leg graded. */
    async gradedBets(db: DbOrTx, matchId: bigint): Promise<bigint[]> {
      const rows = rowsOf<{ id: bigint }>(
        await db.execute(sql`select distinct b.id from sb_bets b join sb_bet_legs g on g.bet_id = b.id
          where g.match_id = ${matchId} and b.status in ('open', 'settled', 'void')
            and not exists (select 1 from sb_bet_legs x where x.bet_id = b.id and x.outcome is null)
          order by b.id`),
      );
      return rows.map((r) => BigInt(r.id));
    },

    /**
     * Bets a crash left behind: every leg graded but the bet still open (the process died between
     * the grading commit and the bet's settlement), or settled against an older result than the
     * latest of its matches (died during a correction). Oldest first, bounded.
     */
    async unsettledBets(db: DbOrTx, limit: number): Promise<bigint[]> {
      const rows = rowsOf<{ id: bigint }>(
        await db.execute(sql`select b.id from sb_bets b
          where b.status in ('open', 'settled', 'void')
            and not exists (select 1 from sb_bet_legs x where x.bet_id = b.id and x.outcome is null)
            and (b.status = 'open' or exists (
              select 1 from sb_bet_legs g join sb_matches m on m.id = g.match_id
              where g.bet_id = b.id and m.result_version > coalesce(
                (select max(s.result_version) from sb_settlements s where s.bet_id = b.id), 0)))
          order by b.id limit ${limit}`),
      );
      return rows.map((r) => BigInt(r.id));
    },

    async bet(db: DbOrTx, id: bigint): Promise<BetRow | undefined> {
      const [row] = await db.select().from(sbBets).where(eq(sbBets.id, id));
      return row;
    },

    async lockBet(tx: DbOrTx, id: bigint): Promise<BetRow | undefined> {
      const [row] = await tx.select().from(sbBets).where(eq(sbBets.id, id)).for('update');
      return row;
    },

    async legOutcomes(tx: DbOrTx, betId: bigint) {
      const rows = rowsOf<{ outcome: string | null; oddsK: number; matchId: bigint }>(
        await tx.execute(sql`select outcome, odds_k as "oddsK", match_id as "matchId"
          from sb_bet_legs where bet_id = ${betId} order by leg_no`),
      );
      return rows.map((r) => ({ outcome: r.outcome, oddsK: Number(r.oddsK), matchId: BigInt(r.matchId) }));
    },

    /**
     * The member's position on the market of a single (decision 0050): every selection code of
     * that market, and the member's singles on it that were not cashed out, with their graded
     * outcome. Stakes and selections never change after placement, so reading them unlocked is
     * exact.
     */
    async marketPosition(tx: DbOrTx, betId: bigint) {
      const bets = rowsOf<{ id: bigint; stake: string; code: string; outcome: string | null }>(
        // Driven from the member's bets (sb_bets_member_idx), their legs by primary key.
        await tx.execute(sql`select b.id, b.stake::text as stake, g.selection_code as code, g.outcome
          from sb_bets mine
          join sb_bets b on b.site_code = mine.site_code and b.member_id = mine.member_id
          join sb_bet_legs g on g.bet_id = b.id
          where mine.id = ${betId} and b.kind = 'single' and b.status <> 'cashed_out'
            and g.market_id = (select me.market_id from sb_bet_legs me where me.bet_id = ${betId} limit 1)
          order by b.id`),
      );
      const codes = rowsOf<{ code: string }>(
        await tx.execute(sql`select s.code from sb_selections s
          where s.market_id = (select market_id from sb_bet_legs where bet_id = ${betId} limit 1)
          order by s.code`),
      );
      return {
        codes: codes.map((c) => String(c.code)),
        bets: bets.map((b) => ({
          id: BigInt(b.id),
          stake: BigInt(b.stake),
          code: String(b.code),
          outcome: b.outcome,
        })),
      };
    },

    async maxResultVersion(tx: DbOrTx, betId: bigint): Promise<number> {
      const [row] = rowsOf<{ v: number }>(
        await tx.execute(sql`select coalesce(max(m.result_version), 0)::int as v
          from sb_bet_legs g join sb_matches m on m.id = g.match_id where g.bet_id = ${betId}`),
      );
      return Number(row?.v ?? 0);
    },

    /** What the settlements of a bet moved so far (Σ delta). */
    async paidSoFar(tx: DbOrTx, betId: bigint): Promise<bigint> {
      const [row] = rowsOf<{ s: string }>(
        await tx.execute(
          sql`select coalesce(sum(delta), 0)::text as s from sb_settlements where bet_id = ${betId}`,
        ),
      );
      return BigInt(row?.s ?? '0');
    },

    /** The member's balance, locked until the settlement commits (its ledger post needs it anyway). */
    async memberBalance(tx: DbOrTx, accountId: bigint): Promise<bigint> {
      const [row] = rowsOf<{ b: string }>(
        await tx.execute(
          sql`select balance::text as b from ledger_accounts where id = ${accountId} for update`,
        ),
      );
      return BigInt(row?.b ?? '0');
    },

    /** Conditional on the settle version read under the lock: a second settler changes nothing. */
    async saveSettlement(
      tx: DbOrTx,
      betId: bigint,
      fromVersion: number,
      set: { status: string; outcome: string; payout: bigint; validStake: bigint; at: Date },
    ): Promise<boolean> {
      const rows = await tx
        .update(sbBets)
        .set({
          status: set.status,
          outcome: set.outcome,
          payout: set.payout,
          validStake: set.validStake,
          settleVersion: fromVersion + 1,
          settledAt: set.at,
        })
        .where(
          sql`${sbBets.id} = ${betId} and ${sbBets.settleVersion} = ${fromVersion}
            and ${sbBets.status} in ('open', 'settled', 'void')`,
        )
        .returning({ id: sbBets.id });
      return rows.length === 1;
    },

    async insertSettlement(tx: DbOrTx, values: typeof sbSettlements.$inferInsert): Promise<void> {
      await tx.insert(sbSettlements).values(values);
    },
  };
}

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;

import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { liveBets, liveRounds, liveShoes, liveTables } from '../../platform/db/schema.ts';
import type { RoundRow, ShoeRow, TableRow } from './live-tables.repository.ts';

/** What an operator may change on a table (issue 24). */
export interface TableSettings {
  active: boolean;
  minBet: bigint;
  maxBet: bigint;
  maxPerRound: bigint;
  bettingSeconds: number;
}

/** The bets of a round, all members together. */
export interface RoundStakes {
  betsCount: number;
  staked: bigint;
  paid: bigint;
}

/**
 * The console's SQL of the live tables (decision 0084): a table's settings changed under its row
 * lock, the shoe history and a shoe's rounds paged, and the bets of rounds summed.
 */
export function createLiveTablesAdminRepository() {
  return {
    /** The brand's table locked for its change; undefined when it is not the brand's. */
    async lockTable(tx: DbOrTx, siteCode: string, id: number): Promise<TableRow | undefined> {
      const [row] = await tx
        .select()
        .from(liveTables)
        .where(and(eq(liveTables.siteCode, siteCode), eq(liveTables.id, id)))
        .for('update');
      return row;
    },

    async updateTable(tx: DbOrTx, id: number, values: TableSettings): Promise<TableRow | undefined> {
      const [row] = await tx.update(liveTables).set(values).where(eq(liveTables.id, id)).returning();
      return row;
    },

    /** The latest round of each table. */
    async latestRounds(db: DbOrTx, tableIds: readonly number[]): Promise<RoundRow[]> {
      if (tableIds.length === 0) return [];
      return db
        .selectDistinctOn([liveRounds.tableId])
        .from(liveRounds)
        .where(inArray(liveRounds.tableId, [...tableIds]))
        .orderBy(liveRounds.tableId, desc(liveRounds.id));
    },

    /** The newest shoe of each table (the one in play, else the last). */
    async latestShoes(db: DbOrTx, tableIds: readonly number[]): Promise<ShoeRow[]> {
      if (tableIds.length === 0) return [];
      return db
        .selectDistinctOn([liveShoes.tableId])
        .from(liveShoes)
        .where(inArray(liveShoes.tableId, [...tableIds]))
        .orderBy(liveShoes.tableId, desc(liveShoes.shoeNo));
    },

    /** Bets, stakes and what was paid back, per round. */
    async roundStakes(db: DbOrTx, roundIds: readonly bigint[]): Promise<Map<bigint, RoundStakes>> {
      if (roundIds.length === 0) return new Map();
      const rows = await db
        .select({
          roundId: liveBets.roundId,
          betsCount: count(),
          staked: sql<string>`coalesce(sum(${liveBets.stake}), 0)::text`,
          paid: sql<string>`coalesce(sum(${liveBets.payout}), 0)::text`,
        })
        .from(liveBets)
        .where(inArray(liveBets.roundId, [...roundIds]))
        .groupBy(liveBets.roundId);
      return new Map(
        rows.map((r) => [
          BigInt(r.roundId),
          { betsCount: Number(r.betsCount), staked: BigInt(r.staked), paid: BigInt(r.paid) },
        ]),
      );
    },

    /** A table's shoes, newest first, and how many it has had. */
    async shoesPage(
      db: DbOrTx,
      tableId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: ShoeRow[]; total: number }> {
      const rows = await db
        .select()
        .from(liveShoes)
        .where(eq(liveShoes.tableId, tableId))
        .orderBy(desc(liveShoes.shoeNo))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(liveShoes).where(eq(liveShoes.tableId, tableId));
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** A shoe's rounds in hand order, and how many it has. */
    async roundsPage(
      db: DbOrTx,
      shoeId: bigint,
      limit: number,
      offset: number,
    ): Promise<{ rows: RoundRow[]; total: number }> {
      const rows = await db
        .select()
        .from(liveRounds)
        .where(eq(liveRounds.shoeId, shoeId))
        .orderBy(asc(liveRounds.handNo), asc(liveRounds.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(liveRounds).where(eq(liveRounds.shoeId, shoeId));
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Every settled round of a shoe in hand order (its verification). */
    async settledRounds(db: DbOrTx, shoeId: bigint): Promise<RoundRow[]> {
      return db
        .select()
        .from(liveRounds)
        .where(and(eq(liveRounds.shoeId, shoeId), eq(liveRounds.phase, 'settled')))
        .orderBy(asc(liveRounds.handNo));
    },
  };
}

export type LiveTablesAdminRepository = ReturnType<typeof createLiveTablesAdminRepository>;

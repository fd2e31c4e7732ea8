import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { liveBets, liveRounds, liveShoes, liveTables } from '../../platform/db/schema.ts';

export type TableRow = typeof liveTables.$inferSelect;
export type ShoeRow = typeof liveShoes.$inferSelect;
export type RoundRow = typeof liveRounds.$inferSelect;
export type BetRow = typeof liveBets.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/**
 * The SQL of the live tables (decision 0031). The dealer changes a round only with conditional
 * updates on its phase and its revealed-card count, under the round's row lock, so two dealers
 * (or a dealer and its restarted self) never both move it; a bet holds the round's row in share
 * mode while it checks the phase and writes, so closing the betting (an update) waits for bets in
 * flight and no bet lands after it.
 */
export function createLiveTablesRepository() {
  return {
    // ── tables ────────────────────────────────────────────────────────────────────────────────
    async seedTables(db: DbOrTx, rows: (typeof liveTables.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(liveTables).values(rows).onConflictDoNothing();
    },

    /** Every table, open or closed (a closed one shows closed and finishes its round). */
    async tables(db: DbOrTx, siteCode?: string): Promise<TableRow[]> {
      const where = siteCode ? eq(liveTables.siteCode, siteCode) : undefined;
      return db.select().from(liveTables).where(where).orderBy(asc(liveTables.sort), asc(liveTables.id));
    },

    /** A table of the brand, open or closed; another brand's is not found. */
    async table(db: DbOrTx, siteCode: string, id: number): Promise<TableRow | undefined> {
      const [row] = await db
        .select()
        .from(liveTables)
        .where(and(eq(liveTables.siteCode, siteCode), eq(liveTables.id, id)));
      return row;
    },

    /** The table as it is now (the dealer reads it before opening each round). */
    async tableById(db: DbOrTx, id: number): Promise<TableRow | undefined> {
      const [row] = await db.select().from(liveTables).where(eq(liveTables.id, id));
      return row;
    },

    /** A bet's view of its table, held in share mode: closing the table waits for bets in flight. */
    async shareTable(tx: DbOrTx, id: number): Promise<TableRow | undefined> {
      const [row] = await tx.select().from(liveTables).where(eq(liveTables.id, id)).for('share');
      return row;
    },

    // ── shoes ─────────────────────────────────────────────────────────────────────────────────
    /** The shoe in play at a table, else its last one. */
    async currentShoe(db: DbOrTx, tableId: number): Promise<ShoeRow | undefined> {
      const [row] = await db
        .select()
        .from(liveShoes)
        .where(eq(liveShoes.tableId, tableId))
        .orderBy(desc(liveShoes.shoeNo))
        .limit(1);
      return row;
    },

    async shoe(db: DbOrTx, id: bigint): Promise<ShoeRow | undefined> {
      const [row] = await db.select().from(liveShoes).where(eq(liveShoes.id, id));
      return row;
    },

    /** A new shoe; undefined when another dealer made this one first. */
    async insertShoe(db: DbOrTx, values: typeof liveShoes.$inferInsert): Promise<ShoeRow | undefined> {
      const [row] = await db.insert(liveShoes).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** After a settled hand: where the next starts, how many were dealt, and whether the shoe ended. */
    async advanceShoe(tx: DbOrTx, id: bigint, position: number, ended: boolean, at: Date): Promise<void> {
      await tx
        .update(liveShoes)
        .set({
          position,
          handsDealt: sql`${liveShoes.handsDealt} + 1`,
          ...(ended ? { status: 'ended', endedAt: at } : {}),
        })
        .where(eq(liveShoes.id, id));
    },

    /** The settled hands of a shoe in order (the roads and the verification page). */
    async shoeHands(db: DbOrTx, shoeId: bigint): Promise<Pick<RoundRow, 'handNo' | 'cards' | 'outcome'>[]> {
      return db
        .select({ handNo: liveRounds.handNo, cards: liveRounds.cards, outcome: liveRounds.outcome })
        .from(liveRounds)
        .where(and(eq(liveRounds.shoeId, shoeId), eq(liveRounds.phase, 'settled')))
        .orderBy(asc(liveRounds.handNo));
    },

    // ── rounds ────────────────────────────────────────────────────────────────────────────────
    async latestRound(db: DbOrTx, tableId: number): Promise<RoundRow | undefined> {
      const [row] = await db
        .select()
        .from(liveRounds)
        .where(eq(liveRounds.tableId, tableId))
        .orderBy(desc(liveRounds.id))
        .limit(1);
      return row;
    },

    async round(db: DbOrTx, id: bigint): Promise<RoundRow | undefined> {
      const [row] = await db.select().from(liveRounds).where(eq(liveRounds.id, id));
      return row;
    },

    /** A new round; undefined when another dealer opened the table's round first. */
    async insertRound(db: DbOrTx, values: typeof liveRounds.$inferInsert): Promise<RoundRow | undefined> {
      const [row] = await db.insert(liveRounds).values(values).onConflictDoNothing().returning();
      return row;
    },

    async lockRound(tx: DbOrTx, id: bigint): Promise<RoundRow | undefined> {
      const [row] = await tx.select().from(liveRounds).where(eq(liveRounds.id, id)).for('update');
      return row;
    },

    /** A bet's view of its round: held in share mode until the bet commits. */
    async shareRound(tx: DbOrTx, id: bigint, tableId: number): Promise<RoundRow | undefined> {
      const [row] = await tx
        .select()
        .from(liveRounds)
        .where(and(eq(liveRounds.id, id), eq(liveRounds.tableId, tableId)))
        .for('share');
      return row;
    },

    /** Betting → dealing once the countdown has run out; false when it already moved. */
    async closeBetting(tx: DbOrTx, id: bigint, at: Date, nextStepAt: Date): Promise<RoundRow | undefined> {
      const [row] = await tx
        .update(liveRounds)
        .set({ phase: 'dealing', nextStepAt })
        .where(
          sql`${liveRounds.id} = ${id} and ${liveRounds.phase} = 'betting' and ${liveRounds.bettingClosesAt} <= ${at}`,
        )
        .returning();
      return row;
    },

    /** One more card revealed; only from the count the dealer read (a second dealer changes nothing). */
    async revealCards(
      tx: DbOrTx,
      id: bigint,
      cards: unknown[],
      fromCount: number,
      nextStepAt: Date,
    ): Promise<RoundRow | undefined> {
      const [row] = await tx
        .update(liveRounds)
        .set({ cards, nextStepAt })
        .where(
          sql`${liveRounds.id} = ${id} and ${liveRounds.phase} = 'dealing'
            and jsonb_array_length(${liveRounds.cards}) = ${fromCount}`,
        )
        .returning();
      return row;
    },

    async finishRound(
      tx: DbOrTx,
      id: bigint,
      set: { phase: 'settled' | 'void'; outcome: unknown; at: Date; nextStepAt: Date },
    ): Promise<RoundRow | undefined> {
      const [row] = await tx
        .update(liveRounds)
        .set({ phase: set.phase, outcome: set.outcome, settledAt: set.at, nextStepAt: set.nextStepAt })
        .where(sql`${liveRounds.id} = ${id} and ${liveRounds.phase} in ('betting', 'dealing')`)
        .returning();
      return row;
    },

    // ── bets ──────────────────────────────────────────────────────────────────────────────────
    /** The member's wallet row, locked: one member's bets are written one after another. */
    async lockAccount(tx: DbOrTx, accountId: bigint): Promise<bigint> {
      const [row] = rowsOf<{ b: string }>(
        await tx.execute(
          sql`select balance::text as b from ledger_accounts where id = ${accountId} for update`,
        ),
      );
      return BigInt(row?.b ?? '0');
    },

    async balance(db: DbOrTx, accountId: bigint): Promise<bigint> {
      const [row] = rowsOf<{ b: string }>(
        await db.execute(sql`select balance::text as b from ledger_accounts where id = ${accountId}`),
      );
      return BigInt(row?.b ?? '0');
    },

    async betsByRequest(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      requestId: string,
    ): Promise<BetRow[]> {
      return db
        .select()
        .from(liveBets)
        .where(
          and(
            eq(liveBets.siteCode, siteCode),
            eq(liveBets.memberId, memberId),
            eq(liveBets.requestId, requestId),
          ),
        );
    },

    /** What the member has on the round so far (all sides). */
    async memberRoundTotal(tx: DbOrTx, roundId: bigint, memberId: bigint): Promise<bigint> {
      const [row] = rowsOf<{ s: string }>(
        await tx.execute(sql`select coalesce(sum(stake), 0)::text as s from live_bets
          where round_id = ${roundId} and member_id = ${memberId}`),
      );
      return BigInt(row?.s ?? '0');
    },

    /** The member's stake on each side of the round so far (read under their account lock). */
    async memberSideTotals(tx: DbOrTx, roundId: bigint, memberId: bigint): Promise<Map<string, bigint>> {
      const rows = rowsOf<{ side: string; s: string }>(
        await tx.execute(sql`select side, sum(stake)::text as s from live_bets
          where round_id = ${roundId} and member_id = ${memberId} group by side`),
      );
      return new Map(rows.map((r) => [String(r.side), BigInt(r.s)]));
    },

    async insertBets(tx: DbOrTx, rows: (typeof liveBets.$inferInsert)[]): Promise<void> {
      await tx.insert(liveBets).values(rows);
    },

    async memberBets(db: DbOrTx, roundIds: readonly bigint[], memberId: bigint): Promise<BetRow[]> {
      if (roundIds.length === 0) return [];
      return db
        .select()
        .from(liveBets)
        .where(and(inArray(liveBets.roundId, [...roundIds]), eq(liveBets.memberId, memberId)))
        .orderBy(asc(liveBets.id));
    },

    /** The open bets of a round (its settlement or void). */
    async openBets(db: DbOrTx, roundId: bigint): Promise<BetRow[]> {
      return db
        .select()
        .from(liveBets)
        .where(and(eq(liveBets.roundId, roundId), eq(liveBets.status, 'open')))
        .orderBy(asc(liveBets.id));
    },

    async closeBets(
      tx: DbOrTx,
      rows: readonly { id: bigint; payout: bigint; validStake: bigint }[],
      status: 'settled' | 'void',
      at: Date,
    ): Promise<void> {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map((r) => sql`(${r.id}::bigint, ${r.payout}::bigint, ${r.validStake}::bigint)`),
        sql`, `,
      );
      await tx.execute(sql`update live_bets b set payout = v.p, valid_stake = v.vs, status = ${status},
          settled_at = ${at}
        from (values ${values}) as v(id, p, vs) where b.id = v.id and b.status = 'open'`);
    },

    /** The rounds a member bet on at a table, newest first (game recall), and how many there are. */
    async recallRounds(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      tableId: number,
      limit: number,
      offset: number,
    ): Promise<{ rounds: RoundRow[]; total: number }> {
      const mine = sql`select distinct round_id from live_bets
        where site_code = ${siteCode} and member_id = ${memberId} and table_id = ${tableId}`;
      const [count] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from (${mine}) m`),
      );
      const rounds = await db
        .select()
        .from(liveRounds)
        .where(sql`${liveRounds.id} in (${mine})`)
        .orderBy(desc(liveRounds.id))
        .limit(limit)
        .offset(offset);
      return { rounds, total: Number(count?.n ?? 0) };
    },

    /** A member's live bets by id with their round and table (bet records). */
    async betsWithRounds(db: DbOrTx, siteCode: string, memberId: bigint, ids: readonly bigint[]) {
      if (ids.length === 0) return [];
      return db
        .select({ bet: liveBets, round: liveRounds, tableName: liveTables.name })
        .from(liveBets)
        .innerJoin(liveRounds, eq(liveRounds.id, liveBets.roundId))
        .innerJoin(liveTables, eq(liveTables.id, liveBets.tableId))
        .where(
          and(
            eq(liveBets.siteCode, siteCode),
            eq(liveBets.memberId, memberId),
            inArray(liveBets.id, [...ids]),
          ),
        );
    },
  };
}

export type LiveTablesRepository = ReturnType<typeof createLiveTablesRepository>;

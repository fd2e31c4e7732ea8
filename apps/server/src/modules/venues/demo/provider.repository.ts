import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  demoK3Bets,
  demoK3Draws,
  demoPlayTokens,
  demoRounds,
  demoSeamlessOutbox,
} from '../../../platform/db/schema.ts';

export type DemoTokenRow = typeof demoPlayTokens.$inferSelect;
export type DemoRoundRow = typeof demoRounds.$inferSelect;
export type DemoDrawRow = typeof demoK3Draws.$inferSelect;
export type DemoOutboxRow = typeof demoSeamlessOutbox.$inferSelect;

/** The SQL of the demo provider's books: tokens, rounds, K3 draws and bets, the seamless outbox. */
export function createProviderRepository() {
  return {
    async insertToken(db: DbOrTx, values: typeof demoPlayTokens.$inferInsert): Promise<void> {
      await db.insert(demoPlayTokens).values(values);
    },

    /** Marks an unused, unexpired launch token used; undefined when it is not (any more). */
    async consumeLaunch(db: DbOrTx, tokenHash: string, now: Date): Promise<DemoTokenRow | undefined> {
      const [row] = await db
        .update(demoPlayTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(demoPlayTokens.tokenHash, tokenHash),
            eq(demoPlayTokens.kind, 'launch'),
            isNull(demoPlayTokens.usedAt),
            gt(demoPlayTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** A live session, its expiry pushed to `until` (sliding); undefined when expired or unknown. */
    async touchSession(db: DbOrTx, tokenHash: string, now: Date, until: Date) {
      const [row] = await db
        .update(demoPlayTokens)
        .set({ expiresAt: until, usedAt: now })
        .where(
          and(
            eq(demoPlayTokens.tokenHash, tokenHash),
            eq(demoPlayTokens.kind, 'session'),
            gt(demoPlayTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** Deletes tokens that expired before `before`; how many. */
    async purgeTokens(db: DbOrTx, before: Date): Promise<number> {
      const rows = await db
        .delete(demoPlayTokens)
        .where(lt(demoPlayTokens.expiresAt, before))
        .returning({ tokenHash: demoPlayTokens.tokenHash });
      return rows.length;
    },

    /** The rounds a play request booked (by its request id), in line order. */
    roundsOfRequest(db: DbOrTx, venue: string, player: string, requestId: string): Promise<DemoRoundRow[]> {
      return db
        .select()
        .from(demoRounds)
        .where(
          and(
            eq(demoRounds.venue, venue),
            eq(demoRounds.player, player),
            eq(demoRounds.requestId, requestId),
          ),
        )
        .orderBy(asc(demoRounds.line));
    },

    /** Inserts rounds; false (nothing inserted) when the request id was already booked. */
    async insertRounds(db: DbOrTx, values: (typeof demoRounds.$inferInsert)[]): Promise<boolean> {
      const rows = await db
        .insert(demoRounds)
        .values(values)
        .onConflictDoNothing({
          target: [demoRounds.venue, demoRounds.player, demoRounds.requestId, demoRounds.line],
        })
        .returning({ roundId: demoRounds.roundId });
      return rows.length === values.length;
    },

    /** Seamless rounds still open since before `before` (their process stopped mid-round). */
    staleSeamless(db: DbOrTx, before: Date): Promise<DemoRoundRow[]> {
      return db
        .select()
        .from(demoRounds)
        .where(
          and(
            eq(demoRounds.walletMode, 'seamless'),
            eq(demoRounds.status, 'open'),
            lt(demoRounds.placedAt, before),
          ),
        )
        .limit(100);
    },

    async deleteRound(db: DbOrTx, roundId: string): Promise<void> {
      await db.delete(demoRounds).where(and(eq(demoRounds.roundId, roundId), eq(demoRounds.status, 'open')));
    },

    /** Moves an open round on (settles or voids it); false when it was not open any more. */
    async closeRound(
      db: DbOrTx,
      roundId: string,
      set: Partial<Pick<DemoRoundRow, 'status' | 'payout' | 'detail' | 'result' | 'settledAt'>>,
    ): Promise<boolean> {
      const rows = await db
        .update(demoRounds)
        .set(set)
        .where(and(eq(demoRounds.roundId, roundId), eq(demoRounds.status, 'open')))
        .returning({ roundId: demoRounds.roundId });
      return rows.length === 1;
    },

    recentRounds(db: DbOrTx, venue: string, player: string, limit: number): Promise<DemoRoundRow[]> {
      return db
        .select()
        .from(demoRounds)
        .where(and(eq(demoRounds.venue, venue), eq(demoRounds.player, player)))
        .orderBy(desc(demoRounds.placedAt), desc(demoRounds.roundId))
        .limit(limit);
    },

    /** Rounds closed (settled or void) in [from, to) at a venue (of one player if given), by settle time then round id. */
    async closedPage(
      db: DbOrTx,
      venue: string,
      from: Date,
      to: Date,
      offset: number,
      limit: number,
      player?: string,
    ) {
      const where = and(
        eq(demoRounds.venue, venue),
        player === undefined ? undefined : eq(demoRounds.player, player),
        inArray(demoRounds.status, ['settled', 'void']),
        isNotNull(demoRounds.settledAt),
        gte(demoRounds.settledAt, from),
        lt(demoRounds.settledAt, to),
      );
      const rows = await db
        .select()
        .from(demoRounds)
        .where(where)
        .orderBy(asc(demoRounds.settledAt), asc(demoRounds.roundId))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(demoRounds).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    // ---- K3 ------------------------------------------------------------------------------------

    async insertDraw(db: DbOrTx, values: typeof demoK3Draws.$inferInsert): Promise<void> {
      await db.insert(demoK3Draws).values(values).onConflictDoNothing();
    },

    async draw(db: DbOrTx, gameCode: string, drawNo: string, lock = false): Promise<DemoDrawRow | undefined> {
      const query = db
        .select()
        .from(demoK3Draws)
        .where(and(eq(demoK3Draws.gameCode, gameCode), eq(demoK3Draws.drawNo, drawNo)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    drawnHistory(db: DbOrTx, gameCode: string, limit: number): Promise<DemoDrawRow[]> {
      return db
        .select()
        .from(demoK3Draws)
        .where(and(eq(demoK3Draws.gameCode, gameCode), isNotNull(demoK3Draws.drawnAt)))
        .orderBy(desc(demoK3Draws.drawsAt))
        .limit(limit);
    },

    /** Draws whose time has come and that are not drawn yet (missed ones included), oldest first. */
    dueDraws(db: DbOrTx, now: Date): Promise<DemoDrawRow[]> {
      return db
        .select()
        .from(demoK3Draws)
        .where(and(isNull(demoK3Draws.drawnAt), lte(demoK3Draws.drawsAt, now)))
        .orderBy(asc(demoK3Draws.drawsAt))
        .limit(100);
    },

    /** Records the dice once; false when another run drew this draw first. */
    async markDrawn(db: DbOrTx, gameCode: string, drawNo: string, dice: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(demoK3Draws)
        .set({ dice, drawnAt: now })
        .where(
          and(
            eq(demoK3Draws.gameCode, gameCode),
            eq(demoK3Draws.drawNo, drawNo),
            isNull(demoK3Draws.drawnAt),
          ),
        )
        .returning({ drawNo: demoK3Draws.drawNo });
      return rows.length === 1;
    },

    async insertK3Bets(db: DbOrTx, values: (typeof demoK3Bets.$inferInsert)[]): Promise<void> {
      await db.insert(demoK3Bets).values(values);
    },

    /** The open bet lines of a draw with their rounds. */
    openBetsOfDraw(db: DbOrTx, gameCode: string, drawNo: string) {
      return db
        .select({ bet: demoK3Bets, round: demoRounds })
        .from(demoK3Bets)
        .innerJoin(demoRounds, eq(demoRounds.roundId, demoK3Bets.roundId))
        .where(
          and(
            eq(demoK3Bets.gameCode, gameCode),
            eq(demoK3Bets.drawNo, drawNo),
            eq(demoRounds.status, 'open'),
          ),
        )
        .orderBy(asc(demoK3Bets.roundId));
    },

    myK3Bets(db: DbOrTx, venue: string, player: string, gameCode: string, limit: number) {
      return db
        .select({ bet: demoK3Bets, round: demoRounds })
        .from(demoK3Bets)
        .innerJoin(demoRounds, eq(demoRounds.roundId, demoK3Bets.roundId))
        .where(
          and(eq(demoRounds.venue, venue), eq(demoRounds.player, player), eq(demoK3Bets.gameCode, gameCode)),
        )
        .orderBy(desc(demoRounds.placedAt), desc(demoRounds.roundId))
        .limit(limit);
    },

    // ---- Seamless outbox -----------------------------------------------------------------------

    async enqueue(db: DbOrTx, values: typeof demoSeamlessOutbox.$inferInsert): Promise<void> {
      await db.insert(demoSeamlessOutbox).values(values).onConflictDoNothing();
    },

    dueOutbox(db: DbOrTx, now: Date, limit: number): Promise<DemoOutboxRow[]> {
      return db
        .select()
        .from(demoSeamlessOutbox)
        .where(and(isNull(demoSeamlessOutbox.doneAt), lte(demoSeamlessOutbox.nextAt, now)))
        .orderBy(asc(demoSeamlessOutbox.nextAt))
        .limit(limit);
    },

    outboxItem(db: DbOrTx, txnId: string): Promise<DemoOutboxRow[]> {
      return db.select().from(demoSeamlessOutbox).where(eq(demoSeamlessOutbox.txnId, txnId));
    },

    /** Records an attempt; `outcome` set closes the item. */
    async outboxAttempt(
      db: DbOrTx,
      txnId: string,
      patch: { outcome?: string; lastError?: string; nextAt: Date; now: Date },
    ): Promise<void> {
      await db
        .update(demoSeamlessOutbox)
        .set({
          attempts: sql`${demoSeamlessOutbox.attempts} + 1`,
          nextAt: patch.nextAt,
          ...(patch.outcome ? { outcome: patch.outcome, doneAt: patch.now, lastError: null } : {}),
          ...(patch.lastError ? { lastError: patch.lastError } : {}),
        })
        .where(and(eq(demoSeamlessOutbox.txnId, txnId), isNull(demoSeamlessOutbox.doneAt)));
    },
  };
}

export type ProviderRepository = ReturnType<typeof createProviderRepository>;

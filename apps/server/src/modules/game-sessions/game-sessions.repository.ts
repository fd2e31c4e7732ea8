import { and, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { gameSessions, memberGameSettings } from '../../platform/db/schema.ts';

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type GameSessionEnd = 'back' | 'idle' | 'replaced';

/** Game sessions and the member's game settings (SQL of the game-sessions module). */
export function createGameSessionsRepository() {
  return {
    async settings(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
    ): Promise<{ autoTransfer: boolean } | undefined> {
      const [row] = await db
        .select({ autoTransfer: memberGameSettings.autoTransfer })
        .from(memberGameSettings)
        .where(and(eq(memberGameSettings.siteCode, siteCode), eq(memberGameSettings.memberId, memberId)));
      return row;
    },

    async saveSettings(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      autoTransfer: boolean,
      at: Date,
    ): Promise<void> {
      await db
        .insert(memberGameSettings)
        .values({ siteCode, memberId, autoTransfer, updatedAt: at })
        .onConflictDoUpdate({
          target: [memberGameSettings.siteCode, memberGameSettings.memberId],
          set: { autoTransfer, updatedAt: at },
        });
    },

    /** Inserts a session; undefined when the member's request id already has one. */
    async insert(db: DbOrTx, row: typeof gameSessions.$inferInsert): Promise<GameSessionRow | undefined> {
      const [inserted] = await db.insert(gameSessions).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async byRequest(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      requestId: string,
    ): Promise<GameSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(gameSessions)
        .where(
          and(
            eq(gameSessions.siteCode, siteCode),
            eq(gameSessions.memberId, memberId),
            eq(gameSessions.requestId, requestId),
          ),
        );
      return row;
    },

    async setTransfer(db: DbOrTx, id: string, transferId: string): Promise<void> {
      await db.update(gameSessions).set({ transferId }).where(eq(gameSessions.id, id));
    },

    /**
     * Ends the member's other open sessions started before `session` (started_at, id order), so
     * of two launches racing the later one stays open.
     */
    async endOlder(db: DbOrTx, session: GameSessionRow, at: Date): Promise<number> {
      const ended = await db
        .update(gameSessions)
        .set({ endedAt: at, endReason: 'replaced' })
        .where(
          and(
            eq(gameSessions.siteCode, session.siteCode),
            eq(gameSessions.memberId, session.memberId),
            isNull(gameSessions.endedAt),
            ne(gameSessions.id, session.id),
            or(
              lt(gameSessions.startedAt, session.startedAt),
              and(eq(gameSessions.startedAt, session.startedAt), lt(gameSessions.id, session.id)),
            ),
          ),
        )
        .returning({ id: gameSessions.id });
      return ended.length;
    },

    /** Ends every open session of the member; the ones this call ended. */
    async endOpen(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      reason: GameSessionEnd,
      at: Date,
    ): Promise<GameSessionRow[]> {
      return db
        .update(gameSessions)
        .set({ endedAt: at, endReason: reason })
        .where(
          and(
            eq(gameSessions.siteCode, siteCode),
            eq(gameSessions.memberId, memberId),
            isNull(gameSessions.endedAt),
          ),
        )
        .returning();
    },

    async openSession(db: DbOrTx, siteCode: string, memberId: bigint): Promise<GameSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(gameSessions)
        .where(
          and(
            eq(gameSessions.siteCode, siteCode),
            eq(gameSessions.memberId, memberId),
            isNull(gameSessions.endedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * The member's open session at a venue whose last heartbeat is at or after `since`, share-locked
     * so that ending it (venue back, the idle job, another launch) waits for the caller's commit.
     */
    async liveAt(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      venue: string,
      since: Date,
    ): Promise<string | undefined> {
      const [row] = await db
        .select({ id: gameSessions.id })
        .from(gameSessions)
        .where(
          and(
            eq(gameSessions.siteCode, siteCode),
            eq(gameSessions.memberId, memberId),
            eq(gameSessions.venue, venue),
            isNull(gameSessions.endedAt),
            gte(gameSessions.lastSeenAt, since),
          ),
        )
        .limit(1)
        .for('share');
      return row?.id;
    },

    /** The heartbeat: one UPDATE … RETURNING on the member's open session of that game. */
    async touch(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      gameId: number,
      at: Date,
    ): Promise<string | undefined> {
      const [row] = await db
        .update(gameSessions)
        .set({ lastSeenAt: at })
        .where(
          and(
            eq(gameSessions.siteCode, siteCode),
            eq(gameSessions.memberId, memberId),
            eq(gameSessions.gameId, gameId),
            isNull(gameSessions.endedAt),
          ),
        )
        .returning({ id: gameSessions.id });
      return row?.id;
    },

    /**
     * Ends open sessions whose last heartbeat is older than `cutoff`, at most `limit`; a session
     * another runner ends at the same moment is returned to one runner only (the UPDATE's
     * `ended_at is null` is re-checked on the locked row).
     */
    async endIdle(db: DbOrTx, cutoff: Date, at: Date, limit: number): Promise<GameSessionRow[]> {
      const candidates = db
        .select({ id: gameSessions.id })
        .from(gameSessions)
        .where(and(isNull(gameSessions.endedAt), lt(gameSessions.lastSeenAt, cutoff)))
        .orderBy(gameSessions.lastSeenAt)
        .limit(limit);
      return db
        .update(gameSessions)
        .set({ endedAt: at, endReason: 'idle' })
        .where(
          and(
            sql`${gameSessions.id} in (${candidates})`,
            isNull(gameSessions.endedAt),
            lt(gameSessions.lastSeenAt, cutoff),
          ),
        )
        .returning();
    },
  };
}

export type GameSessionsRepository = ReturnType<typeof createGameSessionsRepository>;

import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

/** The prepared session lookup of each database handle (see `findByTokenHash`). */
type SessionLookup = { execute(values: { tokenHash: string; now: Date }): Promise<SessionRow[]> };

export function createSessionRepository() {
  const byTokenHash = new WeakMap<DbOrTx, SessionLookup>();
  return {
    async insert(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [created] = await db.insert(sessions).values(row).returning();
      return created!;
    },

    /**
     * A live (not revoked) session by current token hash, or by the previous one within its grace.
     * Every authenticated request starts here, so the statement is built once per database handle
     * and, on node-postgres, named: each connection parses and plans it once instead of per call.
     */
    async findByTokenHash(db: DbOrTx, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      let prepared = byTokenHash.get(db);
      if (!prepared) {
        prepared = db
          .select()
          .from(sessions)
          .where(
            and(
              isNull(sessions.revokedAt),
              or(
                eq(sessions.tokenHash, sql.placeholder('tokenHash')),
                and(
                  eq(sessions.prevTokenHash, sql.placeholder('tokenHash')),
                  gt(sessions.prevValidUntil, sql.placeholder('now')),
                ),
              ),
            ),
          )
          .limit(1)
          .prepare('session_by_token_hash');
        byTokenHash.set(db, prepared);
      }
      const [row] = await prepared.execute({ tokenHash, now });
      return row;
    },

    async findById(db: DbOrTx, id: bigint): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return row;
    },

    async touch(db: DbOrTx, id: bigint, now: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    },

    /**
     * Replaces the token only if it is still the one we read, so two requests racing to rotate the
     * same session cannot both succeed. Returns whether this call rotated it.
     */
    async rotate(
      db: DbOrTx,
      id: bigint,
      expectedHash: string,
      next: { tokenHash: string; prevValidUntil: Date; now: Date },
    ): Promise<boolean> {
      const updated = await db
        .update(sessions)
        .set({
          prevTokenHash: expectedHash,
          prevValidUntil: next.prevValidUntil,
          tokenHash: next.tokenHash,
          tokenIssuedAt: next.now,
          lastSeenAt: next.now,
        })
        .where(and(eq(sessions.id, id), eq(sessions.tokenHash, expectedHash)))
        .returning({ id: sessions.id });
      return updated.length === 1;
    },

    async revoke(db: DbOrTx, id: bigint, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Ends every other session of a member (after a password change, "log out other devices"). */
    async revokeAllForMember(db: DbOrTx, memberId: bigint, now: Date, exceptId?: bigint): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            exceptId === undefined ? sql`true` : sql`${sessions.id} <> ${exceptId}`,
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;

import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { authLimits } from '../../platform/db/schema.ts';

export interface LimitKey {
  /** A site code, or '*' for a counter across sites. */
  scope: string;
  kind: string;
  subject: string;
}

export type ClaimResult = { claimed: true; count: number } | { claimed: false; windowStartedAt: Date };

function whereKey(key: LimitKey) {
  return and(
    eq(authLimits.scope, key.scope),
    eq(authLimits.kind, key.kind),
    eq(authLimits.subject, key.subject.slice(0, 200)),
  );
}

/** Counters of claimed attempts per subject and window: the only SQL of the limiter. */
export function createAuthLimitsRepository() {
  return {
    /**
     * Claims one attempt in one statement: a new window starts when the old one has passed, and
     * the count rises only while it is below `limit`. Concurrent claims serialise on the row, so
     * at most `limit` of them succeed per window.
     */
    async claim(db: DbOrTx, key: LimitKey, limit: number, windowMs: number, now: Date): Promise<ClaimResult> {
      const expiredBefore = new Date(now.getTime() - windowMs);
      const expired = sql`${authLimits.windowStartedAt} <= ${expiredBefore}`;
      const rows = await db
        .insert(authLimits)
        .values({
          ...key,
          subject: key.subject.slice(0, 200),
          count: 1,
          windowStartedAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [authLimits.scope, authLimits.kind, authLimits.subject],
          set: {
            count: sql`case when ${expired} then 1 else ${authLimits.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now} else ${authLimits.windowStartedAt} end`,
            updatedAt: now,
          },
          setWhere: sql`${expired} or ${authLimits.count} < ${limit}`,
        })
        .returning({ count: authLimits.count });
      if (rows[0]) return { claimed: true, count: rows[0].count };
      const [row] = await db
        .select({ windowStartedAt: authLimits.windowStartedAt })
        .from(authLimits)
        .where(whereKey(key));
      return { claimed: false, windowStartedAt: row?.windowStartedAt ?? now };
    },

    /** Gives back a claim that led to no check (a missing captcha, an undeliverable code). */
    async release(db: DbOrTx, key: LimitKey): Promise<void> {
      await db
        .update(authLimits)
        .set({ count: sql`greatest(${authLimits.count} - 1, 0)` })
        .where(whereKey(key));
    },

    /** A success clears the subject's count and starts a fresh window. */
    async reset(db: DbOrTx, key: LimitKey, now: Date): Promise<void> {
      await db
        .update(authLimits)
        .set({ count: 0, windowStartedAt: now, updatedAt: now })
        .where(whereKey(key));
    },

    /** Drops counters whose window ended before `before` (housekeeping). */
    async pruneBefore(db: DbOrTx, before: Date): Promise<void> {
      await db.delete(authLimits).where(sql`${authLimits.updatedAt} < ${before}`);
    },
  };
}

export type AuthLimitsRepository = ReturnType<typeof createAuthLimitsRepository>;

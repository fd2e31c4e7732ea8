import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { authEvents } from '../../platform/db/schema.ts';

export type AuthEventInsert = typeof authEvents.$inferInsert;

export function createAuthEventsRepository() {
  return {
    async insert(db: DbOrTx, row: AuthEventInsert): Promise<void> {
      await db.insert(authEvents).values(row);
    },

    /** Failures against a subject since `since` and after its last success. */
    async failuresSince(
      db: DbOrTx,
      siteCode: string,
      kind: string,
      subject: string,
      since: Date,
    ): Promise<number> {
      const scope = and(
        eq(authEvents.siteCode, siteCode),
        eq(authEvents.kind, kind),
        eq(authEvents.subject, subject),
      );
      const [lastSuccess] = await db
        .select({ at: authEvents.createdAt })
        .from(authEvents)
        .where(and(scope, eq(authEvents.success, true), gt(authEvents.createdAt, since)))
        .orderBy(desc(authEvents.createdAt))
        .limit(1);
      const from = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
      const [row] = await db
        .select({ n: count() })
        .from(authEvents)
        .where(and(scope, eq(authEvents.success, false), gt(authEvents.createdAt, from)));
      return Number(row?.n ?? 0);
    },

    /** The time of the oldest failure still inside the window (for "try again in N minutes"). */
    async oldestFailureSince(
      db: DbOrTx,
      siteCode: string,
      kind: string,
      subject: string,
      since: Date,
    ): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: sql<Date>`min(${authEvents.createdAt})` })
        .from(authEvents)
        .where(
          and(
            eq(authEvents.siteCode, siteCode),
            eq(authEvents.kind, kind),
            eq(authEvents.subject, subject),
            eq(authEvents.success, false),
            gt(authEvents.createdAt, since),
          ),
        );
      return row?.at ? new Date(row.at) : undefined;
    },

    async ipFailuresSince(db: DbOrTx, kind: string, ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(authEvents)
        .where(
          and(
            eq(authEvents.kind, kind),
            eq(authEvents.ip, ip),
            eq(authEvents.success, false),
            gt(authEvents.createdAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async ipEventsSince(db: DbOrTx, kind: string, ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(authEvents)
        .where(and(eq(authEvents.kind, kind), eq(authEvents.ip, ip), gt(authEvents.createdAt, since)));
      return Number(row?.n ?? 0);
    },
  };
}

export type AuthEventsRepository = ReturnType<typeof createAuthEventsRepository>;

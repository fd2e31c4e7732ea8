import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { authLimits, uploads } from '../../platform/db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

/** The uploads table: rows only ever read for their site (and owner, for members). */
export function createUploadsRepository() {
  return {
    /**
     * Claims one upload attempt of the member in the current window (issue 23 item 10): one
     * conditional upsert on the attempt counters (auth_limits, decision 0012), taken before any
     * decoding, so concurrent attempts cannot pass the limit. False when the window is full.
     */
    async claimAttempt(
      db: DbOrTx,
      key: { siteCode: string; memberId: bigint },
      limit: number,
      windowMs: number,
      now: Date,
    ): Promise<boolean> {
      const expired = sql`${authLimits.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
      const rows = await db
        .insert(authLimits)
        .values({
          scope: key.siteCode,
          kind: 'upload',
          subject: String(key.memberId),
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
      return rows.length > 0;
    },

    /** Serialises one member's uploads for the rest of the transaction (the hourly limit). */
    async lockMember(tx: DbOrTx, siteCode: string, memberId: bigint): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`upload:${siteCode}:${memberId}`}, 0))`,
      );
    },

    async countSince(tx: DbOrTx, siteCode: string, memberId: bigint, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(uploads)
        .where(
          and(eq(uploads.siteCode, siteCode), eq(uploads.memberId, memberId), gte(uploads.createdAt, since)),
        );
      return Number(row?.n ?? 0);
    },

    async insert(tx: DbOrTx, row: typeof uploads.$inferInsert): Promise<UploadRow> {
      const [inserted] = await tx.insert(uploads).values(row).returning();
      return inserted!;
    },

    async find(db: DbOrTx, siteCode: string, id: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.siteCode, siteCode), eq(uploads.id, id)))
        .limit(1);
      return row;
    },

    /**
     * Makes one of the member's uploads a KYC document (decision 0062): from then on only the
     * verification endpoints serve it to operators. False when it is not the member's.
     */
    async markKyc(db: DbOrTx, siteCode: string, memberId: bigint, id: string): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ purpose: 'kyc' })
        .where(and(eq(uploads.siteCode, siteCode), eq(uploads.memberId, memberId), eq(uploads.id, id)))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    /** Which of `ids` are uploads of this member (a KYC document is never one: decision 0062). */
    async ownedIds(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      ids: readonly string[],
    ): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            eq(uploads.siteCode, siteCode),
            eq(uploads.memberId, memberId),
            inArray(uploads.id, [...ids]),
            eq(uploads.purpose, 'feedback'),
          ),
        );
      return rows.map((r) => r.id);
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

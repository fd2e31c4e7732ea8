import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { uploads } from '../../platform/db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;

/** The uploads table: rows only ever read for their site (and owner, for members). */
export function createUploadsRepository() {
  return {
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

    /** Which of `ids` are uploads of this member. */
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
          and(eq(uploads.siteCode, siteCode), eq(uploads.memberId, memberId), inArray(uploads.id, [...ids])),
        );
      return rows.map((r) => r.id);
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { members } from '../../platform/db/schema.ts';

export type MemberRow = typeof members.$inferSelect;

export function createMemberRepository() {
  return {
    /** A member of this site only: another brand's member id reads as not found. */
    async findById(db: DbOrTx, siteCode: string, id: bigint): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.siteCode, siteCode), eq(members.id, id)))
        .limit(1);
      return row;
    },

    async findByUsername(db: DbOrTx, siteCode: string, username: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.siteCode, siteCode), sql`lower(${members.username}) = lower(${username})`))
        .limit(1);
      return row;
    },

    async insert(db: DbOrTx, row: typeof members.$inferInsert): Promise<MemberRow> {
      const [created] = await db.insert(members).values(row).returning();
      return created!;
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;

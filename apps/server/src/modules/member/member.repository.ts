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

    /** By phone: `+86 13800138000` exactly, or the bare number when one member of the site has it. */
    async findByPhone(
      db: DbOrTx,
      siteCode: string,
      phone: string,
      areaCode?: string,
    ): Promise<MemberRow | undefined> {
      const rows = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.siteCode, siteCode),
            eq(members.phone, phone),
            areaCode === undefined ? sql`true` : eq(members.phoneArea, areaCode),
          ),
        )
        .limit(2);
      return rows.length === 1 ? rows[0] : undefined;
    },

    async findByEmail(db: DbOrTx, siteCode: string, email: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.siteCode, siteCode), sql`lower(${members.email}) = lower(${email})`))
        .limit(1);
      return row;
    },

    async findByInviteCode(db: DbOrTx, siteCode: string, inviteCode: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.siteCode, siteCode), eq(members.inviteCode, inviteCode.toUpperCase())))
        .limit(1);
      return row;
    },

    /** Locks the member row for the rest of the transaction (serialises a member's own changes). */
    async lockById(db: DbOrTx, siteCode: string, id: bigint): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.siteCode, siteCode), eq(members.id, id)))
        .for('update')
        .limit(1);
      return row;
    },

    async update(
      db: DbOrTx,
      siteCode: string,
      id: bigint,
      changes: Partial<typeof members.$inferInsert>,
    ): Promise<void> {
      await db
        .update(members)
        .set(changes)
        .where(and(eq(members.siteCode, siteCode), eq(members.id, id)));
    },

    async insert(db: DbOrTx, row: typeof members.$inferInsert): Promise<MemberRow> {
      const [created] = await db.insert(members).values(row).returning();
      return created!;
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;

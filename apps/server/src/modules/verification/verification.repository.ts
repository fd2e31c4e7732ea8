import { and, asc, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { depositOrders, kycDocuments, memberKyc, members } from '../../platform/db/schema.ts';

export type KycRow = typeof memberKyc.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;

/** The KYC records and documents. Every read names the site; member reads name the member. */
export function createVerificationRepository() {
  const kycOf = (siteCode: string, memberId: bigint) =>
    and(eq(memberKyc.siteCode, siteCode), eq(memberKyc.memberId, memberId));

  return {
    async find(db: DbOrTx, siteCode: string, memberId: bigint): Promise<KycRow | undefined> {
      const [row] = await db.select().from(memberKyc).where(kycOf(siteCode, memberId)).limit(1);
      return row;
    },

    /** The record, created unverified if there is none, locked for the rest of the transaction. */
    async lock(tx: DbOrTx, siteCode: string, memberId: bigint, at: Date): Promise<KycRow> {
      await tx
        .insert(memberKyc)
        .values({ siteCode, memberId, updatedAt: at })
        .onConflictDoNothing({ target: [memberKyc.siteCode, memberKyc.memberId] });
      const [row] = await tx.select().from(memberKyc).where(kycOf(siteCode, memberId)).for('update');
      return row!;
    },

    async update(
      tx: DbOrTx,
      siteCode: string,
      memberId: bigint,
      change: Partial<Omit<typeof memberKyc.$inferInsert, 'siteCode' | 'memberId'>>,
    ): Promise<KycRow> {
      const [row] = await tx.update(memberKyc).set(change).where(kycOf(siteCode, memberId)).returning();
      return row!;
    },

    /**
     * An operator's decision on a pending record: a conditional update, so two operators deciding
     * at once leave one decision (the other finds it no longer pending).
     */
    async decide(
      tx: DbOrTx,
      siteCode: string,
      memberId: bigint,
      change: Pick<KycRow, 'status' | 'reason' | 'decidedAt' | 'decidedBy' | 'updatedAt'>,
    ): Promise<KycRow | undefined> {
      const [row] = await tx
        .update(memberKyc)
        .set(change)
        .where(and(kycOf(siteCode, memberId), eq(memberKyc.status, 'pending')))
        .returning();
      return row;
    },

    async documents(db: DbOrTx, siteCode: string, memberIds: readonly bigint[]): Promise<KycDocumentRow[]> {
      if (memberIds.length === 0) return [];
      return db
        .select()
        .from(kycDocuments)
        .where(and(eq(kycDocuments.siteCode, siteCode), inArray(kycDocuments.memberId, [...memberIds])))
        .orderBy(asc(kycDocuments.kind));
    },

    async putDocument(tx: DbOrTx, row: typeof kycDocuments.$inferInsert): Promise<void> {
      await tx
        .insert(kycDocuments)
        .values(row)
        .onConflictDoUpdate({
          target: [kycDocuments.siteCode, kycDocuments.memberId, kycDocuments.kind],
          set: { uploadId: row.uploadId, createdAt: row.createdAt },
        });
    },

    /** The brand's queue with the members' names, oldest submission first. */
    async page(
      db: DbOrTx,
      siteCode: string,
      query: { status?: string | undefined; username?: string | undefined; limit: number; offset: number },
    ) {
      const where = and(
        eq(memberKyc.siteCode, siteCode),
        query.status ? eq(memberKyc.status, query.status) : undefined,
        query.username ? sql`lower(${members.username}) = lower(${query.username})` : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select({ kyc: memberKyc, username: members.username })
          .from(memberKyc)
          .innerJoin(members, eq(members.id, memberKyc.memberId))
          .where(where)
          .orderBy(sql`${memberKyc.submittedAt} asc nulls last`, asc(memberKyc.memberId))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: count() })
          .from(memberKyc)
          .innerJoin(members, eq(members.id, memberKyc.memberId))
          .where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    async username(db: DbOrTx, siteCode: string, memberId: bigint): Promise<string> {
      const [row] = await db
        .select({ username: members.username })
        .from(members)
        .where(and(eq(members.siteCode, siteCode), eq(members.id, memberId)));
      return row?.username ?? '';
    },

    /** The member's credited deposits, ever (the `deposits:<amount>` rule). */
    async creditedDepositsMinor(db: DbOrTx, siteCode: string, memberId: bigint): Promise<bigint> {
      const [row] = await db
        .select({ total: sum(depositOrders.amount) })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.siteCode, siteCode),
            eq(depositOrders.memberId, memberId),
            eq(depositOrders.status, 'succeeded'),
          ),
        );
      return BigInt(row?.total ?? 0);
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;

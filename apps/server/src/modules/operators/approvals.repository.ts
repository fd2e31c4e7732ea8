import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { operatorApprovals } from '../../platform/db/schema.ts';

export type ApprovalRow = typeof operatorApprovals.$inferSelect;

/** Pending four-eyes requests: the only SQL of `operator_approvals`. */
export function createApprovalsRepository() {
  return {
    async insert(db: DbOrTx, row: typeof operatorApprovals.$inferInsert): Promise<ApprovalRow> {
      const [created] = await db.insert(operatorApprovals).values(row).returning();
      return created!;
    },

    async findById(db: DbOrTx, id: bigint): Promise<ApprovalRow | undefined> {
      const [row] = await db.select().from(operatorApprovals).where(eq(operatorApprovals.id, id)).limit(1);
      return row;
    },

    /**
     * Approves a pending request once, in one statement, and never by the operator who asked for
     * it: of fifty approvals at once exactly one gets the row back.
     */
    async decide(
      db: DbOrTx,
      change: { id: bigint; siteCode: string; kind: string; by: bigint; at: Date },
    ): Promise<ApprovalRow | undefined> {
      const [row] = await db
        .update(operatorApprovals)
        .set({ status: 'approved', decidedBy: change.by, decidedAt: change.at })
        .where(
          and(
            eq(operatorApprovals.id, change.id),
            eq(operatorApprovals.siteCode, change.siteCode),
            eq(operatorApprovals.kind, change.kind),
            eq(operatorApprovals.status, 'pending'),
            ne(operatorApprovals.requestedBy, change.by),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;

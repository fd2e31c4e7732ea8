import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { withdrawalAccounts } from '../../platform/db/schema.ts';

export type WithdrawalAccountRow = typeof withdrawalAccounts.$inferSelect;

export function createWithdrawAccountsRepository() {
  const live = (siteCode: string, memberId: bigint) =>
    and(
      eq(withdrawalAccounts.siteCode, siteCode),
      eq(withdrawalAccounts.memberId, memberId),
      isNull(withdrawalAccounts.removedAt),
    );
  return {
    async listLive(db: DbOrTx, siteCode: string, memberId: bigint): Promise<WithdrawalAccountRow[]> {
      return db
        .select()
        .from(withdrawalAccounts)
        .where(live(siteCode, memberId))
        .orderBy(asc(withdrawalAccounts.id));
    },
    async insert(db: DbOrTx, row: typeof withdrawalAccounts.$inferInsert): Promise<void> {
      await db.insert(withdrawalAccounts).values(row);
    },
    /** Removes one of the member's own accounts; false when it is not theirs or already gone. */
    async remove(db: DbOrTx, siteCode: string, memberId: bigint, id: bigint, at: Date): Promise<boolean> {
      const rows = await db
        .update(withdrawalAccounts)
        .set({ removedAt: at })
        .where(and(live(siteCode, memberId), eq(withdrawalAccounts.id, id)))
        .returning({ id: withdrawalAccounts.id });
      return rows.length === 1;
    },
  };
}

export type WithdrawAccountsRepository = ReturnType<typeof createWithdrawAccountsRepository>;

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ledgerAccounts, ledgerPostings, withdrawOrders } from '../../platform/db/schema.ts';

/** Withdrawal statuses whose money is still held (shown to the member as frozen). */
export const OPEN_WITHDRAW_STATUSES = ['requested', 'reviewing', 'approved'] as const;

/** Reads of a member's wallet balances: the materialised ledger account rows. */
export function createWalletRepository() {
  return {
    /** Balance in minor units per `<account kind>|<currency>` of one member's accounts. */
    async balancesMinorByKind(db: DbOrTx, siteCode: string, memberId: bigint): Promise<Map<string, bigint>> {
      const rows = await db
        .select({
          kind: ledgerAccounts.kind,
          currency: ledgerAccounts.currency,
          balanceMinor: ledgerAccounts.balance,
        })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.siteCode, siteCode), eq(ledgerAccounts.memberId, memberId)));
      return new Map(rows.map((r) => [`${r.kind}|${r.currency}`, r.balanceMinor]));
    },

    /**
     * The balances and the member's ledger sequence (the latest posting id on their wallets), read
     * in one statement so they belong to the same snapshot. Postings are append-only and a later
     * snapshot sees a superset of them, so the sequence never goes down (the balance `version`).
     */
    async balancesMinorWithVersion(db: DbOrTx, siteCode: string, memberId: bigint) {
      const rows = await db
        .select({
          kind: ledgerAccounts.kind,
          currency: ledgerAccounts.currency,
          balanceMinor: ledgerAccounts.balance,
          // Spelled out: in a single-table select Drizzle leaves column names unqualified, which
          // would bind the inner `id` to ledger_postings.
          lastPostingId: sql<
            string | null
          >`(select max(lp.id) from ${ledgerPostings} lp where lp.account_id = "ledger_accounts"."id")::text`,
        })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.siteCode, siteCode), eq(ledgerAccounts.memberId, memberId)));
      const version = rows.reduce((max, r) => {
        const id = r.lastPostingId === null ? 0n : BigInt(r.lastPostingId);
        return id > max ? id : max;
      }, 0n);
      return { balances: new Map(rows.map((r) => [`${r.kind}|${r.currency}`, r.balanceMinor])), version };
    },

    /** The balance of one account (minor units); 0 when there is no such account. */
    async accountBalanceMinor(db: DbOrTx, accountId: bigint): Promise<bigint> {
      const [row] = await db
        .select({ balanceMinor: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, accountId));
      return row?.balanceMinor ?? 0n;
    },

    /** What the member's open withdrawals hold (minor units). */
    async frozenMinor(db: DbOrTx, siteCode: string, memberId: bigint): Promise<bigint> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${withdrawOrders.amount}), 0)::text` })
        .from(withdrawOrders)
        .where(
          and(
            eq(withdrawOrders.siteCode, siteCode),
            eq(withdrawOrders.memberId, memberId),
            inArray(withdrawOrders.status, [...OPEN_WITHDRAW_STATUSES]),
          ),
        );
      return BigInt(row?.total ?? '0');
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;

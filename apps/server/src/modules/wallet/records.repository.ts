import { and, count, desc, eq, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  venueTransfers,
  withdrawOrders,
} from '../../platform/db/schema.ts';

/** One posting on a member wallet, with its entry and the account kind it landed on. */
export interface PostingRow {
  id: bigint;
  amountMinor: bigint;
  balanceAfterMinor: bigint | null;
  currency: string;
  kind: string;
  memo: string;
  reference: string | null;
  createdAt: Date;
  accountKind: string;
}

export interface PostingFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  /** Ledger entry kinds; all when absent. */
  kinds?: string[] | undefined;
  limit: number;
  offset: number;
}

const columns = {
  id: ledgerPostings.id,
  amountMinor: ledgerPostings.amount,
  balanceAfterMinor: ledgerPostings.balanceAfter,
  currency: ledgerPostings.currency,
  kind: ledgerEntries.kind,
  memo: ledgerEntries.memo,
  reference: ledgerEntries.reference,
  createdAt: ledgerEntries.createdAt,
  accountKind: ledgerAccounts.kind,
};

/** Postings of this member's own wallets only (house postings carry no balance after). */
function memberScope(siteCode: string, memberId: bigint): SQL[] {
  return [
    eq(ledgerAccounts.siteCode, siteCode),
    eq(ledgerAccounts.memberId, memberId),
    isNotNull(ledgerPostings.balanceAfter),
  ];
}

/** Transaction records read straight from the ledger, plus the status of the orders behind them. */
export function createRecordsRepository() {
  const joined = (db: DbOrTx) =>
    db
      .select(columns)
      .from(ledgerPostings)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId));

  return {
    /** A page of the member's postings, newest first, and how many match in all. */
    async postings(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      filter: PostingFilter,
    ): Promise<{ rows: PostingRow[]; total: number }> {
      const where = memberScope(siteCode, memberId);
      if (filter.from) where.push(gte(ledgerEntries.createdAt, filter.from));
      if (filter.to) where.push(lte(ledgerEntries.createdAt, filter.to));
      if (filter.kinds) where.push(inArray(ledgerEntries.kind, filter.kinds));
      const [rows, totals] = await Promise.all([
        joined(db)
          .where(and(...where))
          .orderBy(desc(ledgerPostings.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ n: count() })
          .from(ledgerPostings)
          .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
          .where(and(...where)),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /** One of the member's postings; another member's or a house posting reads as not found. */
    async posting(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      id: bigint,
    ): Promise<PostingRow | undefined> {
      const [row] = await joined(db).where(
        and(eq(ledgerPostings.id, id), ...memberScope(siteCode, memberId)),
      );
      return row;
    },

    /** Status of each withdrawal order by order number. */
    async withdrawStatuses(db: DbOrTx, siteCode: string, orderNos: string[]): Promise<Map<string, string>> {
      if (orderNos.length === 0) return new Map();
      const found = await db
        .select({ ref: withdrawOrders.orderNo, status: withdrawOrders.status })
        .from(withdrawOrders)
        .where(and(eq(withdrawOrders.siteCode, siteCode), inArray(withdrawOrders.orderNo, orderNos)));
      return new Map(found.map((f) => [f.ref, f.status]));
    },

    /** Status of each venue transfer by transfer id. */
    async transferStatuses(
      db: DbOrTx,
      siteCode: string,
      transferIds: string[],
    ): Promise<Map<string, string>> {
      if (transferIds.length === 0) return new Map();
      const found = await db
        .select({ ref: venueTransfers.transferId, status: venueTransfers.status })
        .from(venueTransfers)
        .where(and(eq(venueTransfers.siteCode, siteCode), inArray(venueTransfers.transferId, transferIds)));
      return new Map(found.map((f) => [f.ref, f.status]));
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;

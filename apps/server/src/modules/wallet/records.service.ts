import type { Transaction, TransactionType } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import { and, count, desc, eq, gte, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  venueTransfers,
  withdrawOrders,
} from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import { wire } from './wallet-accounts.ts';
import { walletRefs } from './wallet-config.ts';
import { pageRange } from './wallet-input.ts';

/** Which record type each ledger entry kind belongs to. */
const TYPE_OF_KIND: Record<string, TransactionType> = {
  deposit: 'deposit',
  withdraw_hold: 'withdraw',
  withdraw_refund: 'withdraw',
  transfer_out: 'transfer',
  transfer_in: 'transfer',
  transfer_refund: 'transfer',
  exchange: 'exchange',
  adjust: 'adjust',
  bonus: 'bonus',
  bet: 'bet',
  bet_settle: 'bet',
};

function kindsOf(type: TransactionType): string[] {
  return Object.entries(TYPE_OF_KIND)
    .filter(([, t]) => t === type)
    .map(([k]) => k);
}

const FIXED_STATUS: Record<string, string> = {
  deposit: 'succeeded',
  withdraw_refund: 'rejected',
  transfer_in: 'succeeded',
  transfer_refund: 'failed',
};

/**
 * Transaction records: every posting on one of the member's wallets, newest first, with the
 * balance right after it — read from the ledger itself, so the records can never disagree with
 * the balances.
 */
export function createRecordsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const columns = {
    id: ledgerPostings.id,
    amount: ledgerPostings.amount,
    balanceAfter: ledgerPostings.balanceAfter,
    currency: ledgerPostings.currency,
    kind: ledgerEntries.kind,
    memo: ledgerEntries.memo,
    reference: ledgerEntries.reference,
    createdAt: ledgerEntries.createdAt,
    accountKind: ledgerAccounts.kind,
  };
  type Row = {
    id: bigint;
    amount: bigint;
    balanceAfter: bigint | null;
    currency: string;
    kind: string;
    memo: string;
    reference: string | null;
    createdAt: Date;
    accountKind: string;
  };

  async function statuses(siteCode: string, rows: Row[]): Promise<Map<string, string>> {
    const refs = (kind: string) => [
      ...new Set(rows.filter((r) => r.kind === kind && r.reference).map((r) => r.reference!)),
    ];
    const out = new Map<string, string>();
    const withdrawRefs = refs('withdraw_hold');
    if (withdrawRefs.length) {
      const found = await db
        .select({ ref: withdrawOrders.orderNo, status: withdrawOrders.status })
        .from(withdrawOrders)
        .where(and(eq(withdrawOrders.siteCode, siteCode), inArray(withdrawOrders.orderNo, withdrawRefs)));
      for (const f of found) out.set(`withdraw_hold|${f.ref}`, f.status);
    }
    const transferRefs = refs('transfer_out');
    if (transferRefs.length) {
      const found = await db
        .select({ ref: venueTransfers.transferId, status: venueTransfers.status })
        .from(venueTransfers)
        .where(and(eq(venueTransfers.siteCode, siteCode), inArray(venueTransfers.transferId, transferRefs)));
      for (const f of found) out.set(`transfer_out|${f.ref}`, f.status);
    }
    return out;
  }

  function present(
    row: Row,
    walletNames: ReadonlyMap<string, string>,
    status: Map<string, string>,
  ): Transaction {
    const code = row.accountKind.startsWith('venue:') ? row.accountKind.slice(6) : row.accountKind;

    return {
      id: row.id.toString(),
      type: TYPE_OF_KIND[row.kind] ?? 'adjust',
      kind: row.kind,
      wallet: code,
      walletName: walletNames.get(code) ?? code,
      currency: row.currency,
      amount: wire(row.amount),
      balanceAfter: wire(row.balanceAfter ?? 0n),
      reference: row.reference,
      status: (FIXED_STATUS[row.kind] ??
        status.get(`${row.kind}|${row.reference}`) ??
        'succeeded') as Transaction['status'],
      memo: row.memo,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Wallet code → its name in the member's language (computed once per answer, not per row). */
  function namesOf(siteCode: string, locale: Locale): ReadonlyMap<string, string> {
    return new Map(walletRefs(siteCode, locale).map((w) => [w.code, w.name]));
  }

  function memberScope(siteCode: string, memberId: bigint): SQL[] {
    return [
      eq(ledgerAccounts.siteCode, siteCode),
      eq(ledgerAccounts.memberId, memberId),
      isNotNull(ledgerPostings.balanceAfter),
    ];
  }

  return {
    async list(
      siteCode: string,
      locale: Locale,
      memberId: bigint,
      query: { page: number; size: number; preset: number; type?: TransactionType | undefined },
    ) {
      const where = memberScope(siteCode, memberId);
      const { from, to } = pageRange(query.preset, now());
      if (from) where.push(gte(ledgerEntries.createdAt, from));
      if (to) where.push(lte(ledgerEntries.createdAt, to));
      if (query.type) where.push(inArray(ledgerEntries.kind, kindsOf(query.type)));
      const base = () =>
        db
          .select(columns)
          .from(ledgerPostings)
          .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId));
      const [rows, totals] = await Promise.all([
        base()
          .where(and(...where))
          .orderBy(desc(ledgerPostings.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ n: count() })
          .from(ledgerPostings)
          .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
          .where(and(...where)),
      ]);
      const status = await statuses(siteCode, rows);
      const names = namesOf(siteCode, locale);
      return {
        list: rows.map((r) => present(r, names, status)),
        page: query.page,
        size: query.size,
        total: totals[0]?.n ?? 0,
      };
    },

    async detail(siteCode: string, locale: Locale, memberId: bigint, id: string): Promise<Transaction> {
      const [row] = await db
        .select(columns)
        .from(ledgerPostings)
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .where(and(eq(ledgerPostings.id, BigInt(id)), ...memberScope(siteCode, memberId)));
      // Another member's posting, a house posting or no posting at all: the same answer.
      if (!row) throw new AppError('RECORD_NOT_FOUND');
      return present(row, namesOf(siteCode, locale), await statuses(siteCode, [row]));
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;

import type { Transaction, TransactionType } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import type { Db } from '../../platform/db/client.ts';
import type { ReadRouter } from '../../platform/db/read-router.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { PostingRow, RecordsRepository } from './records.repository.ts';
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
  // VIP (issue 13): upgrade bonus, monthly bonus, daily rebate.
  vip_upgrade_bonus: 'bonus',
  vip_monthly_bonus: 'bonus',
  vip_rebate: 'bonus',
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
export function createRecordsService({
  db: primary,
  reads,
  repository,
  now = () => new Date(),
}: {
  db: Db;
  /** Heavy reads on the read replica with read-your-writes (issue 27); the primary without it. */
  reads?: Pick<ReadRouter, 'forMember'> | undefined;
  repository: RecordsRepository;
  now?: () => Date;
}) {
  const readDb = (siteCode: string, memberId: bigint) => reads?.forMember(siteCode, memberId) ?? primary;
  /** Status of the order behind each withdrawal and transfer posting, keyed `<kind>|<reference>`. */
  async function statuses(db: Db, siteCode: string, rows: PostingRow[]): Promise<Map<string, string>> {
    const refs = (kind: string) => [
      ...new Set(rows.filter((r) => r.kind === kind && r.reference).map((r) => r.reference!)),
    ];
    const [withdrawals, transfers] = await Promise.all([
      repository.withdrawStatuses(db, siteCode, refs('withdraw_hold')),
      repository.transferStatuses(db, siteCode, refs('transfer_out')),
    ]);
    const out = new Map<string, string>();
    for (const [ref, status] of withdrawals) out.set(`withdraw_hold|${ref}`, status);
    for (const [ref, status] of transfers) out.set(`transfer_out|${ref}`, status);
    return out;
  }

  function present(
    row: PostingRow,
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
      amount: wire(row.amountMinor),
      balanceAfter: wire(row.balanceAfterMinor ?? 0n),
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

  return {
    async list(
      siteCode: string,
      locale: Locale,
      memberId: bigint,
      query: { page: number; size: number; preset: number; type?: TransactionType | undefined },
    ) {
      const { from, to } = pageRange(query.preset, now());
      const db = readDb(siteCode, memberId);
      const { rows, total } = await repository.postings(db, siteCode, memberId, {
        from,
        to,
        kinds: query.type ? kindsOf(query.type) : undefined,
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      const status = await statuses(db, siteCode, rows);
      const names = namesOf(siteCode, locale);
      return {
        list: rows.map((r) => present(r, names, status)),
        page: query.page,
        size: query.size,
        total,
      };
    },

    async detail(siteCode: string, locale: Locale, memberId: bigint, id: string): Promise<Transaction> {
      const db = readDb(siteCode, memberId);
      const row = await repository.posting(db, siteCode, memberId, BigInt(id));
      // Another member's posting, a house posting or no posting at all: the same answer.
      if (!row) throw new AppError('RECORD_NOT_FOUND');
      return present(row, namesOf(siteCode, locale), await statuses(db, siteCode, [row]));
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;

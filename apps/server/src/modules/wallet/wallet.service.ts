import type { Assets, Balance, Wallet } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ledgerAccounts, ledgerPostings, withdrawOrders } from '../../platform/db/schema.ts';
import { wire } from './wallet-accounts.ts';
import {
  centerCurrency,
  EXCHANGE_RULES,
  VIRTUAL_CURRENCY,
  type WalletRef,
  walletRefs,
} from './wallet-config.ts';

export const OPEN_WITHDRAW_STATUSES = ['requested', 'reviewing', 'approved'] as const;

/** Balances of a member's wallets: read from the materialised account rows. */
export function createWalletService({ db }: { db: Db }) {
  async function balancesByKind(siteCode: string, memberId: bigint): Promise<Map<string, bigint>> {
    return (await balancesWithVersion(siteCode, memberId)).balances;
  }

  /**
   * The balances and the member's ledger sequence (the latest posting id on their wallets), read
   * in one statement so they belong to the same snapshot. Postings are append-only and a later
   * snapshot sees a superset of them, so the sequence never goes down (the balance `version`).
   */
  async function balancesWithVersion(siteCode: string, memberId: bigint) {
    const rows = await db
      .select({
        kind: ledgerAccounts.kind,
        currency: ledgerAccounts.currency,
        balance: ledgerAccounts.balance,
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
    return { balances: new Map(rows.map((r) => [`${r.kind}|${r.currency}`, r.balance])), version };
  }

  async function frozen(siteCode: string, memberId: bigint): Promise<bigint> {
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
  }

  function toWallet(ref: WalletRef, balances: Map<string, bigint>): Wallet {
    return {
      code: ref.code,
      name: ref.name,
      type: ref.type,
      currency: ref.currency,
      balance: wire(balances.get(`${ref.accountKind}|${ref.currency}`) ?? 0n),
      available: true,
    };
  }

  return {
    async wallets(siteCode: string, locale: Locale, memberId: bigint): Promise<Wallet[]> {
      const balances = await balancesByKind(siteCode, memberId);
      return walletRefs(siteCode, locale).map((ref) => toWallet(ref, balances));
    },

    async balance(siteCode: string, memberId: bigint): Promise<Balance> {
      const { balances, version } = await balancesWithVersion(siteCode, memberId);
      const currency = centerCurrency(siteCode);
      const virtual = currency === VIRTUAL_CURRENCY ? null : VIRTUAL_CURRENCY;
      return {
        balance: wire(balances.get(`center|${currency}`) ?? 0n),
        currency,
        virtual: virtual ? { balance: wire(balances.get(`usdt|${virtual}`) ?? 0n), currency: virtual } : null,
        frozen: wire(await frozen(siteCode, memberId)),
        version: version.toString(),
      };
    },

    async assets(siteCode: string, locale: Locale, memberId: bigint): Promise<Assets> {
      const balances = await balancesByKind(siteCode, memberId);
      const currency = centerCurrency(siteCode);
      let total = 0n;
      const wallets = walletRefs(siteCode, locale).map((ref) => {
        const wallet = toWallet(ref, balances);
        const minor = balances.get(`${ref.accountKind}|${ref.currency}`) ?? 0n;
        // Virtual currency at the mid rate, rounded down: a total never shows more than is there.
        const converted = ref.currency === currency ? minor : (minor * EXCHANGE_RULES.midRate) / 10_000n;
        total += converted;
        return { ...wallet, converted: wire(converted) };
      });
      return {
        wallets,
        total: wire(total),
        currency,
        frozen: wire(await frozen(siteCode, memberId)),
        rate: currency === VIRTUAL_CURRENCY ? null : wire(EXCHANGE_RULES.midRate),
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;

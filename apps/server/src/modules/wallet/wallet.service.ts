import type { Assets, Balance, Wallet } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import { MINOR_PER_UNIT } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import type { WalletRepository } from './wallet.repository.ts';
import { wire } from './wallet-accounts.ts';
import {
  centerCurrency,
  EXCHANGE_RULES,
  VIRTUAL_CURRENCY,
  type WalletRef,
  walletRefs,
} from './wallet-config.ts';

/** Balances of a member's wallets: read from the materialised account rows. */
export function createWalletService({ db, repository }: { db: Db; repository: WalletRepository }) {
  const balancesByKind = (siteCode: string, memberId: bigint) =>
    repository.balancesMinorByKind(db, siteCode, memberId);
  const frozenMinor = (siteCode: string, memberId: bigint) => repository.frozenMinor(db, siteCode, memberId);

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
    /**
     * `venues`: only these venue wallets (the center and virtual wallets always), and any venue
     * wallet holding money whatever the layout (issue 28: `show` must never hide a balance).
     */
    async wallets(
      siteCode: string,
      locale: Locale,
      memberId: bigint,
      venues?: ReadonlySet<string>,
    ): Promise<Wallet[]> {
      const balances = await balancesByKind(siteCode, memberId);
      return walletRefs(siteCode, locale)
        .filter(
          (ref) =>
            !venues ||
            !ref.venue ||
            venues.has(ref.venue) ||
            (balances.get(`${ref.accountKind}|${ref.currency}`) ?? 0n) !== 0n,
        )
        .map((ref) => toWallet(ref, balances));
    },

    async balance(siteCode: string, memberId: bigint): Promise<Balance> {
      const { balances, version } = await repository.balancesMinorWithVersion(db, siteCode, memberId);
      const currency = centerCurrency(siteCode);
      const virtual = currency === VIRTUAL_CURRENCY ? null : VIRTUAL_CURRENCY;
      return {
        balance: wire(balances.get(`center|${currency}`) ?? 0n),
        currency,
        virtual: virtual ? { balance: wire(balances.get(`usdt|${virtual}`) ?? 0n), currency: virtual } : null,
        frozen: wire(await frozenMinor(siteCode, memberId)),
        version: version.toString(),
      };
    },

    async assets(siteCode: string, locale: Locale, memberId: bigint): Promise<Assets> {
      const balances = await balancesByKind(siteCode, memberId);
      const currency = centerCurrency(siteCode);
      let totalMinor = 0n;
      const wallets = walletRefs(siteCode, locale).map((ref) => {
        const wallet = toWallet(ref, balances);
        const balanceMinor = balances.get(`${ref.accountKind}|${ref.currency}`) ?? 0n;
        // Virtual currency at the mid rate, rounded down: a total never shows more than is there.
        const convertedMinor =
          ref.currency === currency ? balanceMinor : (balanceMinor * EXCHANGE_RULES.midRate) / MINOR_PER_UNIT;
        totalMinor += convertedMinor;
        return { ...wallet, converted: wire(convertedMinor) };
      });
      return {
        wallets,
        total: wire(totalMinor),
        currency,
        frozen: wire(await frozenMinor(siteCode, memberId)),
        rate: currency === VIRTUAL_CURRENCY ? null : wire(EXCHANGE_RULES.midRate),
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;

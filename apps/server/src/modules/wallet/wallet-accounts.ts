import { randomInt } from 'node:crypto';
import { minorToDecimalString } from '@houseline/shared/money/amount';
import type { Books } from '../books/books.service.ts';
import type { WalletRef } from './wallet-config.ts';

/** House account kinds (DESIGN.md §5): append-only, their balance is the sum of their postings. */
export const HOUSE = {
  depositClearing: 'deposit_clearing',
  withdrawalHold: 'withdrawal_hold',
  withdrawalPayout: 'withdrawal_payout',
  withdrawalFee: 'withdrawal_fee',
  transferClearing: 'transfer_clearing',
  exchange: 'exchange',
  exchangeSpread: 'exchange_spread',
  adjustment: 'adjustment',
} as const;

const CACHE_MAX = 50_000;

/**
 * Ledger account ids for wallets, cached: an account row, once created, never changes its id,
 * site, owner, kind or currency. Always called before a transaction opens (on PGlite a query
 * outside an open transaction waits for it to end).
 */
export function createWalletAccounts(ledger: Pick<Books, 'memberAccount' | 'houseAccount'>) {
  const cache = new Map<string, bigint>();
  const remember = (key: string, id: bigint): bigint => {
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, id);
    return id;
  };
  return {
    async member(siteCode: string, memberId: bigint, wallet: Pick<WalletRef, 'accountKind' | 'currency'>) {
      const key = `${siteCode}|${memberId}|${wallet.accountKind}|${wallet.currency}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const row = await ledger.memberAccount(siteCode, memberId, wallet.accountKind, wallet.currency);
      return remember(key, row.id);
    },
    async house(siteCode: string, kind: string, currency: string) {
      const key = `${siteCode}||${kind}|${currency}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const row = await ledger.houseAccount(siteCode, kind, currency);
      return remember(key, row.id);
    },
  };
}

export type WalletAccounts = ReturnType<typeof createWalletAccounts>;

/**
 * Order numbers: a letter, the UTC time to the second, then 10 random digits
 * ("D202611212130001234567890"): two orders in the same second collide once in 10^10 pairs.
 */
export function makeOrderNo(prefix: 'D' | 'W' | 'T' | 'Q', now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${randomInt(0, 10_000_000_000).toString().padStart(10, '0')}`;
}

export const wire = minorToDecimalString;

/** Amount × per-mille, rounded down (the member is never charged a fraction of a minor unit more). */
export function permilleOf(amountMinor: bigint, permille: number): bigint {
  return (amountMinor * BigInt(permille)) / 1000n;
}

/** "1.5" from 1500 per-mille. */
export function permilleToMultiple(permille: number): string {
  const whole = Math.trunc(permille / 1000);
  const rest = (permille % 1000).toString().padStart(3, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : `${whole}.0`;
}

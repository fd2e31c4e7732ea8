import type { SiteCode } from '../brands/types.ts';

/**
 * Currency code of a wallet (SPEC.md §9). Only brand hgty runs multi-currency wallets; every other
 * brand settles in CNY whatever the wallet type.
 */
const MULTI_CURRENCY_SITE: SiteCode = 'hgty';

// hgty wallet type → currency. 1 and 3 are listed although they equal the fallback because the spec
// names them; any type not listed falls back to USDT.
const HGTY_WALLET_CURRENCY: ReadonlyMap<number, string> = new Map([
  [1, 'USDT'],
  [2, 'USD'],
  [3, 'USDT'],
  [4, 'HHB'],
  [9, 'BOB'],
  [17, 'JPB'],
]);

const HGTY_DEFAULT_CURRENCY = 'USDT';
const SINGLE_CURRENCY = 'CNY';

/**
 * The currency code to show for a wallet type.
 *
 * For site hgty: wallet types 1 and 3 → USDT, 2 → USD, 4 → HHB, 9 → BOB, 17 → JPB, any other
 * type → USDT. For every other site → CNY. The site must match "hgty" exactly ("hgtyc" is a
 * different brand); an omitted site code is not hgty, so it gives CNY as well.
 */
export function currencyCodeForWallet(walletType: number, siteCode?: string): string {
  if (siteCode !== MULTI_CURRENCY_SITE) return SINGLE_CURRENCY;
  return HGTY_WALLET_CURRENCY.get(walletType) ?? HGTY_DEFAULT_CURRENCY;
}

/**
 * The fixed list of type ids that "count as true in one check" (SPEC.md §9): 2, 4 to 9 and
 * 11 to 25. Spelled out rather than generated so a reviewer can compare it with the spec at a
 * glance.
 */
export const TRUE_TYPE_IDS = [
  2, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
] as const;

export type TrueTypeId = (typeof TRUE_TYPE_IDS)[number];

const TRUE_TYPE_ID_SET: ReadonlySet<number> = new Set(TRUE_TYPE_IDS);

/** Whether `id` is one of TRUE_TYPE_IDS (exact integers only: "2" or 2.5 are not). */
export function isTrueTypeId(id: number): id is TrueTypeId {
  return TRUE_TYPE_ID_SET.has(id);
}

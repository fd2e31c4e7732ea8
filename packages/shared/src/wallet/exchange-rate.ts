import { currencyCodeForWallet } from './currency-code.ts';

/** The virtual currency: members of a CNY brand hold it in a wallet of its own. */
export const VIRTUAL_CURRENCY = 'USDT';

/**
 * The mid rate: center-currency (CNY) minor units per 1 USDT (7.1800 CNY). The exchange quotes
 * around it, the turnover of a USDT deposit is counted at it, and player protection counts USDT
 * against a CNY limit at it.
 */
export const USDT_MID_RATE = 71_800n;

/** One whole unit in minor units (four decimals, as every amount). */
const UNIT = 10_000n;

/**
 * Center-currency minor units per 1 USDT on a brand: the mid rate on a CNY brand, one unit where
 * the center wallet holds USDT itself.
 */
export function usdtRateToCenter(siteCode: string): bigint {
  return currencyCodeForWallet(1, siteCode) === VIRTUAL_CURRENCY ? UNIT : USDT_MID_RATE;
}

/** An amount in `currency` (minor units) as center-currency minor units of the brand. */
export function toCenterMinor(siteCode: string, amountMinor: bigint, currency: string): bigint {
  if (currency !== VIRTUAL_CURRENCY) return amountMinor;
  return (amountMinor * usdtRateToCenter(siteCode)) / UNIT;
}

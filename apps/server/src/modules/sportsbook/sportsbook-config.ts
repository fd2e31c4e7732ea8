import { currencyCodeForWallet } from '@houseline/shared/wallet/currency-code';

/**
 * Sportsbook settings in code: the default stake limits per brand currency (an sb_limits row of a
 * brand overrides them), the in-play delay, the quick stakes, the cash-out quote life and the day
 * boundaries of the catalogue tabs. Money in minor units (1/10 000).
 */

const UNIT = 10_000n;

export interface Limits {
  currency: string;
  minStake: bigint;
  maxStake: bigint;
  maxPayout: bigint;
  liveDelayMs: number;
  quickStakes: number[];
}

/** The center wallet's currency of a brand (the account bets are paid from). */
export function sportsCurrency(siteCode: string): string {
  return currencyCodeForWallet(1, siteCode);
}

const QUICK_STAKES: Record<string, number[]> = { USDT: [10, 20, 50, 100] };
const DEFAULTS: Record<string, Omit<Limits, 'currency' | 'liveDelayMs' | 'quickStakes'>> = {
  USDT: { minStake: 1n * UNIT, maxStake: 5_000n * UNIT, maxPayout: 100_000n * UNIT },
};
const FALLBACK = { minStake: 10n * UNIT, maxStake: 50_000n * UNIT, maxPayout: 1_000_000n * UNIT };

export function defaultLimits(siteCode: string, liveDelayMs: number): Limits {
  const currency = sportsCurrency(siteCode);
  return {
    currency,
    ...(DEFAULTS[currency] ?? FALLBACK),
    liveDelayMs,
    quickStakes: QUICK_STAKES[currency] ?? [50, 100, 500, 1000],
  };
}

export const DEFAULT_LIVE_DELAY_MS = 3000;
export const CASHOUT_QUOTE_MS = 10_000;
/** The house margin on a cash-out price (5 %). */
export const CASHOUT_MARGIN_BP = 500;
export const HOUSE_KIND = 'game_pnl:sportsbook';
export const RECOMMEND_SITES: readonly string[] = ['hgty', 'hgtyc'];

const DAY_MS = 86_400_000;
/** The brand's day: Asia/Shanghai (UTC+8, no daylight saving). */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

export function shanghaiDay(now: Date): { start: Date; end: Date } {
  const local = now.getTime() + SHANGHAI_OFFSET_MS;
  const start = Math.floor(local / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** "S" + id zero padded to 10 digits. */
export const betNo = (id: bigint): string => `S${id.toString().padStart(10, '0')}`;

import { getBrand } from '@houseline/shared/brands/registry';
import type { SiteCode } from '@houseline/shared/brands/types';
import { FEATURE } from '@houseline/shared/brands/types';

/** One level's commission rate, in basis points of the downline's valid turnover. */
export interface CommissionRate {
  level: number;
  rateBp: number;
}

/**
 * The default commission rates on the downline's valid turnover, in basis points: level 1 = the
 * agent's own invitees, level 2 = their invitees. Deeper levels earn nothing (the tree shows three
 * levels). Each brand starts from these; operators change them in the console (issue 24).
 */
export const COMMISSION_RATES: readonly CommissionRate[] = [
  { level: 1, rateBp: 50 },
  { level: 2, rateBp: 20 },
] as const;

/** Days the commission job looks back for a day it has not settled (downtime, a new deploy). */
export const COMMISSION_CATCH_UP_DAYS = 7;

/** A day is settled this long after it closes, once every bet settled before midnight has committed. */
export const SETTLE_GRACE_MS = 10 * 60_000;

/** The house account commissions are paid from. */
export const COMMISSION_HOUSE_KIND = 'agent_commission';

/** The agent page is open on brands with the agent or the share-to-earn feature. */
export function agentEnabled(siteCode: string): boolean {
  const features: readonly number[] = getBrand(siteCode as SiteCode).enabledFeatureIds;
  return features.includes(FEATURE.agent) || features.includes(FEATURE.shareToEarn);
}

const DAY_MS = 86_400_000;
/** The brand's day is Asia/Shanghai's: UTC+8, no daylight saving. */
const OFFSET_MS = 8 * 3_600_000;

export interface BrandDay {
  /** YYYY-MM-DD */
  period: string;
  start: Date;
  /** Exclusive. */
  end: Date;
}

/** The brand day `daysBack` days before the one holding `at`. */
export function brandDay(at: Date, daysBack = 0): BrandDay {
  const local = Math.floor((at.getTime() + OFFSET_MS) / DAY_MS) - daysBack;
  const start = new Date(local * DAY_MS - OFFSET_MS);
  return {
    period: new Date(local * DAY_MS).toISOString().slice(0, 10),
    start,
    end: new Date(start.getTime() + DAY_MS),
  };
}

/** The first instant of the brand month holding `at`. */
export function brandMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS);
}

/** The rate of `level` among `rates` (0 when the level has none). */
export function rateOf(rates: readonly CommissionRate[], level: number): number {
  return rates.find((r) => r.level === level)?.rateBp ?? 0;
}

/** Commission in minor units for a day's level turnovers at the brand's rates, rounded down. */
export function commissionFor(level1: bigint, level2: bigint, rates: readonly CommissionRate[]): bigint {
  return (level1 * BigInt(rateOf(rates, 1)) + level2 * BigInt(rateOf(rates, 2))) / 10_000n;
}

/** "ab***9": enough for the agent to recognise an invitee, not enough to log in as them. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

import type { VipRewardKind } from '@houseline/shared/api/contract/vip';

/**
 * VIP rules and the default ladder (decision 0033). Amounts are minor units (1/10 000) of the
 * brand's center currency. A brand's ladder is copied from these defaults into vip_levels the first
 * time the brand is read; operators edit the rows from then on.
 */

const UNIT = 10_000n;

export interface LadderLevel {
  level: number;
  turnoverMinor: bigint;
  depositMinor: bigint;
  upgradeBonusMinor: bigint;
  monthlyBonusMinor: bigint;
  rebateBp: number;
  withdrawDailyCount: number;
  withdrawDailyAmountMinor: bigint;
}

// level, valid turnover, deposits, upgrade bonus, monthly bonus, rebate (bp), withdrawals a day,
// withdrawal amount a day — whole CNY. VIP0 matches the wallet's default withdrawal limits.
const CNY_LADDER: readonly (readonly [number, number, number, number, number, number, number, number])[] = [
  [0, 0, 0, 0, 0, 30, 5, 100_000],
  [1, 10_000, 1_000, 18, 8, 40, 6, 200_000],
  [2, 50_000, 5_000, 58, 18, 50, 8, 300_000],
  [3, 200_000, 20_000, 188, 58, 60, 10, 500_000],
  [4, 500_000, 50_000, 388, 128, 70, 12, 800_000],
  [5, 1_000_000, 100_000, 888, 288, 80, 15, 1_000_000],
  [6, 3_000_000, 300_000, 1_888, 588, 90, 20, 1_500_000],
  [7, 8_000_000, 800_000, 5_888, 1_288, 100, 25, 2_000_000],
  [8, 20_000_000, 2_000_000, 18_888, 2_888, 110, 30, 3_000_000],
  [9, 50_000_000, 5_000_000, 38_888, 5_888, 120, 40, 5_000_000],
  [10, 100_000_000, 10_000_000, 88_888, 12_888, 130, 50, 10_000_000],
];

/** CNY to USDT at about 7:1, kept to two significant digits so the ladder reads as round numbers. */
function usdtOf(cny: number): number {
  const raw = Math.floor(cny / 7);
  if (raw < 100) return raw;
  const scale = 10 ** (Math.floor(Math.log10(raw)) - 1);
  return Math.floor(raw / scale) * scale;
}

/** The default ladder of a brand whose center wallet holds `currency`. */
export function defaultLadder(currency: string): LadderLevel[] {
  const usdt = currency === 'USDT';
  const amount = (whole: number) => BigInt(usdt ? usdtOf(whole) : whole) * UNIT;
  return CNY_LADDER.map(([level, turnover, deposit, upgrade, monthly, rebateBp, count, daily]) => ({
    level,
    turnoverMinor: amount(turnover),
    depositMinor: amount(deposit),
    upgradeBonusMinor: amount(upgrade),
    monthlyBonusMinor: amount(monthly),
    rebateBp,
    withdrawDailyCount: count,
    withdrawDailyAmountMinor: amount(daily),
  }));
}

export const VIP_RULES = {
  /** Every VIP payment must be turned over once (1000 per-mille) before it can be withdrawn. */
  bonusTurnoverPermille: 1000,
  /** The brands' business day and month (decision 0033: one zone for every brand). */
  timeZone: 'Asia/Shanghai',
  /** A day's rebate is paid this long after the day closed, so late commits of that day count. */
  rebateGraceMs: 10 * 60_000,
  /** Closed days a rebate run still pays (a run missed while the server was down). */
  rebateCatchUpDays: 3,
  /** A day's rebate below this is not paid (the day is still marked done). */
  rebateMinMinor: 1n * UNIT,
  /** Members handled per query, and queries per run and brand: a run is bounded. */
  batchSize: 200,
  maxBatchesPerRun: 25,
  /** Job intervals. */
  promoteEveryMs: 60_000,
  monthlyEveryMs: 10 * 60_000,
  rebateEveryMs: 10 * 60_000,
} as const;

/** Ledger entry kinds (fixed: other modules read them) and the house account each is paid from. */
export const VIP_LEDGER: Record<VipRewardKind, { kind: string; house: string }> = {
  upgrade: { kind: 'vip_upgrade_bonus', house: 'vip_bonus' },
  monthly: { kind: 'vip_monthly_bonus', house: 'vip_bonus' },
  rebate: { kind: 'vip_rebate', house: 'vip_rebate' },
};

export function levelName(level: number): string {
  return `VIP${level}`;
}

import { z } from 'zod';
import { pageOf, wireAmountSchema } from './wallet.ts';

/**
 * The VIP contract (issue 13): a brand's level ladder and the member's place on it. A level is
 * reached by cumulative valid turnover AND cumulative credited deposits; each level carries its
 * privileges (upgrade bonus, monthly bonus, rebate on valid turnover, daily withdrawal limits).
 * Amounts are wire strings (four decimals) in the brand's center currency.
 */

/** The three kinds of VIP money, as the ledger names them (vip_upgrade_bonus, …). */
export const VIP_REWARD_KINDS = ['upgrade', 'monthly', 'rebate'] as const;
export type VipRewardKind = (typeof VIP_REWARD_KINDS)[number];

/** One level of the ladder with its thresholds and privileges. */
export const vipLevelSchema = z.object({
  level: z.number().int().min(0),
  /** "VIP3". */
  name: z.string(),
  /** Cumulative valid turnover needed to reach the level. */
  turnover: wireAmountSchema,
  /** Cumulative credited deposits needed to reach the level. */
  deposit: wireAmountSchema,
  /** Paid once when the level is reached. */
  upgradeBonus: wireAmountSchema,
  /** Paid once per calendar month (Asia/Shanghai) while the member holds the level. */
  monthlyBonus: wireAmountSchema,
  /** Rebate on each day's valid turnover, in basis points (100 = 1 %). */
  rebateBp: z.number().int().min(0),
  /** Withdrawals a day, and their total amount. */
  withdrawDailyCount: z.number().int().min(0),
  withdrawDailyAmount: wireAmountSchema,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** GET /api/findmed/v1/member/vips/list */
export const vipListSchema = z.object({
  currency: z.string(),
  /** Multiple of a bonus a member must turn over before withdrawing it, in per-mille (1000 = 1x). */
  bonusTurnoverPermille: z.number().int(),
  levels: z.array(vipLevelSchema),
});
export type VipList = z.infer<typeof vipListSchema>;

/** How far the member is towards one threshold of the next level. */
const progressSchema = z.object({
  /** What the member has (cumulative). */
  done: wireAmountSchema,
  /** The next level's threshold. */
  target: wireAmountSchema,
  /** What is left ("0.0000" once met). */
  remaining: wireAmountSchema,
  /** 0..100, rounded down. */
  percent: z.number().int().min(0).max(100),
});

/** GET /api/findmed/v1/member/vips */
export const vipStatusSchema = z.object({
  currency: z.string(),
  level: z.number().int().min(0),
  current: vipLevelSchema,
  /** Null at the top level. */
  next: vipLevelSchema.nullable(),
  /** Cumulative valid turnover and credited deposits. */
  turnover: wireAmountSchema,
  deposit: wireAmountSchema,
  /** Towards the next level's two thresholds; null at the top level. */
  progress: z.object({ turnover: progressSchema, deposit: progressSchema }).nullable(),
  /** What the member has received, per kind and in all. */
  received: z.object({
    upgrade: wireAmountSchema,
    monthly: wireAmountSchema,
    rebate: wireAmountSchema,
    total: wireAmountSchema,
  }),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

/** GET /api/findmed/v1/member/vips/records */
export const vipRecordsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  kind: z.enum(VIP_REWARD_KINDS, { error: 'field.vipKind' }).optional(),
});
export type VipRecordsQuery = z.infer<typeof vipRecordsQuerySchema>;

export const vipRecordSchema = z.object({
  /** The ledger entry id. */
  id: z.string(),
  kind: z.enum(VIP_REWARD_KINDS),
  amount: wireAmountSchema,
  currency: z.string(),
  /** What it was for: the level reached ("VIP3"), the month ("2026-11") or the day ("2026-11-23"). */
  reference: z.string(),
  createdAt: z.string(),
});
export type VipRecord = z.infer<typeof vipRecordSchema>;

export const vipRecordsSchema = pageOf(vipRecordSchema);
export type VipRecords = z.infer<typeof vipRecordsSchema>;

// ── The ladder in the console (issue 24): operators edit a level's thresholds and privileges. ──

/** A non-negative amount in the brand's center currency, at most four decimals ("8888", "0.5"). */
const ladderAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(?:\.\d{1,4})?$/, { error: 'field.vipAmount' });

/** POST /api/admin/v1/vip/level — one level's new values; the ladder must stay in order. */
export const adminVipLevelUpdateRequestSchema = z.object({
  level: z.number({ error: 'field.vipLevel' }).int({ error: 'field.vipLevel' }).min(0).max(100),
  turnover: ladderAmount,
  deposit: ladderAmount,
  upgradeBonus: ladderAmount,
  monthlyBonus: ladderAmount,
  rebateBp: z
    .number({ error: 'field.vipRebate' })
    .int({ error: 'field.vipRebate' })
    .min(0, { error: 'field.vipRebate' })
    .max(1000, { error: 'field.vipRebate' }),
  withdrawDailyCount: z
    .number({ error: 'field.vipWithdrawCount' })
    .int({ error: 'field.vipWithdrawCount' })
    .min(0, { error: 'field.vipWithdrawCount' })
    .max(1000, { error: 'field.vipWithdrawCount' }),
  withdrawDailyAmount: ladderAmount,
});

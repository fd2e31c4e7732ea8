import { z } from 'zod';
import { parseAmountToMinor } from '../../money/amount.ts';
import { handOutcomeSchema, LIVE_PHASES } from './live-tables.ts';
import { wireAmountSchema } from './wallet.ts';

/**
 * The house's live tables in the console (issue 24, decision 0081): open or close a table, change
 * its limits and countdown, watch its current round, read its shoe history and verify an ended
 * shoe from its revealed seed. Amounts are wire strings in the brand's center currency.
 */

const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** The countdown an operator may set; 0 = the dealer's configured default. */
export const LIVE_BETTING_SECONDS_MIN = 5;
export const LIVE_BETTING_SECONDS_MAX = 60;
/** Shoes and rounds per page of the console's history (its CSV export asks for 100). */
export const LIVE_ADMIN_PAGE_MAX = 100;

/** The round under way at a table (or the last one), with what the members have on it. */
const adminLiveRoundSchema = z.object({
  roundId: z.number().int(),
  handNo: z.number().int(),
  phase: z.enum(LIVE_PHASES),
  bettingClosesAt: z.string(),
  betsCount: z.number().int(),
  staked: wireAmountSchema,
});

/** The shoe in play at a table (never its seed). */
const adminLiveCurrentShoeSchema = z.object({
  id: z.number().int(),
  shoeNo: z.number().int(),
  status: z.enum(['playing', 'ended']),
  handsDealt: z.number().int(),
  seedHash: z.string(),
});

/** GET /api/admin/v1/live-tables — one table of the brand. */
export const adminLiveTableSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  noCommission: z.boolean(),
  currency: z.string(),
  /** Open: the dealer deals it and members bet on it. Closed: the round under way finishes, no other starts. */
  active: z.boolean(),
  minBet: wireAmountSchema,
  maxBet: wireAmountSchema,
  maxPerRound: wireAmountSchema,
  /** As set (0 = the default); `effectiveBettingSeconds` is what the next round counts down. */
  bettingSeconds: z.number().int(),
  effectiveBettingSeconds: z.number().int(),
  round: adminLiveRoundSchema.nullable(),
  shoe: adminLiveCurrentShoeSchema.nullable(),
});
export type AdminLiveTable = z.infer<typeof adminLiveTableSchema>;
export const adminLiveTablesSchema = z.object({
  list: z.array(adminLiveTableSchema),
  total: z.number().int(),
});
export type AdminLiveTables = z.infer<typeof adminLiveTablesSchema>;

/** A limit an operator types: above 0, at most four decimals, at most 12 integer digits. */
const LIMIT = /^\d{1,12}(?:\.\d{1,4})?$/;
const limitField = (error: string) =>
  z
    .string({ error })
    .trim()
    .regex(LIMIT, { error })
    .refine((v) => /[1-9]/.test(v), { error });

/**
 * POST /api/admin/v1/live-tables/update — open/close a table and its limits; new limits and
 * countdown apply from the next round (a round keeps the limits it opened with).
 */
export const adminLiveTableUpdateRequestSchema = z
  .object({
    id: idParam,
    active: z.boolean({ error: 'field.liveActive' }),
    minBet: limitField('field.liveMinBet'),
    maxBet: limitField('field.liveMaxBet'),
    maxPerRound: limitField('field.liveMaxPerRound'),
    bettingSeconds: z
      .number({ error: 'field.liveBettingSeconds' })
      .int({ error: 'field.liveBettingSeconds' })
      .min(0, { error: 'field.liveBettingSeconds' })
      .max(LIVE_BETTING_SECONDS_MAX, { error: 'field.liveBettingSeconds' })
      .refine((v) => v === 0 || v >= LIVE_BETTING_SECONDS_MIN, { error: 'field.liveBettingSeconds' }),
  })
  .superRefine((v, ctx) => {
    // The limits in order: min ≤ max ≤ per round (the table's check constraint says the same).
    if (![v.minBet, v.maxBet, v.maxPerRound].every((a) => LIMIT.test(a))) return;
    const [min, max, round] = [v.minBet, v.maxBet, v.maxPerRound].map((a) => parseAmountToMinor(a));
    if (max! < min!) ctx.addIssue({ code: 'custom', path: ['maxBet'], message: 'field.liveMaxBelowMin' });
    else if (round! < max!) {
      ctx.addIssue({ code: 'custom', path: ['maxPerRound'], message: 'field.liveRoundBelowMax' });
    }
  });
export type AdminLiveTableUpdateRequest = z.infer<typeof adminLiveTableUpdateRequestSchema>;

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(LIVE_ADMIN_PAGE_MAX).default(10),
};

/** GET /api/admin/v1/live-tables/shoes?tableId=&page= — a table's shoes, newest first. */
export const adminLiveShoesQuerySchema = z.object({ tableId: idParam, ...pageFields });
export const adminLiveShoeSchema = z.object({
  id: z.number().int(),
  tableId: z.number().int(),
  shoeNo: z.number().int(),
  status: z.enum(['playing', 'ended']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  handsDealt: z.number().int(),
  seedHash: z.string(),
  nonce: z.string(),
  /** Only once the shoe has ended. */
  seed: z.string().nullable(),
});
export type AdminLiveShoe = z.infer<typeof adminLiveShoeSchema>;
export const adminLiveShoesSchema = z.object({
  list: z.array(adminLiveShoeSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

/** GET /api/admin/v1/live-tables/rounds?shoeId=&page= — a shoe's rounds in hand order. */
export const adminLiveRoundsQuerySchema = z.object({ shoeId: idParam, ...pageFields });
export const adminLiveRoundRowSchema = z.object({
  roundId: z.number().int(),
  handNo: z.number().int(),
  phase: z.enum(LIVE_PHASES),
  playerCards: z.array(z.string()),
  bankerCards: z.array(z.string()),
  outcome: handOutcomeSchema.nullable(),
  betsCount: z.number().int(),
  staked: wireAmountSchema,
  paid: wireAmountSchema,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminLiveRoundRow = z.infer<typeof adminLiveRoundRowSchema>;
export const adminLiveRoundsSchema = z.object({
  list: z.array(adminLiveRoundRowSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

/** GET /api/admin/v1/live-tables/verify?shoeId= — the server re-deals an ended shoe and compares. */
export const adminLiveShoeVerifyQuerySchema = z.object({ shoeId: idParam });
export const adminLiveShoeVerifySchema = z.object({
  shoeId: z.number().int(),
  verified: z.boolean(),
  /** sha256(seed) equals the hash published before the first hand. */
  seedHashOk: z.boolean(),
  /** Settled hands compared with the re-dealt shoe. */
  handsChecked: z.number().int(),
  /** The first hand that differs (null when verified or when the hash already failed). */
  mismatch: z
    .object({
      handNo: z.number().int(),
      field: z.enum(['start', 'cards', 'outcome', 'count']),
      expected: z.string(),
      stored: z.string(),
    })
    .nullable(),
  computedHash: z.string(),
  seedHash: z.string(),
});
export type AdminLiveShoeVerify = z.infer<typeof adminLiveShoeVerifySchema>;

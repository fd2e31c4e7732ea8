import { z } from 'zod';
import { wireAmountSchema } from './wallet.ts';

/**
 * The console's read models (decision 0055): the dashboard's figures of a brand, today against
 * yesterday, and a per-day series. Days are calendar days of the brand's time zone; money is in the
 * brand's center-wallet currency, as wire amounts.
 */

/** The longest per-day series the dashboard may ask for. */
export const DASHBOARD_DAYS_MAX = 31;

export const adminDashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(2).max(DASHBOARD_DAYS_MAX).default(14),
});

/** One day's figures. `ggr`: what the house kept of the games (stakes less payouts). */
export const dashboardDaySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  deposits: wireAmountSchema,
  depositCount: z.number().int(),
  withdrawals: wireAmountSchema,
  withdrawalCount: z.number().int(),
  ggr: wireAmountSchema,
  turnover: wireAmountSchema,
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const adminDashboardSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  today: dashboardDaySchema,
  yesterday: dashboardDaySchema,
  /** Oldest first, ending today. */
  daily: z.array(dashboardDaySchema),
  pending: z.object({
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    latePayments: z.number().int(),
  }),
  openAlerts: z.number().int(),
});

/** What a player search looks in (issue 24: account name, phone, e-mail, member id, bank card, IP, invite code). */
export const PLAYER_SEARCH_FIELDS = [
  'username',
  'phone',
  'email',
  'memberId',
  'bankCard',
  'ip',
  'inviteCode',
] as const;
export type PlayerSearchField = (typeof PLAYER_SEARCH_FIELDS)[number];

/**
 * GET /api/admin/v1/players/search : members of the brand by one field, newest first. Account names
 * match a prefix; the other fields match exactly (a phone, card or address is a key, not a word).
 */
export const adminPlayerSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  field: z.enum(PLAYER_SEARCH_FIELDS).default('username'),
  q: z.string().trim().min(1).max(64).optional(),
});
export const adminPlayerSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.string(),
  vipLevel: z.number().int(),
  inviteCode: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export const adminPlayerListSchema = z.object({ list: z.array(adminPlayerSchema), total: z.number().int() });

// ── Player 360 (issue 24): one player of the brand, its records by kind, operators' notes ──────────
const memberIdField = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/, { error: 'field.id' });

/** GET /api/admin/v1/players/profile : a player of the brand (another brand's is not found). */
export const adminPlayerProfileQuerySchema = z.object({ memberId: memberIdField });
export const adminPlayerProfileSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  nickname: z.string(),
  realName: z.string(),
  phone: z.string(),
  email: z.string(),
  status: z.string(),
  inviteCode: z.string().nullable(),
  /** The agent line: the member who invited this one (null: none). */
  parent: z.object({ memberId: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  withdrawPasswordSet: z.boolean(),
  /** Every wallet of the member in the books (center, USDT, each venue), with its balance. */
  wallets: z.array(z.object({ kind: z.string(), currency: z.string(), balance: wireAmountSchema })),
  turnover: z.object({ required: wireAmountSchema, done: wireAmountSchema, remaining: wireAmountSchema }),
  vip: z.object({ level: z.number().int(), nextLevel: z.number().int().nullable() }),
  /** Lifetime money in and out (center currency). */
  totals: z.object({ deposits: wireAmountSchema, withdrawals: wireAmountSchema }),
});

/** The records a player 360 page shows, one tab each. */
export const PLAYER_RECORD_KINDS = [
  'deposits',
  'withdrawals',
  'sportsBets',
  'venueBets',
  'ledger',
  'logins',
  'notes',
  'audit',
] as const;
export type PlayerRecordKind = (typeof PLAYER_RECORD_KINDS)[number];

/** GET /api/admin/v1/players/records : one kind of a player's records, newest first, paged. */
export const adminPlayerRecordsQuerySchema = z.object({
  memberId: memberIdField,
  kind: z.enum(PLAYER_RECORD_KINDS, { error: 'field.recordKind' }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
/** One row of any kind: what, when, how much and in what state; `detail` is the kind's own words. */
export const adminPlayerRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  ref: z.string(),
  amount: wireAmountSchema.nullable(),
  currency: z.string().nullable(),
  status: z.string().nullable(),
  detail: z.string().nullable(),
  /** Logins: the address and device; notes and audit: the operator. */
  ip: z.string().nullable(),
  by: z.string().nullable(),
});
export const adminPlayerRecordsSchema = z.object({
  list: z.array(adminPlayerRecordSchema),
  total: z.number().int(),
});

/** POST /api/admin/v1/players/notes : an operator's note on a player (kept, never edited). */
export const adminPlayerNoteRequestSchema = z.object({
  memberId: memberIdField,
  body: z.string().trim().min(2, { error: 'field.noteText' }).max(500, { error: 'field.noteText' }),
});
export const adminPlayerNoteSchema = adminPlayerRecordSchema;

// ── Reports (issue 24): per brand day over a date range, and bets by product ─────────────────────
/** The longest range one report covers. */
export const REPORT_DAYS_MAX = 92;
const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'field.dateRange' });

/** GET /api/admin/v1/reports/daily : `from`..`to` inclusive, brand days. */
export const adminDailyReportQuerySchema = z.object({ from: dayField, to: dayField }).refine(
  (q) => {
    const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    return Number.isFinite(span) && span >= 0 && span < REPORT_DAYS_MAX;
  },
  { error: 'field.dateRange', path: ['to'] },
);
export const reportDaySchema = dashboardDaySchema.extend({
  /** GGR less the bonuses granted (adjustments, VIP and task rewards, rebates) that day. */
  bonus: wireAmountSchema,
  ngr: wireAmountSchema,
});
export const reportProductSchema = z.object({
  product: z.string(),
  bets: z.number().int(),
  stake: wireAmountSchema,
  payout: wireAmountSchema,
  /** Stake less payout of the settled bets. */
  ggr: wireAmountSchema,
});
export const adminDailyReportSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  days: z.array(reportDaySchema),
  products: z.array(reportProductSchema),
});

import { z } from 'zod';
import {
  AGENT_REPORT_SORTS,
  RANKING_ORDERS,
  REPORT_PRODUCTS,
  type ReportProduct,
} from '../../reports/report-options.ts';
import { VENUE_PRODUCTS } from './casino.ts';
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

const spanOf = (q: { from: string; to: string }) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;

/**
 * A report's range rules on any query with `from` and `to` (brand days, inclusive): `from` is not
 * after `to` (its own message), and the range covers at most REPORT_DAYS_MAX days.
 */
function reportRange<S extends z.ZodType<{ from: string; to: string }>>(schema: S): S {
  return schema
    .refine((q) => !(spanOf(q) < 0), { error: 'field.dateOrder', path: ['from'] })
    .refine(
      (q) => {
        const span = spanOf(q);
        return Number.isFinite(span) && (span < 0 || span < REPORT_DAYS_MAX);
      },
      { error: 'field.dateRange', path: ['to'] },
    );
}

/** GET /api/admin/v1/reports/daily : `from`..`to` inclusive, brand days. */
export const adminDailyReportQuerySchema = reportRange(z.object({ from: dayField, to: dayField }));
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

// ── Reports (issue 24): member win/loss ranking, agents, page views per route ────────────────────
const reportPage = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/** Every venue product is a product a ranking may be narrowed to (tsc checks it). */
const VENUES_ARE_REPORT_PRODUCTS: readonly ReportProduct[] = VENUE_PRODUCTS;
void VENUES_ARE_REPORT_PRODUCTS;

/**
 * GET /api/admin/v1/reports/ranking : the brand's members by their net over the settled bets they
 * placed in the range (the daily report's bets by product, per member), paged.
 */
export const adminReportRankingQuerySchema = reportRange(
  z.object({
    from: dayField,
    to: dayField,
    order: z.enum(RANKING_ORDERS, { error: 'field.rankingOrder' }).default('winners'),
    product: z.enum(REPORT_PRODUCTS, { error: 'field.reportProduct' }).optional(),
    ...reportPage,
  }),
);
export const reportRankingRowSchema = z.object({
  /** 1 = the biggest winner (or loser) of the range. */
  rank: z.number().int(),
  memberId: z.string(),
  username: z.string(),
  vipLevel: z.number().int(),
  bets: z.number().int(),
  stake: wireAmountSchema,
  payout: wireAmountSchema,
  /** The member's net: payout less stake (positive: the member won). */
  net: wireAmountSchema,
});
export const adminReportRankingSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  list: z.array(reportRankingRowSchema),
  total: z.number().int(),
  /** Every ranked member of the range together (not only this page). */
  totals: z.object({
    bets: z.number().int(),
    stake: wireAmountSchema,
    payout: wireAmountSchema,
    net: wireAmountSchema,
  }),
});

/** GET /api/admin/v1/reports/agents : every member who invited others, with their team's range figures. */
export const adminReportAgentsQuerySchema = reportRange(
  z.object({
    from: dayField,
    to: dayField,
    sort: z.enum(AGENT_REPORT_SORTS, { error: 'field.reportSort' }).default('turnover'),
    ...reportPage,
  }),
);
export const reportAgentRowSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  inviteCode: z.string().nullable(),
  /** Invitees (level 1) and their downline below (levels 2 to AGENT_TREE_DEPTH), now. */
  directMembers: z.number().int(),
  indirectMembers: z.number().int(),
  /** Team members (every level) who joined in the range. */
  newMembers: z.number().int(),
  /** The whole team's succeeded deposits, valid turnover and GGR (settled bets placed) in the range. */
  deposits: wireAmountSchema,
  turnover: wireAmountSchema,
  ggr: wireAmountSchema,
  /** Commission paid to the agent in the range, and how many payments. */
  commission: wireAmountSchema,
  commissionCount: z.number().int(),
});
export const adminReportAgentsSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  list: z.array(reportAgentRowSchema),
  total: z.number().int(),
});

/** GET /api/admin/v1/reports/page-views : the member site's page views per route, per day. */
export const adminReportPageViewsQuerySchema = reportRange(
  z.object({ from: dayField, to: dayField, ...reportPage }),
);
export const reportPageViewRouteSchema = z.object({
  /** The path without its query, numeric segments as `:id` (`/sports/match/:id`). */
  route: z.string(),
  views: z.number().int(),
  visitors: z.number().int(),
  h5: z.number().int(),
  desktop: z.number().int(),
});
export const adminReportPageViewsSchema = z.object({
  timeZone: z.string(),
  /** The routes of the range, most viewed first, paged. */
  list: z.array(reportPageViewRouteSchema),
  total: z.number().int(),
  /** Every day of the range, oldest first: all the views and distinct visitors. */
  days: z.array(z.object({ day: z.string(), views: z.number().int(), visitors: z.number().int() })),
  /** The most viewed routes of the range, one count per day of `days` each (the chart's lines). */
  series: z.array(z.object({ route: z.string(), views: z.array(z.number().int()) })),
  totals: z.object({ views: z.number().int(), visitors: z.number().int() }),
});

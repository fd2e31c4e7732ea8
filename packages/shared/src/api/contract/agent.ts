import { z } from 'zod';
import { wireAmountSchema } from './wallet.ts';

/**
 * Agents and share-to-earn (issue 13). Every member has an invite code; a member who registers
 * with it (the `invite_code` of the page address, SPEC.md §2) lands under them. An agent sees their
 * downline — only their own, at most AGENT_TREE_DEPTH levels deep — and earns a commission on the
 * downline's valid turnover, settled once per day (the brand's day) through the ledger.
 */

export const AGENT_TREE_DEPTH = 3;

const nodeIdParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const commissionRateSchema = z.object({
  /** 1 = direct invitees, 2 = their invitees. */
  level: z.number().int(),
  /** Basis points of valid turnover (50 = 0.50 %). */
  rateBp: z.number().int(),
});

/** GET /api/findmed/v1/member/agent — the agent page's header: code, link, rates, team, earnings. */
export const agentSummarySchema = z.object({
  inviteCode: z.string(),
  /** Path and query to share; the page prefixes its own origin. */
  invitePath: z.string(),
  rates: z.array(commissionRateSchema),
  team: z.object({
    direct: z.number().int(),
    /** Everyone in the downline up to AGENT_TREE_DEPTH levels. */
    total: z.number().int(),
    joinedToday: z.number().int(),
  }),
  turnover: z.object({
    /** Valid turnover of the downline (levels 1 and 2) today so far, the period still open. */
    today: wireAmountSchema,
    yesterday: wireAmountSchema,
  }),
  commission: z.object({
    /** What today's turnover would earn at today's rates; paid after the day closes. */
    estimatedToday: wireAmountSchema,
    total: wireAmountSchema,
    last: wireAmountSchema.nullable(),
  }),
  currency: z.string(),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;

/** GET /api/findmed/v1/member/tree?id= (SPEC.md §7) — one node of the downline and its invitees. */
export const memberTreeQuerySchema = z.object({
  /** A member of one's own downline; absent = oneself. */
  id: nodeIdParam.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const treeNodeSchema = z.object({
  id: z.number().int(),
  /** Masked except for oneself ("ab***9"). */
  username: z.string(),
  /** 0 = oneself, 1 = a direct invitee… */
  depth: z.number().int(),
  joinedAt: z.string(),
  directCount: z.number().int(),
  /** Valid turnover this month (the brand's month). */
  monthTurnover: wireAmountSchema,
  /** Can its invitees be opened (depth < AGENT_TREE_DEPTH). */
  expandable: z.boolean(),
});
export type TreeNode = z.infer<typeof treeNodeSchema>;
export const memberTreeSchema = z.object({
  node: treeNodeSchema,
  /** From oneself down to `node`. */
  path: z.array(treeNodeSchema.pick({ id: true, username: true, depth: true })),
  children: z.array(treeNodeSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type MemberTree = z.infer<typeof memberTreeSchema>;

/** GET /api/findmed/v1/member/agent/commissions — commission records, newest day first. */
export const agentCommissionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const agentCommissionSchema = z.object({
  /** The brand's day, YYYY-MM-DD. */
  period: z.string(),
  level1Turnover: wireAmountSchema,
  level2Turnover: wireAmountSchema,
  amount: wireAmountSchema,
  paidAt: z.string(),
});
export const agentCommissionsSchema = z.object({
  list: z.array(agentCommissionSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

// ── The commission rates in the console (issue 24): per brand, edited by finance. ──

/** The highest commission rate an operator may set: 1000 basis points (10 % of valid turnover). */
export const AGENT_RATE_MAX_BP = 1000;

/** GET /api/admin/v1/agent/rates — the brand's commission rates, level 1 then level 2. */
export const adminAgentRateSchema = commissionRateSchema.extend({ updatedAt: z.string() });
export type AdminAgentRate = z.infer<typeof adminAgentRateSchema>;
export const adminAgentRatesSchema = z.object({ rates: z.array(adminAgentRateSchema) });
export type AdminAgentRates = z.infer<typeof adminAgentRatesSchema>;

/** POST /api/admin/v1/agent/rate — one level's new rate; level 2 may not be above level 1. */
export const adminAgentRateUpdateRequestSchema = z.object({
  level: z.union([z.literal(1), z.literal(2)], { error: 'field.agentLevel' }),
  rateBp: z
    .number({ error: 'field.agentRate' })
    .int({ error: 'field.agentRate' })
    .min(0, { error: 'field.agentRate' })
    .max(AGENT_RATE_MAX_BP, { error: 'field.agentRate' }),
});

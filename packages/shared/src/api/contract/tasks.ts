import { z } from 'zod';
import { pageOf, wireAmountSchema } from './wallet.ts';

/**
 * The task centre contract (issue 13, SPEC.md §7 `task/conter/*`, all POST with the json flag):
 * task groups (newbie, daily, weekly) whose progress the server computes from the member's real
 * activity (deposits, withdrawal accounts, valid turnover, logins, bets), activity points with
 * daily chests, receiving one or all rewards, and the member's task records. Periods follow the
 * brand's day (Asia/Shanghai): daily tasks reset at midnight, weekly tasks on Monday.
 */

export const TASK_GROUPS = ['newbie', 'daily', 'weekly'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

/** in progress → completed (reward waiting) → claimed. */
export const TASK_STATUSES = ['progress', 'completed', 'claimed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** What a task measures; `amount` metrics are minor units on the server, 4-decimal strings here. */
export const TASK_METRICS = [
  'deposit_count',
  'withdraw_account',
  'withdraw_password',
  'personal_info',
  'bet_count',
  'turnover',
  'login_days',
  'login_streak',
] as const;
export type TaskMetric = (typeof TASK_METRICS)[number];

const groupField = z.enum(TASK_GROUPS, { error: 'field.taskGroup' });
const taskCodeField = z.string().regex(/^[a-z][a-z0-9_]{1,40}$/, { error: 'field.taskCode' });

/** A count or an amount, as the member sees progress: "3" logins, "1500.0000" of turnover. */
const progressValue = z.string().max(32);

export const taskSchema = z.object({
  code: z.string(),
  group: z.enum(TASK_GROUPS),
  title: z.string(),
  description: z.string(),
  metric: z.enum(TASK_METRICS),
  /** `amount` when target and current are money, `count` otherwise. */
  unit: z.enum(['amount', 'count']),
  target: progressValue,
  /** What the member has done in the period, capped at the target. */
  current: progressValue,
  /** Progress in per-mille (0..1000), for the bar. */
  progressPermille: z.number().int().min(0).max(1000),
  status: z.enum(TASK_STATUSES),
  currency: z.string(),
  reward: wireAmountSchema,
  points: z.number().int(),
  /** The reward must be wagered this many times before a withdrawal. */
  flowMultiple: z.number().int(),
  /** Where the member goes to complete it (an in-app route). */
  link: z.string(),
  /** When the task's period ends (null for newbie tasks). */
  resetsAt: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const chestSchema = z.object({
  tier: z.number().int().min(1),
  /** Activity points needed today. */
  points: z.number().int(),
  reward: wireAmountSchema,
  /** locked (not reached) → open (reached, unclaimed) → claimed. */
  status: z.enum(['locked', 'open', 'claimed']),
});
export type Chest = z.infer<typeof chestSchema>;

// ---- POST task/conter/content ---------------------------------------------------------------
export const taskContentRequestSchema = z.object({});
export const taskContentSchema = z.object({
  currency: z.string(),
  /** Activity points earned today, and the points of the last chest. */
  points: z.number().int(),
  maxPoints: z.number().int(),
  chests: z.array(chestSchema),
  /** The brand's day: [dayStart, dayEnd), and the week (from Monday). */
  dayStart: z.string(),
  dayEnd: z.string(),
  weekEnd: z.string(),
  serverTime: z.string(),
  /** Rewards received so far in total. */
  totalReward: wireAmountSchema,
});
export type TaskContent = z.infer<typeof taskContentSchema>;

// ---- POST task/conter/list_group (SPEC.md §3: an object with list and total) ---------------
export const taskGroupsRequestSchema = z.object({});
export const taskGroupSummarySchema = z.object({
  group: z.enum(TASK_GROUPS),
  name: z.string(),
  total: z.number().int(),
  completed: z.number().int(),
  claimed: z.number().int(),
  resetsAt: z.string().nullable(),
});
export const taskGroupsSchema = z.object({ list: z.array(taskGroupSummarySchema), total: z.number().int() });
export type TaskGroupSummary = z.infer<typeof taskGroupSummarySchema>;
export type TaskGroups = z.infer<typeof taskGroupsSchema>;

// ---- POST task/conter/list --------------------------------------------------------------------
export const taskListRequestSchema = z.object({ group: groupField });
export const taskListSchema = z.object({ list: z.array(taskSchema), total: z.number().int() });
export type TaskList = z.infer<typeof taskListSchema>;

// ---- POST task/conter/member_record ------------------------------------------------------------
export const taskRecordsRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const taskRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(['task', 'chest']),
  code: z.string(),
  group: z.enum(TASK_GROUPS),
  title: z.string(),
  period: z.string(),
  currency: z.string(),
  reward: wireAmountSchema,
  points: z.number().int(),
  turnoverRequired: wireAmountSchema,
  createdAt: z.string(),
});
export type TaskRecord = z.infer<typeof taskRecordSchema>;
export const taskRecordsSchema = pageOf(taskRecordSchema);
export type TaskRecords = z.infer<typeof taskRecordsSchema>;

// ---- receiving ---------------------------------------------------------------------------------
/** POST task/conter/list/one_receive */
export const taskReceiveOneRequestSchema = z.object({ code: taskCodeField });
/** POST task/conter/list/receive: every completed reward of a group, or of all groups. */
export const taskReceiveAllRequestSchema = z.object({ group: groupField.optional() });
/** POST task/conter/active/receive */
export const taskReceiveChestRequestSchema = z.object({
  tier: z.coerce.number().int().min(1).max(20, { error: 'field.chestTier' }),
});

export const taskReceiptSchema = z.object({
  /** The records this call created (empty when there was nothing to receive). */
  received: z.array(taskRecordSchema),
  count: z.number().int(),
  amount: wireAmountSchema,
  points: z.number().int(),
});
export type TaskReceipt = z.infer<typeof taskReceiptSchema>;

// ---- POST task/conter/tag: the red dots ------------------------------------------------------
export const taskTagRequestSchema = z.object({});
export const taskTagSchema = z.object({
  /** Completed, unclaimed rewards per group, and open chests. */
  groups: z.object({ newbie: z.number().int(), daily: z.number().int(), weekly: z.number().int() }),
  chests: z.number().int(),
  total: z.number().int(),
});
export type TaskTag = z.infer<typeof taskTagSchema>;

// ── The brand's tasks in the console (issue 24, decision 0079): on or off, target, reward, points,
// turnover multiple, over the catalogue's defaults. Amounts are wire strings in the center currency.

/** One task's values: `target` is an amount (wire string) for amount metrics, a count otherwise. */
const taskValuesSchema = z.object({
  enabled: z.boolean(),
  target: progressValue,
  reward: wireAmountSchema,
  points: z.number().int(),
  flowMultiple: z.number().int(),
});

/** GET /api/admin/v1/tasks — one task of the brand with its catalogue default and its current values. */
export const adminTaskSettingSchema = taskValuesSchema.extend({
  code: z.string(),
  group: z.enum(TASK_GROUPS),
  metric: z.enum(TASK_METRICS),
  unit: z.enum(['amount', 'count']),
  /** In the request's language, with the brand's current target. */
  title: z.string(),
  currency: z.string(),
  /** The catalogue's values for this brand (what a task without a setting runs). */
  defaults: taskValuesSchema,
  /** When an operator last changed it (null: the brand runs the default). */
  updatedAt: z.string().nullable(),
});
export type AdminTaskSetting = z.infer<typeof adminTaskSettingSchema>;
export const adminTaskSettingsSchema = z.object({
  currency: z.string(),
  list: z.array(adminTaskSettingSchema),
  total: z.number().int(),
});
export type AdminTaskSettings = z.infer<typeof adminTaskSettingsSchema>;

/** The highest activity points and turnover multiple an operator may give a task. */
export const TASK_POINTS_MAX = 1000;
export const TASK_FLOW_MULTIPLE_MAX = 100;

/** A positive amount of at most four decimals ("1000", "0.5"); zero is refused. */
const positiveAmount = (error: string) =>
  z
    .string({ error })
    .trim()
    .regex(/^\d{1,12}(?:\.\d{1,4})?$/, { error })
    .refine((v) => /[1-9]/.test(v), { error });

/** POST /api/admin/v1/tasks/update — a task's new values for the brand (a count target is whole). */
export const adminTaskUpdateRequestSchema = z.object({
  code: taskCodeField,
  enabled: z.boolean({ error: 'field.taskEnabled' }),
  target: positiveAmount('field.taskTarget'),
  reward: positiveAmount('field.taskReward'),
  points: z
    .number({ error: 'field.taskPoints' })
    .int({ error: 'field.taskPoints' })
    .min(0, { error: 'field.taskPoints' })
    .max(TASK_POINTS_MAX, { error: 'field.taskPoints' }),
  flowMultiple: z
    .number({ error: 'field.taskFlowMultiple' })
    .int({ error: 'field.taskFlowMultiple' })
    .min(0, { error: 'field.taskFlowMultiple' })
    .max(TASK_FLOW_MULTIPLE_MAX, { error: 'field.taskFlowMultiple' }),
});
export type AdminTaskUpdateRequest = z.infer<typeof adminTaskUpdateRequestSchema>;

/** POST /api/admin/v1/tasks/reset — the brand's setting of a task removed: the catalogue's applies. */
export const adminTaskResetRequestSchema = z.object({ code: taskCodeField });
export type AdminTaskResetRequest = z.infer<typeof adminTaskResetRequestSchema>;

// ── The brand's activity chests in the console (issue 24, decision 0089): on or off, the points
// that open a chest and its reward, over the catalogue's chests. Amounts are wire strings.

/** The largest points a chest may ask and the largest reward it may pay (whole currency units). */
export const CHEST_POINTS_MAX = 10_000;
export const CHEST_REWARD_MAX = 10_000;

/** An amount string at most the cap, compared as digits (no floating point). */
function withinChestCap(value: string): boolean {
  const match = /^(\d{1,12})(?:\.(\d{1,4}))?$/.exec(value.trim());
  if (!match) return true; // the format's own message answers
  const whole = BigInt(match[1]!);
  const cap = BigInt(CHEST_REWARD_MAX);
  return whole < cap || (whole === cap && /^0*$/.test(match[2] ?? ''));
}

const chestValuesSchema = z.object({
  enabled: z.boolean(),
  points: z.number().int(),
  reward: wireAmountSchema,
});

/** GET /api/admin/v1/tasks/chests — one chest of the brand with its catalogue default. */
export const adminTaskChestSchema = chestValuesSchema.extend({
  tier: z.number().int(),
  currency: z.string(),
  defaults: chestValuesSchema,
  /** When an operator last changed the brand's chests (null: the brand runs the defaults). */
  updatedAt: z.string().nullable(),
});
export type AdminTaskChest = z.infer<typeof adminTaskChestSchema>;
export const adminTaskChestsSchema = z.object({
  currency: z.string(),
  list: z.array(adminTaskChestSchema),
  total: z.number().int(),
});
export type AdminTaskChests = z.infer<typeof adminTaskChestsSchema>;

/**
 * POST /api/admin/v1/tasks/chests/update — one chest's new values for the brand. The server also
 * checks the set: the enabled chests' points rise strictly from tier to tier.
 */
export const adminTaskChestUpdateRequestSchema = z.object({
  tier: z.coerce.number().int({ error: 'field.chestTier' }).min(1, { error: 'field.chestTier' }).max(20, {
    error: 'field.chestTier',
  }),
  enabled: z.boolean({ error: 'field.chestEnabled' }),
  points: z
    .number({ error: 'field.chestPoints' })
    .int({ error: 'field.chestPoints' })
    .min(1, { error: 'field.chestPoints' })
    .max(CHEST_POINTS_MAX, { error: 'field.chestPoints' }),
  reward: positiveAmount('field.chestReward').refine(withinChestCap, { error: 'field.chestReward' }),
});
export type AdminTaskChestUpdateRequest = z.infer<typeof adminTaskChestUpdateRequestSchema>;

/** POST /api/admin/v1/tasks/chests/reset — the brand's chest settings removed: the catalogue's apply. */
export const adminTaskChestsResetRequestSchema = z.object({});

import { z } from 'zod';
import {
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
  SESSION_LIMIT_MINUTES,
  TIMEOUT_HOURS,
} from '../../protection/options.ts';
import { amountInputField, wireAmountSchema } from './wallet.ts';

/**
 * Player protection (issue 25, decision 0060): limits with their pending increases, time-outs and
 * self-exclusions, the reality check and the activity statement. Money limits are wire amounts;
 * the play-time limit is whole minutes.
 */

export const PROTECTION_LIMIT_KINDS = ['deposit', 'loss', 'stake', 'play_time'] as const;
export const PROTECTION_PERIODS = ['day', 'week', 'month', 'single'] as const;
/** Which periods each limit has: money over 24 h / 7 days / the calendar month, one stake, a day's play. */
export const PROTECTION_LIMIT_SHAPES = {
  deposit: ['day', 'week', 'month'],
  loss: ['day', 'week', 'month'],
  stake: ['single'],
  play_time: ['day'],
} as const satisfies Record<
  (typeof PROTECTION_LIMIT_KINDS)[number],
  readonly (typeof PROTECTION_PERIODS)[number][]
>;
export type ProtectionLimitKind = (typeof PROTECTION_LIMIT_KINDS)[number];
export type ProtectionPeriod = (typeof PROTECTION_PERIODS)[number];

export {
  PLAY_TIME_MAX_MINUTES,
  PROTECTION_COOLING_OFF_HOURS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
  TIMEOUT_HOURS,
} from '../../protection/options.ts';

const kindField = z.enum(PROTECTION_LIMIT_KINDS, { error: 'field.limitKind' });
const periodField = z.enum(PROTECTION_PERIODS, { error: 'field.limitPeriod' });
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const protectionLimitSchema = z.object({
  kind: z.enum(PROTECTION_LIMIT_KINDS),
  period: z.enum(PROTECTION_PERIODS),
  /** The limit in force: a wire amount, or minutes for play time; null when none. */
  amount: z.string().nullable(),
  /** An increase waiting for its cooling-off and confirmation (null: none). */
  pendingAmount: z.string().nullable(),
  pendingRemove: z.boolean(),
  /** When the pending change may be confirmed (ISO), null when none is pending. */
  pendingFrom: z.string().nullable(),
  confirmable: z.boolean(),
});
export type ProtectionLimit = z.infer<typeof protectionLimitSchema>;

export const protectionExclusionSchema = z.object({
  id: z.string(),
  kind: z.enum(['timeout', 'self_exclusion']),
  allBrands: z.boolean(),
  startedAt: z.string(),
  endsAt: z.string(),
  reopenRequestedAt: z.string().nullable(),
  /** When play opens again: the end of a time-out, or 24 h after a reopening request. Null: not asked. */
  reopensAt: z.string().nullable(),
  active: z.boolean(),
});
export type ProtectionExclusion = z.infer<typeof protectionExclusionSchema>;

export const protectionStateSchema = z.object({
  now: z.string(),
  limits: z.array(protectionLimitSchema),
  hasAnyLimit: z.boolean(),
  exclusion: protectionExclusionSchema.nullable(),
  realityCheckMinutes: z.number().int(),
  /** The session ends by itself after this many minutes of play; null: never. */
  sessionLimitMinutes: z.number().int().nullable(),
  /** The login before this session (time and address), null on the first login. */
  lastLogin: z.object({ at: z.string(), ip: z.string() }).nullable(),
  playSecondsToday: z.number().int(),
  /**
   * A prompt due now: `review` — the limits were set or reviewed more than 6 months ago;
   * `set` — no limit, and a year has passed since registration or the last prompt. Null otherwise.
   */
  reviewPrompt: z.enum(['review', 'set']).nullable(),
});
export type ProtectionState = z.infer<typeof protectionStateSchema>;

export const protectionSetLimitRequestSchema = z.object({
  kind: kindField,
  period: periodField,
  /** The new limit ('' removes it, after the cooling-off): an amount, or minutes for play time. */
  amount: z.union([z.literal(''), amountInputField]),
});
export const protectionLimitRefSchema = z.object({ kind: kindField, period: periodField });

export const protectionTimeoutRequestSchema = z.object({
  hours: z.coerce
    .number()
    .int()
    .refine((v) => (TIMEOUT_HOURS as readonly number[]).includes(v), { error: 'field.timeoutHours' }),
  confirm: flag.refine((v) => v, { error: 'field.confirm' }),
});
export const protectionExcludeRequestSchema = z.object({
  months: z.coerce
    .number()
    .int()
    .refine((v) => (SELF_EXCLUSION_MONTHS as readonly number[]).includes(v), {
      error: 'field.exclusionMonths',
    }),
  allBrands: flag,
  confirm: flag.refine((v) => v, { error: 'field.confirm' }),
});
/** 0 turns the session limit off; otherwise one of SESSION_LIMIT_MINUTES. */
export const protectionSessionLimitRequestSchema = z.object({
  minutes: z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || (SESSION_LIMIT_MINUTES as readonly number[]).includes(v), {
      error: 'field.sessionLimit',
    }),
});
export const protectionRealityCheckRequestSchema = z.object({
  minutes: z.coerce
    .number()
    .int()
    .refine((v) => (REALITY_CHECK_MINUTES as readonly number[]).includes(v), {
      error: 'field.realityMinutes',
    }),
});

/** A heartbeat while a game, table or sportsbook page is open: time and net position of the session. */
export const protectionPlayBeatSchema = z.object({
  sessionStartedAt: z.string(),
  sessionSeconds: z.number().int(),
  /** Wins minus stakes since the session began (a wire amount, negative when down). */
  sessionNet: wireAmountSchema,
  playSecondsToday: z.number().int(),
  realityCheckMinutes: z.number().int(),
  /** The daily play-time limit in minutes, null when none. */
  playLimitMinutes: z.number().int().nullable(),
  sessionLimitMinutes: z.number().int().nullable(),
  /** The session reached the member's session limit: it has ended (every session of the member). */
  sessionEnded: z.boolean(),
});
export type ProtectionPlayBeat = z.infer<typeof protectionPlayBeatSchema>;

export const protectionStatementRowSchema = z.object({
  month: z.string(),
  deposits: wireAmountSchema,
  withdrawals: wireAmountSchema,
  stakes: wireAmountSchema,
  wins: wireAmountSchema,
  /** Wins minus stakes. */
  net: wireAmountSchema,
});
export const protectionStatementSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(protectionStatementRowSchema),
  total: protectionStatementRowSchema,
});
export type ProtectionStatement = z.infer<typeof protectionStatementSchema>;

// ---- The console --------------------------------------------------------------------------

export const adminProtectionMemberQuerySchema = z.object({
  username: z.string().trim().min(1, { error: 'field.username' }).max(32, { error: 'field.username' }),
});
export const protectionHistoryRowSchema = z.object({
  id: z.string(),
  kind: z.enum(PROTECTION_LIMIT_KINDS),
  period: z.enum(PROTECTION_PERIODS),
  action: z.string(),
  oldAmount: z.string().nullable(),
  newAmount: z.string().nullable(),
  effectiveAt: z.string(),
  createdAt: z.string(),
});
export const adminProtectionMemberSchema = z.object({
  username: z.string(),
  limits: z.array(protectionLimitSchema),
  history: z.array(protectionHistoryRowSchema),
  exclusions: z.array(protectionExclusionSchema),
  realityCheckMinutes: z.number().int(),
});
export type AdminProtectionMember = z.infer<typeof adminProtectionMemberSchema>;

export const adminExclusionRegisterQuerySchema = z.object({
  active: flag.default(true),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminExclusionRowSchema = protectionExclusionSchema.extend({
  siteCode: z.string(),
  username: z.string(),
});
export const adminExclusionRegisterSchema = z.object({
  list: z.array(adminExclusionRowSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AdminExclusionRow = z.infer<typeof adminExclusionRowSchema>;

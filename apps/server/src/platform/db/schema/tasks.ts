import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

// The task centre (issue 13, decision 0034): one row per reward a member received — a task's
// reward or a daily activity chest — for one period. The unique key (member, kind, code, period)
// is what makes a reward paid at most once; its ledger entry is written in the same commit.

export const taskClaims = pgTable(
  'task_claims',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** task | chest */
    kind: text('kind').notNull(),
    /** The task's code (`daily_turnover_1`) or the chest's tier (`chest_3`). */
    code: text('code').notNull(),
    /** newbie | daily | weekly (chests: daily). */
    groupCode: text('group_code').notNull(),
    /** The period it belongs to: `once`, a day `2026-11-24` or a week's Monday `W2026-11-23`. */
    periodKey: text('period_key').notNull(),
    currency: text('currency').notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    /** Activity points the claim gave (0 for chests). */
    points: integer('points').notNull(),
    /** Turnover the reward requires before a withdrawal (reward × the task's multiple). */
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_claims_once_uq').on(t.siteCode, t.memberId, t.kind, t.code, t.periodKey),
    index('task_claims_member_idx').on(t.siteCode, t.memberId, t.createdAt),
    check('task_claims_kind_ck', sql`${t.kind} in ('task','chest')`),
    check('task_claims_amounts_ck', sql`${t.reward} > 0 and ${t.points} >= 0 and ${t.turnoverRequired} >= 0`),
  ],
);

/**
 * A brand's own settings of a catalogue task (issue 24, decision 0079): on or off, its target,
 * reward, points and turnover multiple. No row = the catalogue's default for the brand. Amounts in
 * minor units of the brand's center currency; `target` is minor units for amount metrics (valid
 * turnover) and a count otherwise. A claim keeps what it paid: it copies the reward when made.
 */
export const taskSettings = pgTable(
  'task_settings',
  {
    siteCode: text('site_code').notNull(),
    code: text('code').notNull(),
    enabled: boolean('enabled').notNull(),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    points: integer('points').notNull(),
    flowMultiple: integer('flow_multiple').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.code] }),
    check('task_settings_target_ck', sql`${t.target} > 0`),
    check('task_settings_reward_ck', sql`${t.reward} > 0`),
    check('task_settings_points_ck', sql`${t.points} >= 0`),
    check('task_settings_flow_multiple_ck', sql`${t.flowMultiple} between 0 and 100`),
  ],
);

// Issue 24 (decision 0089): a brand's own settings of a daily activity chest of the catalogue.
// No row = the catalogue's chest for the brand. The reward is in minor units and above zero (a
// chest's claim pays something; a chest that should pay nothing is turned off).
export const taskChestSettings = pgTable(
  'task_chest_settings',
  {
    siteCode: text('site_code').notNull(),
    tier: integer('tier').notNull(),
    enabled: boolean('enabled').notNull(),
    points: integer('points').notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.tier] }),
    check('task_chest_settings_points_ck', sql`${t.points} > 0`),
    check('task_chest_settings_reward_ck', sql`${t.reward} > 0`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

// Player protection (issue 25, decision 0060): limits, their history, breaks and exclusions, the
// reality-check settings and the play time counted from the game pages' heartbeats. The guard's
// SQL function `protection_refusal` is in migration 0021.

const ts = (name: string) => timestamp(name, { withTimezone: true });
const memberRef = () =>
  bigint('member_id', { mode: 'bigint' })
    .notNull()
    .references(() => members.id);

/** One limit per member, kind and period: the amount in force and a pending increase or removal. */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    siteCode: text('site_code').notNull(),
    memberId: memberRef(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** Minor units (minutes for play time); null when none is in force. */
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRemove: boolean('pending_remove').notNull().default(false),
    pendingRequestedAt: ts('pending_requested_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.memberId, t.kind, t.period] }),
    check('protection_limits_kind_ck', sql`${t.kind} in ('deposit', 'loss', 'stake', 'play_time')`),
    check('protection_limits_period_ck', sql`${t.period} in ('day', 'week', 'month', 'single')`),
    check('protection_limits_amount_ck', sql`${t.amount} is null or ${t.amount} > 0`),
    check('protection_limits_pending_ck', sql`${t.pendingAmount} is null or ${t.pendingAmount} > 0`),
  ],
);

/** Every change of a limit: what was asked, when it takes effect. */
export const protectionLimitHistory = pgTable(
  'protection_limit_history',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: memberRef(),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    action: text('action').notNull(),
    oldAmount: bigint('old_amount', { mode: 'bigint' }),
    newAmount: bigint('new_amount', { mode: 'bigint' }),
    effectiveAt: ts('effective_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('protection_limit_history_member_idx').on(t.siteCode, t.memberId, t.id)],
);

/** A break (time-out) or a self-exclusion; with `allBrands`, matched on phone or e-mail elsewhere. */
export const protectionExclusions = pgTable(
  'protection_exclusions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: memberRef(),
    kind: text('kind').notNull(),
    allBrands: boolean('all_brands').notNull().default(false),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    username: text('username').notNull(),
    startedAt: ts('started_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    reopenRequestedAt: ts('reopen_requested_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('protection_exclusions_member_idx').on(t.siteCode, t.memberId),
    index('protection_exclusions_register_idx').on(t.siteCode, t.startedAt),
    index('protection_exclusions_phone_idx').on(t.phone).where(sql`${t.allBrands} and ${t.phone} <> ''`),
    index('protection_exclusions_email_idx').on(t.email).where(sql`${t.allBrands} and ${t.email} <> ''`),
    check('protection_exclusions_kind_ck', sql`${t.kind} in ('timeout', 'self_exclusion')`),
    check('protection_exclusions_span_ck', sql`${t.endsAt} > ${t.startedAt}`),
  ],
);

export const protectionSettings = pgTable(
  'protection_settings',
  {
    siteCode: text('site_code').notNull(),
    memberId: memberRef(),
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(60),
    /** When the member last answered the limits review prompt (every 6 months, or yearly with none). */
    limitsReviewedAt: ts('limits_reviewed_at'),
    /** A playing session ends by itself after this many minutes (null: never). */
    sessionLimitMinutes: integer('session_limit_minutes'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.memberId] }),
    check('protection_settings_interval_ck', sql`${t.realityCheckMinutes} between 10 and 240`),
  ],
);

/** Seconds of play per Beijing day, from the heartbeats of open game pages. */
export const protectionPlayTime = pgTable(
  'protection_play_time',
  {
    siteCode: text('site_code').notNull(),
    memberId: memberRef(),
    day: date('day').notNull(),
    seconds: integer('seconds').notNull().default(0),
    lastBeatAt: ts('last_beat_at'),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.memberId, t.day] })],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

// Authentication: captchas, verification codes, the attempt log and sessions.

/** Graphic captchas: the answer (hashed) of the last captcha issued to a device for a purpose. */
export const captchas = pgTable(
  'captchas',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    deviceNo: text('device_no').notNull(),
    purpose: text('purpose').notNull(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captchas_device_idx').on(t.siteCode, t.deviceNo, t.purpose, t.createdAt)],
);

/** SMS and e-mail codes: 6 digits (hashed), single use, bound to purpose and recipient. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_recipient_idx').on(t.siteCode, t.recipient, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Every authentication attempt (login, code check, withdrawal password…), without secrets. It is
 * the audit trail and, counted over a window, the brute-force limiter.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    kind: text('kind').notNull(),
    /** What was attempted against: lower-cased account name, member id, recipient. */
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    success: boolean('success').notNull(),
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
    deviceNo: text('device_no').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_events_subject_idx').on(t.siteCode, t.kind, t.subject, t.createdAt),
    index('auth_events_ip_idx').on(t.kind, t.ip, t.createdAt),
    index('auth_events_member_ip_idx').on(t.ip, t.siteCode).where(sql`${t.memberId} is not null`),
    // Many accounts on one device (the risk signals, decision 0063).
    index('auth_events_device_idx').on(t.siteCode, t.kind, t.deviceNo, t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** The token replaced by the last rotation, accepted until `prevValidUntil`. */
    prevTokenHash: text('prev_token_hash'),
    prevValidUntil: timestamp('prev_valid_until', { withTimezone: true }),
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    deviceNo: text('device_no').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_prev_token_hash_idx').on(t.prevTokenHash),
    index('sessions_member_idx').on(t.memberId),
  ],
);

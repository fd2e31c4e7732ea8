import { bigint, bigserial, boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

// Back-office operators, their sessions and the append-only audit log.
import { ts } from './money.ts';

/** Back-office operators: separate from members, with a role and optionally one site. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** finance | admin */
    role: text('role').notNull(),
    /** Null: every site. */
    siteCode: text('site_code'),
    disabled: boolean('disabled').notNull().default(false),
    /** Base32 TOTP secret (second factor); enrolled but not yet confirmed while totpEnabledAt is null. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    /** The last 30-second step whose code was accepted: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_uq').on(t.username)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    expiresAt: ts('expires_at').notNull(),
    /** Set by logout or revocation: the token no longer works. */
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Every operator action. Append-only: a trigger refuses UPDATE and DELETE (migration 0004). */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Null for a failed login under a name that is no operator (migration 0007). */
    operatorId: bigint('operator_id', { mode: 'bigint' }).references(() => operators.id),
    siteCode: text('site_code').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: jsonb('detail').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('operator_audit_site_idx').on(t.siteCode, t.id)],
);

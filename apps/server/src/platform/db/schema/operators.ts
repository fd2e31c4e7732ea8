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
    /** admin | finance | risk | trader | support | content (packages/shared/src/operators/permissions.ts) */
    role: text('role').notNull(),
    /** The brands the operator may act on; null: every brand (migration 0020). */
    brands: text('brands').array(),
    disabled: boolean('disabled').notNull().default(false),
    /** Base32 TOTP secret (second factor); enrolled but not yet confirmed while totpEnabledAt is null. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    /** The last 30-second step whose code was accepted: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** An admin asked for a second factor: until one is confirmed, sessions reach only the TOTP endpoints. */
    totpRequired: boolean('totp_required').notNull().default(false),
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
    /** The object before and after the write (migration 0020); null where there is none. */
    before: jsonb('before'),
    after: jsonb('after'),
    /** The address the request came from. */
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_site_idx').on(t.siteCode, t.id),
    index('operator_audit_target_idx').on(t.siteCode, t.target, t.id),
    index('operator_audit_operator_idx').on(t.operatorId, t.id),
  ],
);

/**
 * Four eyes: an action above the brand's threshold (a manual adjustment) waits here until a second
 * operator approves it; the approval and the action commit together, once (migration 0020).
 */
export const operatorApprovals = pgTable(
  'operator_approvals',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    requestedBy: bigint('requested_by', { mode: 'bigint' })
      .notNull()
      .references(() => operators.id),
    /** pending | approved */
    status: text('status').notNull().default('pending'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }).references(() => operators.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [index('operator_approvals_site_idx').on(t.siteCode, t.status, t.id)],
);

import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Issue 8: money a third party says it moved that we could not book at once, and job alerts.

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A gateway's "paid" notice for an order that can no longer be credited as it stands (already
 * failed or expired, or paid with another amount). Held for finance, who credit it or record
 * that it was refunded outside (decision 0011). One row per order: redeliveries find it.
 */
export const depositLatePayments = pgTable(
  'deposit_late_payments',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    orderNo: text('order_no').notNull(),
    gateway: text('gateway').notNull(),
    nonce: text('nonce').notNull(),
    paidAmount: bigint('paid_amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The order's status when the notice arrived (failed | expired | pending for a wrong amount). */
    orderStatus: text('order_status').notNull(),
    /** held | credited | refunded_outside */
    status: text('status').notNull().default('held'),
    resolvedBy: bigint('resolved_by', { mode: 'bigint' }),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('deposit_late_payments_order_uq').on(t.orderNo),
    index('deposit_late_payments_status_idx').on(t.siteCode, t.status, t.id),
    check('deposit_late_payments_amount_positive', sql`${t.paidAmount} > 0`),
    check('deposit_late_payments_status', sql`${t.status} in ('held', 'credited', 'refunded_outside')`),
  ],
);

/**
 * What a background job could not do by itself: an item past its attempt cap, a job that keeps
 * failing, a books audit that found a mismatch. Operators list them (API and CLI) and resolve them.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    job: text('job').notNull(),
    subject: text('subject').notNull(),
    detail: text('detail').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
    // ── verification (issue 25, decision 0063): a risk alert names its brand and member, and
    // keeps what the operator who resolved it did.
    siteCode: text('site_code'),
    memberId: bigint('member_id', { mode: 'bigint' }),
    resolutionNote: text('resolution_note'),
    resolvedBy: bigint('resolved_by', { mode: 'bigint' }),
  },
  (t) => [
    index('job_alerts_open_idx').on(t.resolvedAt, t.id),
    index('job_alerts_site_job_idx').on(t.siteCode, t.job, t.id),
  ],
);

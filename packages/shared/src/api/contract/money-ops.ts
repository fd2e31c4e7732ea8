import { z } from 'zod';
import { wireAmountSchema } from './wallet.ts';

/**
 * Operator endpoints for the money edges (decision 0011): late gateway payments held for finance,
 * alerts of the background jobs (items past their attempt cap, books audit mismatches), stuck
 * venue transfers sent back to the reconciler, and the books audit on demand.
 */

const listQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};
const orderNoField = z.string().regex(/^[A-Z]{1,2}\d{8,24}$/, { error: 'field.orderNo' });
const reasonField = z.string().trim().min(2, { error: 'field.reason' }).max(200, { error: 'field.reason' });

export const LATE_PAYMENT_STATUSES = ['held', 'credited', 'refunded_outside'] as const;
export type LatePaymentStatus = (typeof LATE_PAYMENT_STATUSES)[number];

export const adminLatePaymentSchema = z.object({
  orderNo: z.string(),
  memberId: z.string(),
  gateway: z.string(),
  paidAmount: wireAmountSchema,
  currency: z.string(),
  /** The order's status when the gateway's notice arrived. */
  orderStatus: z.string(),
  status: z.enum(LATE_PAYMENT_STATUSES),
  note: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export const adminLatePaymentListQuerySchema = z.object({
  ...listQuery,
  status: z.enum(LATE_PAYMENT_STATUSES).optional(),
});
export const adminLatePaymentListSchema = z.object({
  list: z.array(adminLatePaymentSchema),
  total: z.number().int(),
});
/** POST /api/admin/v1/deposits/late/resolve (JSON). */
export const adminLatePaymentResolveRequestSchema = z.object({
  orderNo: orderNoField,
  action: z.enum(['credit', 'refund_outside']),
  reason: reasonField,
});

export const adminJobAlertSchema = z.object({
  id: z.string(),
  job: z.string(),
  subject: z.string(),
  detail: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export const adminJobAlertListQuerySchema = z.object({
  ...listQuery,
  state: z.enum(['open', 'all']).default('open'),
});
export const adminJobAlertListSchema = z.object({
  list: z.array(adminJobAlertSchema),
  total: z.number().int(),
});
/** POST /api/admin/v1/jobs/alerts/resolve (JSON). */
export const adminJobAlertResolveRequestSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, { error: 'field.id' }),
});

/** POST /api/admin/v1/transfers/retry (JSON): a stuck transfer goes back to the reconciler. */
export const adminTransferRetryRequestSchema = z.object({
  transferId: z.string().regex(/^T\d{8,24}$/, { error: 'field.orderNo' }),
});
export const adminTransferSchema = z.object({
  transferId: z.string(),
  memberId: z.string(),
  venue: z.string(),
  direction: z.enum(['in', 'out']),
  amount: wireAmountSchema,
  currency: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  stuck: z.boolean(),
});

/** GET /api/admin/v1/transfers/stuck : venue transfers past the attempt cap, the longest stuck first. */
export const adminStuckTransferListQuerySchema = z.object(listQuery);
export const adminStuckTransferSchema = adminTransferSchema.extend({
  stuckAt: z.string(),
  createdAt: z.string(),
});
export const adminStuckTransferListSchema = z.object({
  list: z.array(adminStuckTransferSchema),
  total: z.number().int(),
});

/** POST /api/admin/v1/books/audit (JSON): the reconciling audit over every site, now. */
export const adminBooksAuditRequestSchema = z.object({});
export const adminBooksAuditSchema = z.object({
  accountsChecked: z.number().int(),
  entriesChecked: z.number().int(),
  postingsChecked: z.number().int(),
  problems: z.array(z.string()),
  checkedAt: z.string(),
});

import { z } from 'zod';
import { MEMBER_MESSAGE_LIMITS } from '../../limits.ts';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES, wireAmountSchema } from './wallet.ts';

/**
 * The operator API (`/api/admin/v1/…`): operators are separate from members, log in with their own
 * password, carry a role, and every action they take lands in an append-only audit log. The
 * back-office screens come later; `npm run admin -- …` drives this API from a terminal.
 */

export { OPERATOR_ROLES, type OperatorRole } from '../../operators/permissions.ts';
// The operator accounts' own schemas (login, sessions, TOTP, accounts, audit) are in ./operators.ts.
export * from './operators.ts';

const orderNoField = z.string().regex(/^[A-Z]{1,2}\d{8,24}$/, { error: 'field.orderNo' });
const reasonField = z.string().trim().min(2, { error: 'field.reason' }).max(200, { error: 'field.reason' });

const listQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export const adminDepositSchema = z.object({
  orderNo: z.string(),
  memberId: z.string(),
  username: z.string(),
  channelId: z.string(),
  channelKind: z.string(),
  amount: wireAmountSchema,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  payerName: z.string().nullable(),
  txHash: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const adminDepositListQuerySchema = z.object({
  ...listQuery,
  status: z.enum(DEPOSIT_STATUSES).optional(),
});
export const adminDepositListSchema = z.object({
  list: z.array(adminDepositSchema),
  total: z.number().int(),
});
/** POST /api/admin/v1/deposits/confirm | reject */
export const adminDepositActionRequestSchema = z.object({
  orderNo: orderNoField,
  reason: reasonField.optional(),
});

export const adminWithdrawalSchema = z.object({
  orderNo: z.string(),
  memberId: z.string(),
  username: z.string(),
  amount: wireAmountSchema,
  fee: wireAmountSchema,
  currency: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  accountLabel: z.string(),
  reason: z.string().nullable(),
  /** Approvals given so far (four eyes: above the brand's threshold two operators must approve). */
  approvals: z.number().int().optional(),
  /** Approvals the order needs: 2 above the brand's four-eyes threshold, else 1. */
  approvalsNeeded: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const adminWithdrawalListQuerySchema = z.object({
  ...listQuery,
  status: z.enum(WITHDRAW_STATUSES).optional(),
});
export const adminWithdrawalListSchema = z.object({
  list: z.array(adminWithdrawalSchema),
  total: z.number().int(),
});
/** POST /api/admin/v1/withdrawals/review | approve | pay | reject */
export const adminWithdrawalActionRequestSchema = z.object({
  orderNo: orderNoField,
  reason: reasonField.optional(),
});

/** POST /api/admin/v1/members/adjust : credit (positive) or debit (negative) a wallet, with a reason. */
export const adminAdjustRequestSchema = z.object({
  username: z.string().trim().min(4).max(11),
  wallet: z.enum(['center', 'usdt']).default('center'),
  amount: z
    .string()
    .trim()
    .regex(/^-?\d{1,12}(?:\.\d{1,4})?$/, { error: 'field.amount' })
    .refine((v) => /[1-9]/.test(v), { error: 'field.amountPositive' }),
  reason: reasonField,
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'field.requestId' }),
});
/**
 * `done`: posted, `balance` is the new one. `pending`: above the brand's four-eyes threshold the
 * adjustment waits for a second operator (`approvalId`); `balance` is still the old one.
 */
export const adminAdjustSchema = z.object({
  balance: wireAmountSchema,
  currency: z.string(),
  status: z.enum(['done', 'pending']).optional(),
  approvalId: z.string().nullable().optional(),
});
/** POST /api/admin/v1/members/adjust/approve : the second operator's approval of a pending adjustment. */
export const adminAdjustApproveRequestSchema = z.object({
  approvalId: z.string().regex(/^\d{1,18}$/, { error: 'field.id' }),
});

/** POST /api/admin/v1/members/turnover/waive : clear the remaining turnover requirement, with a reason. */
export const adminWaiveTurnoverRequestSchema = z.object({
  username: z.string().trim().min(4).max(11),
  reason: reasonField,
});
export const adminWaiveTurnoverSchema = z.object({ waived: wireAmountSchema });

export const MEMBER_STATUSES = ['active', 'disabled'] as const;
/** POST /api/admin/v1/members/disable | enable : with a reason; disabling ends every session at once. */
export const adminMemberStatusRequestSchema = z.object({
  username: z.string().trim().min(4).max(11),
  reason: reasonField,
});
export const adminMemberStatusSchema = z.object({
  username: z.string(),
  status: z.enum(MEMBER_STATUSES),
  sessionsEnded: z.number().int(),
});

// ── the player 360 page's care actions (issue 24): end sessions, reset the withdrawal password, a message.
const memberUsernameField = z.string().trim().min(4).max(11);

/** POST /api/admin/v1/members/sessions/end : ends every session of the member at once, with a reason. */
export const adminMemberSessionsEndRequestSchema = z.object({
  username: memberUsernameField,
  reason: reasonField,
});
export const adminMemberSessionsEndSchema = z.object({
  username: z.string(),
  sessionsEnded: z.number().int(),
});

/** POST /api/admin/v1/members/withdraw-password/reset : clears it; the member sets a new one to withdraw. */
export const adminMemberWithdrawPasswordResetRequestSchema = z.object({
  username: memberUsernameField,
  reason: reasonField,
});
export const adminMemberWithdrawPasswordResetSchema = z.object({
  username: z.string(),
  withdrawPasswordSet: z.boolean(),
});

/** POST /api/admin/v1/members/message : one personal message to the member's inbox, sent once per requestId. */
export const adminMemberMessageRequestSchema = z.object({
  username: memberUsernameField,
  title: z
    .string()
    .trim()
    .min(1, { error: 'field.memberMessageTitle' })
    .max(MEMBER_MESSAGE_LIMITS.titleMax, { error: 'field.memberMessageTitle' }),
  body: z
    .string()
    .trim()
    .min(1, { error: 'field.memberMessageBody' })
    .max(MEMBER_MESSAGE_LIMITS.bodyMax, { error: 'field.memberMessageBody' }),
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'field.requestId' }),
});
export const adminMemberMessageSchema = z.object({
  id: z.string(),
  username: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

import { z } from 'zod';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES, wireAmountSchema } from './wallet.ts';

/**
 * The operator API (`/api/admin/v1/…`): operators are separate from members, log in with their own
 * password, carry a role, and every action they take lands in an append-only audit log. The
 * back-office screens come later; `npm run admin -- …` drives this API from a terminal.
 */

export const OPERATOR_ROLES = ['finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const orderNoField = z.string().regex(/^[A-Z]{1,2}\d{8,24}$/, { error: 'field.orderNo' });
const reasonField = z.string().trim().min(2, { error: 'field.reason' }).max(200, { error: 'field.reason' });

const operatorNameField = z.string().trim().min(3).max(32);
/** A 6-digit code of an authenticator app (TOTP). */
const otpField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'field.smsCode' });

/** POST /api/admin/v1/login (JSON). `otp` once the operator has a second factor. */
export const operatorLoginRequestSchema = z.object({
  username: operatorNameField,
  password: z.string().min(8).max(128),
  otp: otpField.optional(),
});
export const operatorLoginSchema = z.object({
  token: z.string(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  expiresAt: z.string(),
});

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
export const adminAdjustSchema = z.object({ balance: wireAmountSchema, currency: z.string() });

/** POST /api/admin/v1/members/turnover/waive : clear the remaining turnover requirement, with a reason. */
export const adminWaiveTurnoverRequestSchema = z.object({
  username: z.string().trim().min(4).max(11),
  reason: reasonField,
});
export const adminWaiveTurnoverSchema = z.object({ waived: wireAmountSchema });

export const auditEntrySchema = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const adminAuditQuerySchema = z.object(listQuery);
export const adminAuditSchema = z.object({ list: z.array(auditEntrySchema), total: z.number().int() });

export const adminDoneSchema = z.object({ done: z.literal(true) });
/** POST /api/admin/v1/logout : ends the session of this token. */
export const adminLogoutRequestSchema = z.object({});

/** POST /api/admin/v1/operators/revoke : ends every session of an operator (admin only). */
export const adminRevokeOperatorRequestSchema = z.object({ username: operatorNameField });
export const adminRevokeOperatorSchema = z.object({ username: z.string(), sessionsEnded: z.number().int() });

/** POST /api/admin/v1/totp/enroll : a new second-factor secret, as an otpauth:// URI for the app. */
export const adminTotpEnrollRequestSchema = z.object({});
export const adminTotpEnrollSchema = z.object({ secret: z.string(), uri: z.string() });
/** POST /api/admin/v1/totp/verify : a current code confirms the enrolment; logins then ask for one. */
export const adminTotpVerifyRequestSchema = z.object({ code: otpField });
export const adminTotpVerifySchema = z.object({ enabled: z.literal(true) });

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

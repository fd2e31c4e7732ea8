import { z } from 'zod';
import { SITE_CODES } from '../../brands/types.ts';
import { OPERATOR_ROLES } from '../../operators/permissions.ts';

/**
 * The operator room's own API (`/api/admin/v1/…`): login, sessions and the second factor, the
 * operator accounts (admin only) and the append-only audit log. What operators may do is the
 * permission map in `packages/shared/src/operators/permissions.ts`.
 */

const operatorNameField = z
  .string()
  .trim()
  .min(3, { error: 'field.username' })
  .max(32, { error: 'field.username' });
/** A 6-digit code of an authenticator app (TOTP). */
const otpField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'field.smsCode' });
/** A new operator password: 10 to 128 characters with a letter and a digit. */
const newPasswordField = z
  .string()
  .min(10, { error: 'field.password' })
  .max(128, { error: 'field.password' })
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), { error: 'field.password' });

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
  /** The brands the operator may act on; null: every brand. */
  brands: z.array(z.string()).nullable().optional(),
  /** An admin asked for a second factor: until it is confirmed only the TOTP endpoints answer. */
  totpSetupRequired: z.boolean().optional(),
  expiresAt: z.string(),
});

const listQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export const auditEntrySchema = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  /** The brand the action was taken on. */
  siteCode: z.string(),
  /** The object as it was before the write (null: it did not exist, or nothing to show). */
  before: z.unknown(),
  /** The object as the write left it. */
  after: z.unknown(),
  detail: z.record(z.string(), z.unknown()),
  /** The address the request came from. */
  ip: z.string().nullable(),
  createdAt: z.string(),
});
const isoTime = z.iso.datetime({ offset: true, error: 'field.id' });
/** GET /api/admin/v1/audit : filtered by operator name, action, target and time, paged on the server. */
export const adminAuditQuerySchema = z.object({
  ...listQuery,
  operator: z.string().trim().min(1).max(32).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  target: z.string().trim().min(1).max(64).optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
});
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

/** An operator account as the console lists it (never its password or TOTP secret). */
export const operatorAccountSchema = z.object({
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  brands: z.array(z.string()).nullable(),
  disabled: z.boolean(),
  totpEnabled: z.boolean(),
  totpRequired: z.boolean(),
  createdAt: z.string(),
});
/**
 * An account as the operators list shows it: with its last successful login, as the audit log
 * recorded it (`operator.login`). Both null: the operator never logged in.
 */
export const operatorListEntrySchema = operatorAccountSchema.extend({
  lastLoginAt: z.string().nullable(),
  /** The address that login came from. */
  lastLoginIp: z.string().nullable(),
});
/** GET /api/admin/v1/operators */
export const adminOperatorListQuerySchema = z.object(listQuery);
export const adminOperatorListSchema = z.object({
  list: z.array(operatorListEntrySchema),
  total: z.number().int(),
});
/** POST /api/admin/v1/operators/create : a new operator (admin only); no brands: every brand. */
export const adminOperatorCreateRequestSchema = z.object({
  username: operatorNameField.regex(/^[a-z][a-z0-9_]{2,31}$/, { error: 'field.username' }),
  password: newPasswordField,
  role: z.enum(OPERATOR_ROLES),
  brands: z.array(z.enum(SITE_CODES)).min(1).max(SITE_CODES.length).optional(),
});
/** POST /api/admin/v1/operators/disable | enable | totp/force : by name. */
export const adminOperatorTargetRequestSchema = z.object({ username: operatorNameField });
/** POST /api/admin/v1/operators/password : a new password; the operator's sessions end. */
export const adminOperatorPasswordRequestSchema = z.object({
  username: operatorNameField,
  password: newPasswordField,
});

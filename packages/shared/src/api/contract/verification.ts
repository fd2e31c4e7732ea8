import { z } from 'zod';
import { isCalendarDay } from '../../dates/calendar-day.ts';
import { idField, realNameField } from '../../validation/fields.ts';
import { KYC_DOCUMENT_KINDS } from '../../verification/documents.ts';
import { uploadIdField } from './feedback.ts';

/**
 * Identity verification and risk signals (issue 25, decisions 0062 and 0063). A member gives a real
 * name and date of birth, uploads each document through the upload pipeline (POST /api/f/v1/upload)
 * and attaches it by id, then submits; an operator verifies, rejects (with a reason) or asks for a
 * resubmission. Risk alerts are job alerts linked to a member, listed and resolved with a note.
 */

export const KYC_STATUSES = ['unverified', 'pending', 'verified', 'rejected', 'resubmit'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '../../verification/documents.ts';

export const KYC_DECISIONS = ['verify', 'reject', 'resubmit'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];

/** When a brand requires verification before a withdrawal (decision 0062). */
export const KYC_RULE_MODES = ['none', 'always', 'above', 'deposits'] as const;
export type KycRuleMode = (typeof KYC_RULE_MODES)[number];

/** The risk signals (decision 0063); each is the `job` of the alerts it raises, `risk.<signal>`. */
export const RISK_SIGNALS = [
  'net_deposits',
  'deposit_after_loss',
  'limit_increases',
  'shared_device',
  'withdraw_without_play',
] as const;
export type RiskSignal = (typeof RISK_SIGNALS)[number];

/** Every bound of verification in one place. */
export const VERIFICATION_LIMITS = {
  minAgeYears: 18,
  reasonMaxChars: 200,
  noteMaxChars: 500,
} as const;

const birthDateField = z
  .string()
  .refine((value) => isCalendarDay(value) && value >= '1900-01-01', { error: 'field.birthDate' });

/** POST /api/f/v1/verification/profile (JSON): the real name and date of birth. */
export const verificationProfileRequestSchema = z.object({
  realName: realNameField,
  birthDate: birthDateField,
});

/** POST /api/f/v1/verification/document (JSON): attaches one of the member's uploads as a document. */
export const verificationDocumentRequestSchema = z.object({
  kind: z.enum(KYC_DOCUMENT_KINDS, { error: 'field.kycDocumentKind' }),
  uploadId: uploadIdField,
});

export const kycDocumentSchema = z.object({
  kind: z.enum(KYC_DOCUMENT_KINDS),
  /** The member reads it through uploadImage; an operator through adminKycDocument. */
  uploadId: z.string(),
  uploadedAt: z.string(),
});

export const verificationStateSchema = z.object({
  status: z.enum(KYC_STATUSES),
  /** Masked for the member. */
  realName: z.string(),
  hasBirthDate: z.boolean(),
  /** The operator's reason of a rejection or a request to resubmit. */
  reason: z.string().nullable(),
  documents: z.array(kycDocumentSchema),
  /** Whether the documents and profile are complete (the member may submit). */
  complete: z.boolean(),
  submittedAt: z.string().nullable(),
  /** The brand's rule for withdrawals. */
  rule: z.object({ mode: z.enum(KYC_RULE_MODES), amount: z.string().nullable() }),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

// ---- Operators ----------------------------------------------------------------------------------

export const adminKycListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(KYC_STATUSES).optional(),
  username: z.string().trim().max(32).optional(),
});

export const adminKycRowSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  siteCode: z.string(),
  status: z.enum(KYC_STATUSES),
  realName: z.string(),
  birthDate: z.string().nullable(),
  reason: z.string().nullable(),
  documents: z.array(kycDocumentSchema),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type AdminKycRow = z.infer<typeof adminKycRowSchema>;

export const adminKycListSchema = z.object({ list: z.array(adminKycRowSchema), total: z.number().int() });

export const adminKycDocumentQuerySchema = z.object({ memberId: idField, uploadId: uploadIdField });

export const adminKycDecideRequestSchema = z
  .object({
    memberId: idField,
    decision: z.enum(KYC_DECISIONS),
    reason: z.string().trim().max(VERIFICATION_LIMITS.reasonMaxChars).optional(),
  })
  .refine((v) => v.decision === 'verify' || (v.reason ?? '').length > 0, {
    error: 'field.kycReason',
    path: ['reason'],
  });

export const adminRiskAlertsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  state: z.enum(['open', 'all']).default('open'),
  signal: z.enum(RISK_SIGNALS).optional(),
});

export const riskAlertSchema = z.object({
  id: z.string(),
  signal: z.enum(RISK_SIGNALS),
  memberId: z.string(),
  username: z.string(),
  subject: z.string(),
  detail: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type RiskAlert = z.infer<typeof riskAlertSchema>;

export const adminRiskAlertsSchema = z.object({ list: z.array(riskAlertSchema), total: z.number().int() });

export const adminRiskResolveRequestSchema = z.object({
  id: idField,
  note: z
    .string()
    .trim()
    .min(1, { error: 'field.riskNote' })
    .max(VERIFICATION_LIMITS.noteMaxChars, { error: 'field.riskNote' }),
});

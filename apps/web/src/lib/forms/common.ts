import { FIELD_RULES } from '@houseline/shared/validation/fields';
import { z } from 'zod';

/**
 * Pieces shared by the member forms. Every error message is a KEY of the shared field messages
 * (packages/shared/src/i18n/field-messages.ts, mirrored in ../../locales), so the browser and the
 * server say the same sentence for the same rule.
 */

/** A login password in clear text, checked before it is encrypted. */
export const clearPasswordField = z.string().regex(FIELD_RULES.password, { error: 'field.password' });

/** The 6-digit withdrawal password in clear text. */
export const clearWithdrawPasswordField = z
  .string()
  .regex(FIELD_RULES.withdrawPassword, { error: 'field.withdrawPassword' });

export type Issues = z.core.$RefinementCtx;

/** Adds a "passwords do not match" issue on `path` when the confirmation differs. */
export function checkConfirmation(ctx: Issues, password: string, confirmation: string, path: string): void {
  if (confirmation !== password) {
    ctx.addIssue({ code: 'custom', path: [path], message: 'field.passwordMismatch' });
  }
}

export function issue(ctx: Issues, path: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

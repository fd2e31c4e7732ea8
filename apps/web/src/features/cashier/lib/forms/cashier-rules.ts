import { amountInputField } from '@houseline/shared/api/contract/wallet';
import { clearWithdrawPasswordField } from '../../../../lib/forms/common.ts';

/**
 * The shared rules of the cashier forms, the same zod fields the server validates with, so both
 * say the same sentence. Each returns the field.* message key of the first problem, or null.
 */

/** A typed amount: positive, at most two decimals, at most 12 integer digits. */
export function amountFormatIssue(value: string): string | null {
  const result = amountInputField.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'field.amount');
}

/** The 6-digit withdrawal password in clear text, before it is encrypted. */
export function withdrawPasswordIssue(value: string): string | null {
  const result = clearWithdrawPasswordField.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'field.withdrawPassword');
}

import type { TFunction } from 'i18next';
import { isApiError } from './api/api-error.ts';
import { InsecureContextError } from './crypto/encrypt-password.ts';

/** A password could not be encrypted in this browser (encryptPassword has logged the cause). */
export class EncryptionError extends Error {
  constructor(override readonly cause: unknown) {
    super('password encryption failed');
    this.name = 'EncryptionError';
  }
}

/**
 * The SPEC.md §8 failures, said with the client's own messages (a test keeps them equal to the
 * server's), so they read the same whichever side detected them.
 */
const CATALOGUE_KEYS: Readonly<Record<string, string>> = {
  CODE_WRONG: 'account.messages.codeError',
  CAPTCHA_WRONG: 'account.messages.codeError',
  ACCOUNT_OR_PASSWORD: 'account.messages.accountOrPassword',
  CODE_SEND_FAILED: 'account.messages.codeFailed',
};

/**
 * What to tell the member about a failed action, or null when nothing should be said.
 * - The server's refusal: its message, already in the member's language (`data` of the envelope),
 *   e.g. 验证码错误, 账号或密码错误; `fallbackKey` when it came without one.
 * - An invalid session: nothing; the app is already on its way to the login page.
 * - Network, timeout, broken answer: `fallbackKey`, by default "please try again" (SPEC.md §8).
 * - Encryption: the insecure-context explanation, or the shared "encryption failed" sentence.
 */
export function errorMessage(
  error: unknown,
  t: TFunction,
  fallbackKey = 'account.messages.tryAgain',
): string | null {
  if (isApiError(error)) {
    if (error.kind === 'session') return null;
    if (error.kind === 'business') {
      const key = CATALOGUE_KEYS[error.code];
      return key ? t(key) : error.message.trim() || t(fallbackKey);
    }
    return t(fallbackKey);
  }
  if (error instanceof EncryptionError) {
    return error.cause instanceof InsecureContextError ? t('shell.insecureContext') : t('field.encrypted');
  }
  console.error('[member] unexpected failure', error);
  return t(fallbackKey);
}

/** The error code of a server refusal, or null. */
export function errorCode(error: unknown): string | null {
  return isApiError(error) && error.kind === 'business' ? error.code : null;
}

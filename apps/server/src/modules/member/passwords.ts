import { FIELD_RULES } from '@houseline/shared/validation/fields';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordKeys } from '../../platform/crypto/rsa-keys.ts';
import { AppError } from '../../platform/http/errors.ts';

/**
 * Reads passwords the browser encrypted with RSA-OAEP: decrypts, checks confirm and the rule.
 * A ciphertext that does not decrypt is logged (never its content) and refused.
 */
export function createPasswordReader(keys: PasswordKeys, log?: FastifyBaseLogger) {
  function decrypt(ciphertext: string): string {
    try {
      return keys.decrypt(ciphertext);
    } catch (error) {
      log?.warn({ err: { message: (error as Error).message } }, 'password ciphertext did not decrypt');
      throw new AppError('PASSWORD_DECRYPT');
    }
  }

  return {
    decrypt,

    /** A new login password with its confirmation. */
    newLoginPassword(ciphertext: string, confirmCiphertext: string): string {
      const password = decrypt(ciphertext);
      if (password !== decrypt(confirmCiphertext)) throw new AppError('PASSWORD_MISMATCH');
      if (!FIELD_RULES.password.test(password)) throw new AppError('PASSWORD_WEAK');
      return password;
    },

    /** A new 6-digit withdrawal password with its confirmation. */
    newWithdrawPassword(ciphertext: string, confirmCiphertext: string): string {
      const password = decrypt(ciphertext);
      if (!FIELD_RULES.withdrawPassword.test(password)) throw new AppError('WPASSWORD_INVALID');
      if (password !== decrypt(confirmCiphertext)) throw new AppError('PASSWORD_MISMATCH');
      return password;
    },
  };
}

export type PasswordReader = ReturnType<typeof createPasswordReader>;

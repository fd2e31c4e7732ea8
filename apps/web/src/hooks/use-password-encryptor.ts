import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { siteConfigQuery } from '../lib/api/site-config-query.ts';
import { encryptPassword } from '../lib/crypto/encrypt-password.ts';
import { EncryptionError } from '../lib/error-message.ts';

/**
 * Encrypts passwords for the server (RSA-OAEP SHA-256 under the site config's public key,
 * SPEC.md §7). Call it with the clear values after they passed validation:
 * `const [pw, confirm] = await encrypt(values.password, values.confirmPassword)`.
 * A failure has been logged by encryptPassword (SPEC.md §8) and arrives as an EncryptionError.
 */
export function usePasswordEncryptor(): (...plainTexts: string[]) => Promise<string[]> {
  const queryClient = useQueryClient();
  // Load the key while the member types, so submitting does not wait for it.
  useQuery(siteConfigQuery);
  return useCallback(
    async (...plainTexts: string[]) => {
      try {
        const { publicKey } = await queryClient.fetchQuery(siteConfigQuery);
        return await Promise.all(plainTexts.map((text) => encryptPassword(text, publicKey)));
      } catch (error) {
        throw new EncryptionError(error);
      }
    },
    [queryClient],
  );
}

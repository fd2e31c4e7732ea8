import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverKeys } from '../db/schema.ts';

const KEY_ID = 'password-rsa';

export interface PasswordKeys {
  /** SPKI DER, base64: what the browser imports with WebCrypto (`importKey('spki', …)`). */
  publicKeySpkiBase64: string;
  /** Decrypts a base64 RSA-OAEP (SHA-256) ciphertext made with the public key. */
  decrypt(ciphertextBase64: string): string;
}

function fromPrivatePem(privatePem: string): PasswordKeys {
  const privateKey = createPrivateKey(privatePem);
  const publicKeySpkiBase64 = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'der' })
    .toString('base64');
  return {
    publicKeySpkiBase64,
    decrypt(ciphertextBase64) {
      const plain = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(ciphertextBase64, 'base64'),
      );
      return plain.toString('utf8');
    },
  };
}

/**
 * The deployment's RSA key pair for password encryption: from RSA_PRIVATE_KEY_PEM when given
 * (production keeps it in a secret store), otherwise generated once and kept in the database so
 * every instance and every restart uses the same key.
 */
export async function loadPasswordKeys(db: Db, privatePemFromEnv: string | undefined): Promise<PasswordKeys> {
  if (privatePemFromEnv) return fromPrivatePem(privatePemFromEnv);
  const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.id, KEY_ID));
  if (existing) return fromPrivatePem(existing.privateKey);

  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  // Two instances may race on first start: the first insert wins and both read it back.
  await db
    .insert(serverKeys)
    .values({ id: KEY_ID, publicKey: publicPem, privateKey: privatePem })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.id, KEY_ID));
  return fromPrivatePem(stored!.privateKey);
}

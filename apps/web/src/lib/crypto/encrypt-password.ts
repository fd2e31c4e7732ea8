/**
 * Encrypts a password for the server with RSA-OAEP (SHA-256) under the site config's public key
 * (SPKI DER, base64), returning base64 ciphertext (SPEC.md §7, DESIGN.md §6).
 * WebCrypto exists only in secure contexts (https, localhost, 127.0.0.1; DESIGN.md §9): there the
 * error says so plainly. Every failure is logged and rethrown (SPEC.md §8).
 */
export class InsecureContextError extends Error {
  constructor() {
    super('WebCrypto is unavailable: open the site over https (or localhost) to log in securely.');
    this.name = 'InsecureContextError';
  }
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const keyCache = new Map<string, Promise<CryptoKey>>();

function importPublicKey(subtle: SubtleCrypto, spkiBase64: string): Promise<CryptoKey> {
  let key = keyCache.get(spkiBase64);
  if (!key) {
    key = subtle.importKey('spki', base64ToBytes(spkiBase64), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    // A bad key must not stay cached: the next config load may bring a good one.
    key.catch(() => keyCache.delete(spkiBase64));
    keyCache.set(spkiBase64, key);
  }
  return key;
}

export async function encryptPassword(
  plainText: string,
  publicKeySpkiBase64: string,
  /** Null where WebCrypto does not exist (insecure context). */
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  try {
    if (!subtle) throw new InsecureContextError();
    const key = await importPublicKey(subtle, publicKeySpkiBase64);
    const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plainText));
    return bytesToBase64(new Uint8Array(cipher));
  } catch (error) {
    console.error('[crypto] password encryption failed', error);
    throw error;
  }
}

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { base64ToBytes, bytesToBase64, encryptPassword, InsecureContextError } from './encrypt-password.ts';

const subtle = globalThis.crypto.subtle;

async function keyPair() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  return { privateKey: pair.privateKey, publicKeyBase64: bytesToBase64(spki) };
}

let pair: Awaited<ReturnType<typeof keyPair>>;
beforeAll(async () => {
  pair = await keyPair();
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('encryptPassword (RSA-OAEP, SHA-256)', () => {
  it('produces base64 that the private key decrypts back to the password', async () => {
    const { privateKey, publicKeyBase64 } = pair;
    const cipher = await encryptPassword('Demo@2026 密码', publicKeyBase64);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const plain = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(cipher));
    expect(new TextDecoder().decode(plain)).toBe('Demo@2026 密码');
  });

  it('uses random padding: the same password encrypts differently each time', async () => {
    const { publicKeyBase64 } = pair;
    const a = await encryptPassword('same', publicKeyBase64);
    const b = await encryptPassword('same', publicKeyBase64);
    expect(a).not.toBe(b);
  });

  it('logs and rethrows when the key is not a valid SPKI key', async () => {
    await expect(encryptPassword('x', bytesToBase64(new Uint8Array([1, 2, 3])))).rejects.toThrow();
    expect(console.error).toHaveBeenCalledOnce();
  });

  it('says plainly that WebCrypto needs a secure context when it is missing', async () => {
    await expect(encryptPassword('x', 'AAAA', null)).rejects.toBeInstanceOf(InsecureContextError);
    expect(console.error).toHaveBeenCalledOnce();
  });
});

describe('base64 helpers', () => {
  it('round-trip bytes', () => {
    const bytes = new Uint8Array([0, 1, 127, 128, 255]);
    expect([...base64ToBytes(bytesToBase64(bytes))]).toEqual([...bytes]);
  });
});

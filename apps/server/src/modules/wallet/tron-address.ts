import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function sha256(data: Uint8Array): Uint8Array {
  return createHash('sha256').update(data).digest();
}

function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/**
 * A well-formed TRON address (0x41 + 20 bytes, Base58Check) derived from a seed. The sandbox
 * chain hands each member one; a real custody provider would issue them instead.
 */
export function tronAddressFromSeed(seed: string): string {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  payload.set(sha256(new TextEncoder().encode(seed)).subarray(0, 20), 1);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  const full = new Uint8Array(25);
  full.set(payload);
  full.set(checksum, 21);
  return base58Encode(full);
}

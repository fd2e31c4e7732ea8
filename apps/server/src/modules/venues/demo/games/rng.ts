import { sha256 } from '@noble/hashes/sha2.js';
import type { Rng } from './types.ts';

// Uniform integers for the demo games. Both sources draw 32-bit words and map them to [0, n) by
// rejection sampling: a word at or above the largest multiple of n below 2³² is thrown away, so
// every value of [0, n) keeps exactly the same number of words (no modulo bias).

const TWO_POW_32 = 0x1_0000_0000;

/** The largest n an `int(n)` accepts: one 32-bit word per draw. */
export const RNG_MAX_N = TWO_POW_32;

function checkN(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > RNG_MAX_N) {
    throw new RangeError(`rng: n must be an integer in [1, 2^32], got ${n}`);
  }
}

/** Maps a stream of uniform 32-bit words to uniform integers in [0, n) without bias. */
function rejectionSampler(nextWord: () => number): Rng {
  return {
    int(n: number): number {
      checkN(n);
      const limit = TWO_POW_32 - (TWO_POW_32 % n);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % n;
      }
    },
  };
}

const CRYPTO_BATCH = 256;

/** The play source: the platform's CSPRNG (`globalThis.crypto`, Node ≥ 19 and every browser). */
export function cryptoRng(): Rng {
  const buffer = new Uint32Array(CRYPTO_BATCH);
  let next = CRYPTO_BATCH;
  return rejectionSampler(() => {
    if (next === CRYPTO_BATCH) {
      globalThis.crypto.getRandomValues(buffer);
      next = 0;
    }
    return buffer[next++] as number;
  });
}

/** Hex text to bytes; throws on odd length or a non-hex character. */
export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) {
    throw new TypeError('hex: expected an even number of hex digits');
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * A deterministic source for tests and replays: block i is SHA-256(seed ‖ i as 8-byte big-endian),
 * read as eight big-endian 32-bit words in order; the same seed always gives the same draws.
 */
export function seededRng(seedHex: string): Rng {
  const seed = hexToBytes(seedHex);
  const message = new Uint8Array(seed.length + 8);
  message.set(seed, 0);
  const counterView = new DataView(message.buffer, seed.length, 8);
  let counter = 0;
  let block = new DataView(new ArrayBuffer(32));
  let next = 8;
  return rejectionSampler(() => {
    if (next === 8) {
      // 2⁵³ blocks is far beyond any test; the high word keeps the encoding a true 64-bit counter.
      counterView.setUint32(0, Math.floor(counter / TWO_POW_32));
      counterView.setUint32(4, counter % TWO_POW_32);
      counter++;
      const digest = sha256(message);
      block = new DataView(digest.buffer, digest.byteOffset, 32);
      next = 0;
    }
    return block.getUint32(4 * next++);
  });
}

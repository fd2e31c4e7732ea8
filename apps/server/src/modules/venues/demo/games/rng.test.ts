import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, cryptoRng, hexToBytes, RNG_MAX_N, rejectionSampler, seededRng } from './rng.ts';
import { chiSquareCritical, chiSquareUniform, Z_99, Z_99_99 } from './test-stats.ts';
import type { Rng } from './types.ts';

const SEED = 'a1'.repeat(32);

function counts(rng: Rng, n: number, draws: number): number[] {
  const c = new Array<number>(n).fill(0);
  for (let i = 0; i < draws; i++) {
    const v = rng.int(n);
    c[v] = (c[v] as number) + 1;
  }
  return c;
}

describe('rejectionSampler', () => {
  it('throws away the words at or above the last multiple of n below 2^32', () => {
    // 2^32 mod 3 = 1, so 4294967295 is the one word refused for n = 3.
    const words = [4294967295, 4294967294, 7];
    const rng = rejectionSampler(() => words.shift() as number);
    expect(rng.int(3)).toBe(4294967294 % 3);
    expect(rng.int(3)).toBe(1);
  });
  it('keeps every word when n divides 2^32', () => {
    const words = [4294967295];
    expect(rejectionSampler(() => words.shift() as number).int(256)).toBe(255);
  });
  it('refuses n outside [1, 2^32]', () => {
    const rng = rejectionSampler(() => 0);
    for (const n of [0, -1, 1.5, RNG_MAX_N + 1, Number.NaN]) expect(() => rng.int(n)).toThrow(RangeError);
    expect(rng.int(1)).toBe(0);
    expect(rng.int(RNG_MAX_N)).toBe(0);
  });
});

describe('seededRng', () => {
  it('is SHA-256(seed ‖ 64-bit counter) read as big-endian words', () => {
    const seed = hexToBytes(SEED);
    const words: number[] = [];
    for (let counter = 0; counter < 3; counter++) {
      const suffix = Buffer.alloc(8);
      suffix.writeBigUInt64BE(BigInt(counter));
      const digest = createHash('sha256').update(seed).update(suffix).digest();
      for (let i = 0; i < 8; i++) words.push(digest.readUInt32BE(4 * i));
    }
    const rng = seededRng(SEED);
    // n = 2^32 never rejects, so the draws are the words themselves.
    expect(words.map(() => rng.int(RNG_MAX_N))).toEqual(words);
  });
  it('is deterministic per seed and differs between seeds', () => {
    const draw = (seed: string) => {
      const rng = seededRng(seed);
      return Array.from({ length: 50 }, () => rng.int(1000));
    };
    expect(draw(SEED)).toEqual(draw(SEED));
    expect(draw(SEED)).not.toEqual(draw('b2'.repeat(32)));
  });
  it('gives values in [0, n) for any n', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: RNG_MAX_N }),
        (seed, n) => {
          const rng = seededRng(bytesToHex(seed));
          for (let i = 0; i < 20; i++) {
            const v = rng.int(n);
            if (!(Number.isInteger(v) && v >= 0 && v < n)) return false;
          }
          return true;
        },
      ),
    );
  });
  it.each([6, 13, 37, 416, 1000])('n = %i passes χ² uniformity at the 99th percentile', (n) => {
    const stat = chiSquareUniform(counts(seededRng(SEED), n, 200 * n));
    expect(stat).toBeLessThan(chiSquareCritical(n - 1, Z_99));
  });
  it('refuses a seed that is not hex', () => {
    expect(() => seededRng('xyz')).toThrow();
    expect(() => seededRng('abc')).toThrow();
  });
});

describe('cryptoRng', () => {
  // Not reproducible, so the bar is 99.99 % (a false alarm once in 10 000 runs), not 99 %.
  it.each([6, 37, 1000])('n = %i passes χ² uniformity at the 99.99th percentile', (n) => {
    const stat = chiSquareUniform(counts(cryptoRng(), n, 200 * n));
    expect(stat).toBeLessThan(chiSquareCritical(n - 1, Z_99_99));
  });
  it('draws beyond one batch of words and stays in range', () => {
    const rng = cryptoRng();
    for (let i = 0; i < 2000; i++) {
      const v = rng.int(7);
      expect(v >= 0 && v < 7).toBe(true);
    }
  });
});

describe('hex', () => {
  it('round-trips and refuses bad input', () => {
    expect(bytesToHex(hexToBytes('00ff10Ab'))).toBe('00ff10ab');
    expect(() => hexToBytes('0')).toThrow();
    expect(() => hexToBytes('zz')).toThrow();
  });
});

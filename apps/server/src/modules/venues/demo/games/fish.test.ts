import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FISH_STATED_RTP, FISH_TYPES, fishById, shootFish } from './fish.ts';
import { bytesToHex, seededRng } from './rng.ts';
import { Moments } from './test-stats.ts';
import type { Rng } from './types.ts';

const U = 10_000n;

/** An Rng that answers `value` and records the bound it was asked for. */
function fixedRng(value: number, bounds: number[] = []): Rng {
  return {
    int: (n) => {
      bounds.push(n);
      return value;
    },
  };
}

describe('fish types', () => {
  it('has at least 8 fish with unique ids, integer multipliers and Chinese names', () => {
    expect(FISH_TYPES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(FISH_TYPES.map((f) => f.id)).size).toBe(FISH_TYPES.length);
    for (const fish of FISH_TYPES) {
      expect(fish.id).toMatch(/^[a-z0-9-]{2,24}$/);
      expect(Number.isInteger(fish.multiplier) && fish.multiplier >= 2).toBe(true);
      expect(fish.name).toMatch(/^[\u4e00-\u9fff]+$/);
    }
    expect(fishById('clownfish')?.multiplier).toBe(2);
    expect(fishById('golden-shark')?.multiplier).toBe(200);
  });
});

describe('shootFish', () => {
  it('catches iff rng.int(m × 10 000) < 9 600, so each fish returns exactly 96 %', () => {
    for (const fish of FISH_TYPES) {
      const bounds: number[] = [];
      const hit = shootFish(fixedRng(9_599, bounds), fish.id, 3n * U);
      expect(bounds).toEqual([fish.multiplier * 10_000]);
      expect(hit).toEqual({
        fish: fish.id,
        hit: true,
        multiplier: fish.multiplier,
        win: 3n * U * BigInt(fish.multiplier),
      });
      expect(shootFish(fixedRng(9_600), fish.id, 3n * U)).toMatchObject({ hit: false, win: 0n });
      // 9 600 winning values out of m × 10 000, each paying m: 9 600 · m / (m · 10 000) = 0.96.
      expect((9_600 * fish.multiplier) / (fish.multiplier * 10_000)).toBe(FISH_STATED_RTP);
    }
  });

  it('throws on an unknown fish or a stake that is not positive', () => {
    expect(() => shootFish(fixedRng(0), 'kraken', U)).toThrow();
    expect(() => shootFish(fixedRng(0), 'clownfish', 0n)).toThrow();
  });

  it('pays stake × multiplier or nothing, never negative', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 4, maxLength: 16 }),
        fc.constantFrom(...FISH_TYPES),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (seed, fish, stake) => {
          const shot = shootFish(seededRng(bytesToHex(seed)), fish.id, stake);
          return shot.win === (shot.hit ? stake * BigInt(fish.multiplier) : 0n);
        },
      ),
    );
  });

  it('returns 96 % within 4σ/√n over 10⁶ shots at mixed fish', () => {
    const rng = seededRng('f150'.repeat(16));
    const moments = new Moments();
    for (let i = 0; i < 1_000_000; i++) {
      const fish = FISH_TYPES[i % FISH_TYPES.length] as (typeof FISH_TYPES)[number];
      moments.add(shootFish(rng, fish.id, U).hit ? fish.multiplier : 0);
    }
    console.info(
      `fish simulated RTP ${moments.mean.toFixed(5)} ± ${moments.band(4).toFixed(5)} (σ ${moments.sd.toFixed(3)}, n ${moments.n})`,
    );
    expect(Math.abs(moments.mean - FISH_STATED_RTP)).toBeLessThan(moments.band(4));
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { k3DiceFromSeed, k3SeedHash } from '../../games/k3.ts';
import { verifyDraw } from './verify-view.ts';

const SEED = '7f'.repeat(32);

describe('k3 verification in the browser', () => {
  it('agrees with a published draw', () => {
    const r = verifyDraw(` ${SEED.toUpperCase()} `, {
      seedHash: k3SeedHash(SEED),
      dice: k3DiceFromSeed(SEED),
    });
    expect(r.hash).toBe(k3SeedHash(SEED));
    expect(r.hashMatches).toBe(true);
    expect(r.diceMatch).toBe(true);
  });
  it('catches a hash or dice that do not follow from the seed', () => {
    const r = verifyDraw(SEED, { seedHash: '00'.repeat(32), dice: [7, 7, 7] });
    expect(r.hashMatches).toBe(false);
    expect(r.diceMatch).toBe(false);
    expect(verifyDraw(SEED).hashMatches).toBeNull();
  });
  it('refuses a malformed seed', () => {
    expect(() => verifyDraw('xyz')).toThrow();
  });
});

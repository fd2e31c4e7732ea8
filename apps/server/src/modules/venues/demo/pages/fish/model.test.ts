import { describe, expect, it } from 'vitest';
import {
  aimAngle,
  createFireLimiter,
  fishAt,
  fishLength,
  insideFish,
  pickWeighted,
  spawnWeights,
} from './model.ts';

const KINDS = [
  { id: 'a', multiplier: 2 },
  { id: 'b', multiplier: 20 },
  { id: 'c', multiplier: 200 },
];

describe('fishing page model', () => {
  it('makes bigger fish longer and rarer', () => {
    expect(fishLength(2)).toBe(40);
    expect(fishLength(200)).toBeGreaterThan(fishLength(20));
    const w = spawnWeights(KINDS);
    expect(w[0]!).toBeGreaterThan(w[1]!);
    expect(w[1]!).toBeGreaterThan(w[2]!);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(pickWeighted(w, 0)).toBe(0);
    expect(pickWeighted(w, 0.999999)).toBe(2);
  });
  it('hit-tests rotated ellipses and prefers the fish on top', () => {
    const flat = { uid: 1, x: 100, y: 100, rx: 40, ry: 10, angle: 0 };
    expect(insideFish(flat, 135, 100, 0)).toBe(true);
    expect(insideFish(flat, 100, 125, 0)).toBe(false);
    const upright = { ...flat, uid: 2, angle: Math.PI / 2 };
    expect(insideFish(upright, 100, 135, 0)).toBe(true);
    expect(insideFish(upright, 135, 100, 0)).toBe(false);
    const over = { uid: 3, x: 110, y: 100, rx: 20, ry: 20, angle: 0 };
    expect(fishAt([flat, over], 112, 100)?.uid).toBe(3);
    expect(fishAt([flat, over], 70, 100)?.uid).toBe(1);
    expect(fishAt([flat, over], 300, 300)).toBeNull();
  });
  it('aims from straight up and clamps near the horizon', () => {
    expect(aimAngle(100, 200, 100, 0)).toBeCloseTo(0);
    expect(aimAngle(100, 200, 300, 0)).toBeCloseTo(Math.PI / 4);
    expect(aimAngle(100, 200, 0, 210)).toBeCloseTo((-80 * Math.PI) / 180);
  });
  it('limits the fire rate and the unanswered shots', () => {
    const limiter = createFireLimiter(250, 2);
    expect(limiter.tryFire(0)).toBe(true);
    expect(limiter.tryFire(100)).toBe(false);
    expect(limiter.tryFire(250)).toBe(true);
    expect(limiter.tryFire(600)).toBe(false);
    limiter.done();
    expect(limiter.tryFire(600)).toBe(true);
    expect(limiter.inFlight).toBe(2);
  });
});

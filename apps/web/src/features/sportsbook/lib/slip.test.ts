import { describe, expect, it } from 'vitest';
import {
  oddsMove,
  parlayProblem,
  policyAccepts,
  potentialReturn,
  type SlipLeg,
  stakeProblem,
  toggleLeg,
  totalOddsK,
} from './slip.ts';

const leg = (selectionId: number, matchId: number, oddsK = 1950): SlipLeg => ({
  selectionId,
  marketId: selectionId * 10,
  matchId,
  oddsK,
  version: 1,
  live: false,
  home: 'A',
  away: 'B',
  marketType: '1x2',
  period: 'ft',
  line: null,
  code: 'home',
});

describe('slip legs', () => {
  it('adds and removes a selection', () => {
    const added = toggleLeg([], leg(1, 1), 'single');
    expect(added.legs).toHaveLength(1);
    expect(toggleLeg(added.legs, leg(1, 1), 'single').legs).toHaveLength(0);
  });

  it('allows two selections of one match as singles, refuses them in a parlay', () => {
    const one = toggleLeg([], leg(1, 7), 'parlay').legs;
    expect(toggleLeg(one, leg(2, 7), 'single').legs).toHaveLength(2);
    const refused = toggleLeg(one, leg(2, 7), 'parlay');
    expect(refused.problem).toBe('sameMatch');
    expect(refused.legs).toBe(one);
  });

  it('refuses an eleventh parlay leg', () => {
    let legs: readonly SlipLeg[] = [];
    for (let i = 1; i <= 10; i++) legs = toggleLeg(legs, leg(i, i), 'parlay').legs;
    expect(legs).toHaveLength(10);
    const r = toggleLeg(legs, leg(11, 11), 'parlay');
    expect(r.problem).toBe('tooMany');
    expect(r.legs).toHaveLength(10);
  });

  it('checks a parlay: 2 to 10 legs of different matches', () => {
    expect(parlayProblem([leg(1, 1)])).toBe('tooFew');
    expect(parlayProblem([leg(1, 1), leg(2, 2)])).toBeNull();
    expect(parlayProblem([leg(1, 1), leg(2, 1)])).toBe('sameMatch');
    expect(parlayProblem(Array.from({ length: 11 }, (_, i) => leg(i, i)))).toBe('tooMany');
    expect(parlayProblem(Array.from({ length: 10 }, (_, i) => leg(i, i)))).toBeNull();
  });
});

describe('potential return', () => {
  it('is stake times the odds product, floored, in bigint minor units', () => {
    expect(potentialReturn(1_000_000n, [1950])).toBe(1_950_000n);
    // 100.0000 × 1.95 × 2.10 × 1.85 = 757.575 → 757.5750
    expect(potentialReturn(1_000_000n, [1950, 2100, 1850])).toBe(7_575_750n);
    // floored, never rounded: 0.0003 × 1.999 = 0.0005997
    expect(potentialReturn(3n, [1999])).toBe(5n);
  });

  it('stays exact far beyond float precision', () => {
    const stake = 123_456_789_012_345n;
    const odds = Array.from({ length: 10 }, () => 9999);
    const exact = (stake * 9999n ** 10n) / 1000n ** 10n;
    expect(potentialReturn(stake, odds)).toBe(exact);
    expect(totalOddsK([2000, 2000, 2000])).toBe(8000);
  });
});

describe('stake limits', () => {
  const limits = { minStake: 100_000n, maxStake: 100_000_000n, maxPayout: 500_000_000n };
  it('names the first broken limit', () => {
    expect(stakeProblem(null, [1950], limits, null)).toBe('empty');
    expect(stakeProblem(99_999n, [1950], limits, null)).toBe('belowMin');
    expect(stakeProblem(100_000n, [1950], limits, null)).toBeNull();
    expect(stakeProblem(100_000_001n, [1950], limits, null)).toBe('aboveMax');
    expect(stakeProblem(100_000_000n, [6000], limits, null)).toBe('overPayout');
    expect(stakeProblem(100_000_000n, [5000], limits, null)).toBeNull();
    expect(stakeProblem(200_000n, [1950], limits, 199_999n)).toBe('overBalance');
  });
});

describe('odds changes', () => {
  it('shows the direction and whether the policy takes it', () => {
    expect(oddsMove(1950, 2000)).toBe('up');
    expect(oddsMove(1950, 1900)).toBe('down');
    expect(oddsMove(1950, 1950)).toBeNull();
    expect(policyAccepts('any', 1950, 1800)).toBe(true);
    expect(policyAccepts('better', 1950, 2000)).toBe(true);
    expect(policyAccepts('better', 1950, 1900)).toBe(false);
    expect(policyAccepts('none', 1950, 2000)).toBe(false);
    expect(policyAccepts('none', 1950, 1950)).toBe(true);
  });
});

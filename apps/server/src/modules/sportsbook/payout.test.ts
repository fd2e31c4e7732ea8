import { OUTCOMES, type Outcome } from '@houseline/shared/sportsbook/markets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betOutcome,
  cashoutPrice,
  legFactor,
  parlayOddsK,
  parlayPayout,
  potentialReturn,
  singlePayout,
  validStake,
} from './payout.ts';

const U = 10_000n; // one currency unit in minor units

describe('legFactor', () => {
  it.each([
    ['win', 1950, 3900n],
    ['half_win', 1950, 2950n],
    ['push', 1950, 2000n],
    ['void', 1950, 2000n],
    ['half_lose', 1950, 1000n],
    ['lose', 1950, 0n],
  ] as [Outcome, number, bigint][])('%s at %s → %s/2000', (outcome, oddsK, num) => {
    expect(legFactor(outcome, oddsK)).toEqual({ num, den: 2000n });
  });
  it('refuses odds not above 1', () => {
    expect(() => legFactor('win', 1000)).toThrow();
    expect(() => legFactor('win', 1950.5)).toThrow();
  });
});

describe('singlePayout', () => {
  it.each([
    [100n * U, 1950, 'win', 195n * U],
    [100n * U, 1950, 'half_win', 147n * U + 5000n],
    [100n * U, 1950, 'push', 100n * U],
    [100n * U, 1950, 'void', 100n * U],
    [100n * U, 1950, 'half_lose', 50n * U],
    [100n * U, 1950, 'lose', 0n],
    [1n, 1950, 'win', 1n], // floor(1.95)
    [3n, 1001, 'half_lose', 1n], // floor(1.5)
    [7n, 1333, 'win', 9n], // floor(9.331)
    [7n, 1333, 'half_win', 8n], // floor(8.1655)
  ] as [bigint, number, Outcome, bigint][])('%s at %s %s → %s', (stake, oddsK, outcome, expected) => {
    expect(singlePayout(stake, oddsK, outcome)).toBe(expected);
  });
});

describe('parlayPayout', () => {
  it.each([
    [
      [1950, 'win'],
      [2100, 'win'],
    ],
    [
      [1950, 'win'],
      [2100, 'half_win'],
    ],
    [
      [1950, 'half_lose'],
      [2100, 'win'],
    ],
    [
      [1950, 'void'],
      [2100, 'win'],
    ],
    [
      [1950, 'lose'],
      [2100, 'win'],
    ],
  ] as [number, Outcome][][])('%j × %j', (...pairs) => {
    const legs = pairs.map(([oddsK, outcome]) => ({ oddsK, outcome }));
    const expected: Record<string, bigint> = {
      'win,win': 409n * U + 5000n, // 100 · 1.95 · 2.1 = 409.5
      'win,half_win': 302n * U + 2500n, // 100 · 1.95 · 1.55 = 302.25
      'half_lose,win': 105n * U, // 100 · 0.5 · 2.1
      'void,win': 210n * U,
      'lose,win': 0n,
    };
    expect(parlayPayout(100n * U, legs)).toBe(expected[legs.map((l) => l.outcome).join(',')]);
  });
  it('floors once at the end, not per leg', () => {
    // 1 minor unit at 1.5 × 1.5 = 2.25 → 2; per-leg flooring would give floor(floor(1.5)·1.5) = 1.
    expect(
      parlayPayout(1n, [
        { oddsK: 1500, outcome: 'win' },
        { oddsK: 1500, outcome: 'win' },
      ]),
    ).toBe(2n);
  });
});

describe('parlayOddsK and potentialReturn', () => {
  it('multiplies and floors to thousandths', () => {
    expect(parlayOddsK([1950])).toBe(1950n);
    expect(parlayOddsK([1950, 2100])).toBe(4095n);
    expect(parlayOddsK([1333, 1333])).toBe(1776n); // 1.776889
    expect(parlayOddsK(Array(10).fill(101_000))).toBe(101n ** 10n * 1000n);
  });
  it('potential return is floor(stake · Π odds)', () => {
    expect(potentialReturn(100n * U, [1950])).toBe(195n * U);
    expect(potentialReturn(100n * U, [1950, 2100])).toBe(409n * U + 5000n);
    expect(potentialReturn(1n, [1333, 1333])).toBe(1n);
    expect(potentialReturn(7n, [1500, 1500])).toBe(15n); // 15.75
  });
});

describe('validStake', () => {
  it.each([
    ['single', ['win'], 100n],
    ['single', ['lose'], 100n],
    ['single', ['half_win'], 50n],
    ['single', ['half_lose'], 50n],
    ['single', ['push'], 0n],
    ['single', ['void'], 0n],
    ['parlay', ['win', 'lose'], 100n],
    ['parlay', ['half_win', 'push'], 100n],
    ['parlay', ['push', 'void'], 0n],
    ['parlay', ['void', 'void'], 0n],
  ] as ['single' | 'parlay', Outcome[], bigint][])('%s %j → %s', (kind, outcomes, expected) => {
    expect(validStake(kind, 100n, outcomes)).toBe(expected);
  });
  it('halves an odd stake down', () => expect(validStake('single', 3n, ['half_win'])).toBe(1n));
});

describe('betOutcome', () => {
  const legs = (...ls: [number, Outcome][]) => ls.map(([oddsK, outcome]) => ({ oddsK, outcome }));
  it.each([
    [legs([1950, 'half_win']), 'half_win'],
    [legs([1950, 'win'], [2000, 'lose']), 'lose'],
    [legs([1950, 'void'], [2000, 'void']), 'void'],
    [legs([1950, 'void'], [2000, 'push']), 'push'],
    [legs([1950, 'win'], [2000, 'void']), 'win'],
    [legs([1950, 'half_win'], [2000, 'push']), 'win'],
    [legs([1950, 'half_lose'], [1500, 'void']), 'half_lose'],
    [legs([3000, 'win'], [1500, 'half_lose']), 'win'], // 3 · 0.5 = 1.5
    [legs([2000, 'win'], [1500, 'half_lose']), 'push'], // 2 · 0.5 = 1
    [legs([1900, 'win'], [1500, 'half_lose']), 'half_lose'], // 0.95
  ] as [ReturnType<typeof legs>, Outcome][])('%j → %s', (ls, expected) => {
    expect(betOutcome(ls)).toBe(expected);
  });
});

describe('cashoutPrice', () => {
  it('prices open legs at bet/now odds, settled legs at their factor, less the margin', () => {
    // 100 · 2.0 (won leg) · 2.0/1.5 · 0.95 = 253.333…
    expect(
      cashoutPrice({
        stake: 100n * U,
        legs: [
          { oddsKBet: 2000, oddsKNow: null, outcome: 'win' },
          { oddsKBet: 2000, oddsKNow: 1500, outcome: null },
        ],
        marginBp: 500,
      }),
    ).toBe(2_533_333n);
    expect(
      cashoutPrice({
        stake: 100n * U,
        legs: [{ oddsKBet: 1950, oddsKNow: 1950, outcome: null }],
        marginBp: 500,
      }),
    ).toBe(95n * U);
  });
  it('is not offered on a lost leg, a fully settled bet or an unpriced open leg', () => {
    const base = { stake: 100n * U, marginBp: 500 };
    const open = { oddsKBet: 2000, oddsKNow: 1800, outcome: null };
    expect(
      cashoutPrice({ ...base, legs: [open, { oddsKBet: 2000, oddsKNow: null, outcome: 'lose' }] }),
    ).toBeNull();
    expect(cashoutPrice({ ...base, legs: [{ oddsKBet: 2000, oddsKNow: null, outcome: 'win' }] })).toBeNull();
    expect(
      cashoutPrice({ ...base, legs: [open, { oddsKBet: 2000, oddsKNow: null, outcome: null }] }),
    ).toBeNull();
  });
});

describe('payout properties', () => {
  const oddsK = fc.integer({ min: 1001, max: 200_000 });
  const stake = fc.bigInt({ min: 0n, max: 10n ** 12n });
  const outcome = fc.constantFrom(...OUTCOMES);
  const leg = fc.record({ oddsK, outcome });
  const legsArb = fc.array(leg, { minLength: 1, maxLength: 10 });

  it('is never negative', () => {
    fc.assert(
      fc.property(stake, legsArb, (s, ls) => {
        expect(parlayPayout(s, ls) >= 0n).toBe(true);
      }),
    );
  });
  it('a parlay of one leg equals the single', () => {
    fc.assert(
      fc.property(stake, leg, (s, l) => {
        expect(parlayPayout(s, [l])).toBe(singlePayout(s, l.oddsK, l.outcome));
      }),
    );
  });
  it('a parlay with every leg void pays the stake back', () => {
    fc.assert(
      fc.property(stake, fc.array(oddsK, { minLength: 1, maxLength: 10 }), (s, ks) => {
        expect(
          parlayPayout(
            s,
            ks.map((k) => ({ oddsK: k, outcome: 'void' as const })),
          ),
        ).toBe(s);
      }),
    );
  });
  it('the order of legs does not change the payout', () => {
    fc.assert(
      fc.property(stake, legsArb, fc.integer(), (s, ls, seed) => {
        const shuffled = [...ls].sort((a, b) => ((a.oddsK * 31 + seed) % 97) - ((b.oddsK * 31 + seed) % 97));
        expect(parlayPayout(s, shuffled)).toBe(parlayPayout(s, ls));
        expect(parlayPayout(s, [...ls].reverse())).toBe(parlayPayout(s, ls));
      }),
    );
  });
  it('win ≥ half_win ≥ stake ≥ half_lose ≥ lose = 0', () => {
    fc.assert(
      fc.property(stake, oddsK, (s, k) => {
        const p = (o: Outcome) => singlePayout(s, k, o);
        expect(p('win') >= p('half_win')).toBe(true);
        expect(p('half_win') >= s).toBe(true);
        expect(p('push')).toBe(s);
        expect(s >= p('half_lose')).toBe(true);
        expect(p('half_lose') >= p('lose')).toBe(true);
        expect(p('lose')).toBe(0n);
      }),
    );
  });
  it('an all-win parlay pays the potential return', () => {
    fc.assert(
      fc.property(stake, fc.array(oddsK, { minLength: 1, maxLength: 10 }), (s, ks) => {
        expect(
          parlayPayout(
            s,
            ks.map((k) => ({ oddsK: k, outcome: 'win' as const })),
          ),
        ).toBe(potentialReturn(s, ks));
      }),
    );
  });
  it('a cash-out price lies between 0 and the potential return', () => {
    const cashLeg = fc.record({
      oddsKBet: oddsK,
      oddsKNow: fc.option(oddsK, { nil: null }),
      outcome: fc.option(fc.constantFrom<Outcome>('win', 'half_win', 'push', 'void', 'half_lose'), {
        nil: null,
      }),
    });
    fc.assert(
      fc.property(
        stake,
        fc.array(cashLeg, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 10_000 }),
        (s, ls, m) => {
          const legs = ls.map((l) => (l.outcome !== null ? { ...l, oddsKNow: null } : l));
          const price = cashoutPrice({ stake: s, legs, marginBp: m });
          if (price === null) return;
          expect(price >= 0n).toBe(true);
          expect(
            price <=
              potentialReturn(
                s,
                legs.map((l) => l.oddsKBet),
              ),
          ).toBe(true);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coveredAmount, type HedgeBet, netValidStakes } from './hedge.ts';

const PB = ['player', 'banker'] as const;
const X12 = ['home', 'draw', 'away'] as const;
type Side = 'player' | 'banker' | 'tie';

const bet = <K extends string>(id: number, outcome: K, valid: bigint): HedgeBet<K> => ({
  id: BigInt(id),
  outcome,
  valid,
});
const total = (m: Map<bigint, bigint>) => [...m.values()].reduce((a, b) => a + b, 0n);

describe('netValidStakes', () => {
  it('player 100 + banker 100 in one round is no turnover; 150 against 100 is 50', () => {
    expect(total(netValidStakes(PB, [bet(1, 'player', 100n), bet(2, 'banker', 100n)]))).toBe(0n);
    const net = netValidStakes(PB, [bet(1, 'player', 150n), bet(2, 'banker', 100n)]);
    expect([...net]).toEqual([
      [1n, 50n],
      [2n, 0n],
    ]);
  });

  it('a one-sided member and side bets count in full', () => {
    const one = [bet(1, 'player', 100n), bet(2, 'player', 40n)];
    expect(total(netValidStakes(PB, one))).toBe(140n);
    const side = netValidStakes<Side>(PB, [
      bet(1, 'player', 100n),
      bet(2, 'banker', 100n),
      bet(3, 'tie', 30n),
    ]);
    expect(side.get(3n)).toBe(30n);
    expect(total(side)).toBe(30n);
  });

  it('home, draw and away covered leave only what exceeds the smallest; two of three count in full', () => {
    const all = [bet(1, 'home', 100n), bet(2, 'draw', 60n), bet(3, 'away', 100n)];
    expect(coveredAmount(X12, all)).toBe(60n);
    expect(total(netValidStakes(X12, all))).toBe(80n);
    const two = [bet(1, 'home', 100n), bet(3, 'away', 100n)];
    expect(total(netValidStakes(X12, two))).toBe(200n);
  });

  it('takes the covered amount from the latest bets of an outcome first', () => {
    const net = netValidStakes(PB, [bet(1, 'player', 70n), bet(5, 'player', 50n), bet(3, 'banker', 60n)]);
    expect(net.get(5n)).toBe(0n);
    expect(net.get(1n)).toBe(60n);
    expect(net.get(3n)).toBe(0n);
  });

  const bets = fc.array(
    fc.record({
      id: fc.integer({ min: 1, max: 1_000_000 }),
      outcome: fc.constantFrom('home', 'draw', 'away', 'other'),
      valid: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    }),
    { maxLength: 12 },
  );
  const unique = (list: { id: number; outcome: string; valid: bigint }[]) => {
    const seen = new Set<number>();
    return list
      .filter((b) => !seen.has(b.id) && seen.add(b.id))
      .map((b) => bet(b.id, b.outcome as 'home' | 'draw' | 'away' | 'other', b.valid));
  };

  it('never counts more than the stakes, never below zero, and leaves one outcome uncovered', () => {
    fc.assert(
      fc.property(bets, (raw) => {
        const list = unique(raw);
        const net = netValidStakes(X12, list);
        for (const b of list) {
          const v = net.get(b.id)!;
          expect(v >= 0n && v <= b.valid).toBe(true);
        }
        const before = list.reduce((a, b) => a + b.valid, 0n);
        // Exactly the covered amount on each opposed outcome comes off.
        expect(total(net)).toBe(before - 3n * coveredAmount(X12, list));
        // After netting, some opposed outcome holds nothing: no position is covered twice.
        expect(
          coveredAmount(
            X12,
            [...net].map(([id, valid]) => ({ id, valid, outcome: outcomeOf(list, id) })),
          ),
        ).toBe(0n);
      }),
    );
  });

  it('does not depend on the order the bets come in', () => {
    fc.assert(
      fc.property(bets, fc.integer(), (raw, seed) => {
        const list = unique(raw);
        const shuffled = [...list].sort(
          (a, b) => ((Number(a.id) * 7919 + seed) % 101) - ((Number(b.id) * 7919 + seed) % 101),
        );
        expect(netValidStakes(X12, shuffled)).toEqual(netValidStakes(X12, list));
      }),
    );
  });
});

function outcomeOf<K extends string>(list: readonly HedgeBet<K>[], id: bigint): K {
  return list.find((b) => b.id === id)!.outcome;
}

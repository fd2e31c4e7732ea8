import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import { describe, expect, it } from 'vitest';
import {
  amountInput,
  betLines,
  chipValues,
  clear,
  confirmed,
  double,
  EMPTY_SLIP,
  forRound,
  onFelt,
  place,
  repeat,
  type Slip,
  type SlipChange,
  settle,
  shownLimits,
  undo,
  withServerBets,
} from './bet-slip.ts';

const U = 10_000n;
const LIMITS = { minBet: 10n * U, maxBet: 500n * U, maxPerRound: 800n * U, balance: 1_000n * U };

function ok(change: SlipChange): Slip {
  if (!change.ok) throw new Error(`refused: ${change.reason}`);
  return change.slip;
}

const start = forRound(EMPTY_SLIP, 7);

describe('chipValues', () => {
  it('starts at the minimum and stays within the maximum, at most six chips', () => {
    expect(chipValues(10n * U, 5_000n * U)).toHaveLength(6);
    expect(chipValues(10n * U, 5_000n * U)[0]).toBe(10n * U);
    expect(chipValues(10n * U, 5_000n * U).at(-1)).toBe(5_000n * U);
    expect(chipValues(10n * U, 100n * U)).toEqual([10n, 20n, 50n, 100n].map((v) => v * U));
    expect(chipValues(15n * U, 30n * U)).toEqual([15n * U, 20n * U]);
    for (const [min, max] of [
      [1n, 100_000n],
      [100n, 50_000n],
      [5n, 5n],
    ] as const) {
      const chips = chipValues(min * U, max * U);
      expect(chips.length).toBeLessThanOrEqual(6);
      expect(chips.every((c) => c >= min * U && c <= max * U)).toBe(true);
      expect([...chips].sort((a, b) => (a < b ? -1 : 1))).toEqual(chips);
    }
  });
});

describe('the slip', () => {
  it('places chips, undoes the last, clears the rest', () => {
    let slip = ok(place(start, 'player', 10n * U, LIMITS));
    slip = ok(place(slip, 'player', 50n * U, LIMITS));
    slip = ok(place(slip, 'tie', 10n * U, LIMITS));
    expect(onFelt(slip)).toEqual({ player: 60n * U, tie: 10n * U });
    slip = undo(slip);
    expect(onFelt(slip)).toEqual({ player: 60n * U });
    expect(clear(slip).pending).toEqual([]);
  });

  it('refuses a chip over the side limit, the round limit or the balance, leaving the slip as it was', () => {
    const slip = ok(place(start, 'banker', 500n * U, LIMITS));
    expect(place(slip, 'banker', 10n * U, LIMITS)).toEqual({ ok: false, reason: 'maxBet' });
    const two = ok(place(slip, 'player', 300n * U, LIMITS));
    expect(place(two, 'tie', 10n * U, LIMITS)).toEqual({ ok: false, reason: 'maxPerRound' });
    expect(place(start, 'player', 100n * U, { ...LIMITS, balance: 50n * U })).toEqual({
      ok: false,
      reason: 'balance',
    });
  });

  it('counts confirmed bets against the limits but not against the balance', () => {
    const slip = confirmed(start, 7, [{ side: 'banker', stake: '450.0000' }]);
    expect(place(slip, 'banker', 100n * U, LIMITS)).toEqual({ ok: false, reason: 'maxBet' });
    expect(ok(place(slip, 'player', 100n * U, { ...LIMITS, balance: 100n * U })).pending).toHaveLength(1);
  });

  it('doubles everything on the felt, confirmed bets included', () => {
    let slip = confirmed(start, 7, [{ side: 'player', stake: '100.0000' }]);
    slip = ok(place(slip, 'tie', 10n * U, LIMITS));
    slip = ok(double(slip, LIMITS));
    expect(onFelt(slip)).toEqual({ player: 200n * U, tie: 20n * U });
    expect(betLines(slip)).toEqual([
      { side: 'tie', amount: '20' },
      { side: 'player', amount: '100' },
    ]);
    expect(double(start, LIMITS)).toEqual({ ok: false, reason: 'nothing' });
    expect(double(ok(place(start, 'player', 300n * U, LIMITS)), LIMITS)).toEqual({
      ok: false,
      reason: 'maxBet',
    });
  });

  it("repeats the last round's bets on the next round", () => {
    expect(repeat(start, LIMITS)).toEqual({ ok: false, reason: 'nothing' });
    let slip = confirmed(start, 7, [
      { side: 'banker', stake: '100.0000' },
      { side: 'banker_pair', stake: '10.0000' },
    ]);
    slip = forRound(slip, 8);
    expect(slip.confirmed).toEqual({});
    slip = ok(repeat(slip, LIMITS));
    expect(onFelt(slip)).toEqual({ banker: 100n * U, banker_pair: 10n * U });
    // A round without bets keeps the memory of the last one with bets.
    expect(forRound(forRound(slip, 9), 10).lastRound).toEqual({ banker: 100n * U, banker_pair: 10n * U });
  });

  it("takes the server's bets for the current round, and drops the chips of a round gone by", () => {
    let slip = ok(place(start, 'player', 10n * U, LIMITS));
    slip = withServerBets(slip, 7, [{ side: 'banker', stake: '20.0000' }]);
    expect(onFelt(slip)).toEqual({ banker: 20n * U, player: 10n * U });
    slip = forRound(slip, 8);
    expect(slip.pending).toEqual([]);
    expect(slip.lastRound).toEqual({ banker: 20n * U });
  });

  it('a table answer older than a confirm does not take the confirmed bets off the felt', () => {
    let slip = confirmed(start, 7, [{ side: 'banker', stake: '30.0000' }]);
    slip = withServerBets(slip, 7, []);
    expect(slip.confirmed).toEqual({ banker: 30n * U });
    slip = withServerBets(slip, 7, [
      { side: 'banker', stake: '30.0000' },
      { side: 'tie', stake: '10.0000' },
    ]);
    expect(slip.confirmed).toEqual({ banker: 30n * U, tie: 10n * U });
  });
});

describe('amounts and settlement', () => {
  it('writes amounts as the request field wants them', () => {
    expect(amountInput(10n * U)).toBe('10');
    expect(amountInput(12_3400n)).toBe('12.34');
    expect(amountInput(5_0500n)).toBe('5.05');
  });

  const banker6: HandOutcome = {
    winner: 'banker',
    playerTotal: 5,
    bankerTotal: 6,
    playerPair: false,
    bankerPair: true,
    natural: false,
    bankerSix: true,
  };

  it('settles with the engine: banker 0.95:1, or half on a six without commission; pairs 11:1', () => {
    expect(settle({ banker: 100n * U }, banker6, false)).toEqual({
      staked: 100n * U,
      returned: 195n * U,
      net: 95n * U,
    });
    expect(settle({ banker: 100n * U }, banker6, true).net).toBe(50n * U);
    expect(settle({ banker_pair: 10n * U, player: 10n * U }, banker6, false)).toEqual({
      staked: 20n * U,
      returned: 120n * U,
      net: 100n * U,
    });
  });
});

describe('shownLimits', () => {
  const table = { minBet: '50.0000', maxBet: '3000.0000', maxPerRound: '6000.0000' };
  const own = { minBet: '10.0000', maxBet: '5000.0000', maxPerRound: '10000.0000' };
  it("holds a bet to the open round's own limits, and to the table's new ones otherwise", () => {
    expect(shownLimits(table, { phase: 'betting', limits: own })).toEqual(own);
    expect(shownLimits(table, { phase: 'dealing', limits: own })).toEqual(own);
    expect(shownLimits(table, { phase: 'settled', limits: own })).toEqual(table);
    expect(shownLimits(table, null)).toEqual(table);
    // a round dealt before limits were kept per round
    expect(shownLimits(table, { phase: 'betting' })).toEqual(table);
  });
});

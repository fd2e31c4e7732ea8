import type { LiveRound, LiveTable } from '@houseline/shared/api/contract/live-tables';
import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import { describe, expect, it } from 'vitest';
import { applyRound, isLaterRound, mergeTable } from './round-state.ts';

const BANKER: HandOutcome = {
  winner: 'banker',
  playerTotal: 3,
  bankerTotal: 7,
  playerPair: false,
  bankerPair: false,
  natural: false,
  bankerSix: false,
};
const PLAYER: HandOutcome = { ...BANKER, winner: 'player', playerTotal: 8, bankerTotal: 2, natural: true };

function round(over: Partial<LiveRound> = {}): LiveRound {
  return {
    tableId: 1,
    shoeId: 5,
    roundId: 100,
    handNo: 3,
    phase: 'betting',
    bettingClosesAt: '2026-11-24T04:00:15.000Z',
    cards: [],
    outcome: null,
    at: 1_000,
    ...over,
  };
}

const dealing = (n: number, over: Partial<LiveRound> = {}) =>
  round({
    phase: 'dealing',
    cards: Array.from({ length: n }, (_, i) => ({ to: i % 2 === 0 ? 'player' : 'banker', card: '9S' })),
    at: 2_000 + n,
    ...over,
  });
const settled = (outcome: HandOutcome, over: Partial<LiveRound> = {}) =>
  round({ ...dealing(4), phase: 'settled', outcome, at: 3_000, ...over });

function table(over: Partial<LiveTable> = {}): LiveTable {
  return {
    id: 1,
    name: '百家乐 A',
    noCommission: false,
    open: true,
    minBet: '10.0000',
    maxBet: '5000.0000',
    maxPerRound: '10000.0000',
    bettingSeconds: 15,
    round: round(),
    shoe: {
      id: 5,
      seedHash: 'ab'.repeat(32),
      nonce: 'n',
      seed: null,
      handsDealt: 2,
      status: 'playing',
      startedAt: '2026-11-24T03:00:00.000Z',
      endedAt: null,
    },
    outcomes: [BANKER, PLAYER],
    ...over,
  };
}

describe('isLaterRound', () => {
  it('orders by shoe, then round, then phase, then cards, then server time', () => {
    expect(isLaterRound(round(), null)).toBe(true);
    expect(isLaterRound(round({ shoeId: 6, roundId: 1 }), round())).toBe(true);
    expect(isLaterRound(round({ roundId: 101 }), round())).toBe(true);
    expect(isLaterRound(round({ roundId: 99, phase: 'settled' }), round())).toBe(false);
    expect(isLaterRound(dealing(1), round())).toBe(true);
    expect(isLaterRound(round(), dealing(1))).toBe(false);
    expect(isLaterRound(dealing(3), dealing(2))).toBe(true);
    expect(isLaterRound(dealing(2), dealing(3))).toBe(false);
    expect(isLaterRound(settled(BANKER), dealing(6))).toBe(true);
    expect(isLaterRound(round({ phase: 'void' }), dealing(2))).toBe(true);
    expect(isLaterRound(round({ at: 1_001 }), round())).toBe(true);
    expect(isLaterRound(round(), round())).toBe(false);
  });
});

describe('applyRound', () => {
  it('reveals the cards one by one as snapshots arrive', () => {
    let state = mergeTable(undefined, table());
    for (let n = 1; n <= 5; n += 1) {
      state = applyRound(state, dealing(n));
      expect(state.round?.cards).toHaveLength(n);
    }
  });

  it('ignores an older snapshot that arrives late (a card behind the next, a betting push behind dealing)', () => {
    let state = mergeTable(undefined, table());
    state = applyRound(state, dealing(3));
    const held = state;
    expect(applyRound(state, dealing(2))).toBe(held);
    expect(applyRound(state, round())).toBe(held);
    state = applyRound(state, settled(BANKER));
    expect(applyRound(state, dealing(5)).round?.phase).toBe('settled');
    // The previous round's settlement arriving after the next round opened changes nothing.
    const next = applyRound(state, round({ roundId: 101, handNo: 4 }));
    expect(applyRound(next, settled(PLAYER, { roundId: 100 }))).toBe(next);
  });

  it('adds each settled hand to the road once, whatever repeats', () => {
    let state = mergeTable(undefined, table());
    expect(state.outcomes).toEqual([BANKER, PLAYER]);
    state = applyRound(state, settled(BANKER));
    state = applyRound(state, settled(BANKER, { at: 3_500 }));
    expect(state.outcomes).toEqual([BANKER, PLAYER, BANKER]);
    state = applyRound(state, round({ roundId: 101, handNo: 4 }));
    state = applyRound(state, settled(PLAYER, { roundId: 101, handNo: 4 }));
    expect(state.outcomes).toEqual([BANKER, PLAYER, BANKER, PLAYER]);
  });

  it('a void round adds nothing to the road', () => {
    let state = mergeTable(undefined, table());
    state = applyRound(state, round({ phase: 'void', at: 4_000 }));
    expect(state.outcomes).toHaveLength(2);
    expect(state.countedThrough).toBe(100);
  });

  it('starts an empty road with a new shoe', () => {
    let state = mergeTable(undefined, table());
    state = applyRound(state, round({ shoeId: 6, roundId: 120, handNo: 1 }));
    expect(state).toMatchObject({ shoeId: 6, outcomes: [], complete: true });
    state = applyRound(state, settled(PLAYER, { shoeId: 6, roundId: 120, handNo: 1 }));
    expect(state.outcomes).toEqual([PLAYER]);
    // A late push of the old shoe is ignored.
    expect(applyRound(state, settled(BANKER, { roundId: 119 }))).toBe(state);
  });

  it('a push before the first GET of a shoe under way marks the road incomplete', () => {
    const state = applyRound(undefined, dealing(2));
    expect(state).toMatchObject({ shoeId: 5, outcomes: [], complete: false });
  });
});

describe('mergeTable', () => {
  it('a GET answered after a later push keeps the push', () => {
    let state = mergeTable(undefined, table());
    state = applyRound(state, settled(BANKER));
    const merged = mergeTable(state, table({ round: dealing(4) }));
    expect(merged.round?.phase).toBe('settled');
    expect(merged.outcomes).toEqual([BANKER, PLAYER, BANKER]);
  });

  it('a later GET replaces what the pushes built, and completes a road first seen through a push', () => {
    const pushed = applyRound(undefined, settled(PLAYER));
    expect(pushed.complete).toBe(false);
    const merged = mergeTable(pushed, table({ round: settled(PLAYER), outcomes: [BANKER, PLAYER, PLAYER] }));
    expect(merged).toMatchObject({ complete: true, outcomes: [BANKER, PLAYER, PLAYER], countedThrough: 100 });
  });

  it('a GET of an older shoe changes nothing; of a newer shoe replaces everything', () => {
    const state = applyRound(mergeTable(undefined, table()), round({ shoeId: 6, roundId: 120, handNo: 1 }));
    expect(mergeTable(state, table())).toBe(state);
    const newer = table({
      round: round({ shoeId: 7, roundId: 200, handNo: 1 }),
      shoe: { ...table().shoe, id: 7 },
      outcomes: [],
    });
    expect(mergeTable(state, newer)).toMatchObject({ shoeId: 7, outcomes: [] });
  });
});

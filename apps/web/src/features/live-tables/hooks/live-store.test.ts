import type { LiveRound } from '@houseline/shared/api/contract/live-tables';
import { describe, expect, it } from 'vitest';
import { useLiveStore } from './live-store.ts';

const round = (over: Partial<LiveRound>): LiveRound => ({
  tableId: 3,
  shoeId: 1,
  roundId: 10,
  handNo: 1,
  phase: 'betting',
  bettingClosesAt: '2026-11-24T04:00:15.000Z',
  cards: [],
  outcome: null,
  at: 0,
  ...over,
});

describe('the live store', () => {
  it('keeps the later snapshot per table and the closest server clock offset', () => {
    const { push } = useLiveStore.getState();
    push(round({ at: 10_500 }), 10_000); // 500 ms ahead, less the delay
    push(round({ phase: 'dealing', cards: [{ to: 'player', card: 'AS' }], at: 11_600 }), 11_000);
    // A late snapshot (an older state, sent long ago) moves neither the round nor the clock.
    push(round({ at: 9_000 }), 12_000);
    const state = useLiveStore.getState();
    expect(state.tables[3]?.round?.phase).toBe('dealing');
    expect(state.clockOffsetMs).toBe(600);
  });
});

import type { LiveRound, LiveTable } from '@houseline/shared/api/contract/live-tables';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LIVE_KEYS } from '../api/live-keys.ts';
import { applyTableState, useLiveStore } from './live-store.ts';

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

describe('applyTableState', () => {
  it("writes an operator's change into the lobby's and the table's cached answers, other tables untouched", () => {
    const client = new QueryClient();
    const shoe = {
      id: 1,
      seedHash: 'h',
      nonce: 'n',
      seed: null,
      handsDealt: 0,
      status: 'playing' as const,
      startedAt: '2026-12-06T00:00:00.000Z',
      endedAt: null,
    };
    const base = { noCommission: false, bettingSeconds: 15, round: null, shoe, outcomes: [] };
    const table = (id: number) =>
      ({
        ...base,
        id,
        name: `T${id}`,
        open: true,
        minBet: '10.0000',
        maxBet: '5000.0000',
        maxPerRound: '10000.0000',
      }) as LiveTable;
    client.setQueryData(LIVE_KEYS.tables, { list: [table(1), table(2)] });
    client.setQueryData(LIVE_KEYS.table(1, true), { table: table(1), myBets: [] });
    applyTableState(client, {
      tableId: 1,
      open: false,
      minBet: '50.0000',
      maxBet: '3000.0000',
      maxPerRound: '6000.0000',
      bettingSeconds: 5,
      at: 1,
    });
    const lobby = client.getQueryData<{ list: LiveTable[] }>(LIVE_KEYS.tables)!.list;
    expect(lobby[0]).toMatchObject({
      open: false,
      minBet: '50.0000',
      maxBet: '3000.0000',
      bettingSeconds: 5,
    });
    expect(lobby[1]).toEqual(table(2));
    expect(client.getQueryData<{ table: LiveTable }>(LIVE_KEYS.table(1, true))!.table.open).toBe(false);
    // an answer not fetched stays unfetched
    expect(client.getQueryData(LIVE_KEYS.table(1, false))).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUp } from './__fixtures__/realtime-harness.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('public topics', () => {
  it('a guest following odds opens a socket, subscribes without auth and receives odds', () => {
    const onOdds = vi.fn();
    const { client, last } = setUp({ getTopics: () => ['odds'], onOdds });
    const guest = setUp({ getToken: () => null, getTopics: () => ['odds'], onOdds });
    guest.client.start();
    guest.last().open();
    expect(guest.last().messages()).toEqual([{ type: 'subscribe', topics: ['odds'] }]);
    const update = { at: 1, markets: [], matches: [] };
    guest.last().receive({ type: 'odds', data: update });
    expect(onOdds).toHaveBeenCalledWith(update);
    guest.client.stop();
    // A member authenticates first and subscribes once ready.
    client.start();
    last().open();
    last().receive({ type: 'ready' });
    expect(last().messages()).toEqual([
      { type: 'auth', token: 'token-0123456789abcdef' },
      { type: 'subscribe', topics: ['odds'] },
    ]);
  });

  it('a guest following the live tables subscribes to `live` and receives round snapshots', () => {
    const onLive = vi.fn();
    const guest = setUp({ getToken: () => null, getTopics: () => ['odds', 'live'], onLive });
    guest.client.start();
    guest.last().open();
    expect(guest.last().messages()).toEqual([{ type: 'subscribe', topics: ['odds', 'live'] }]);
    const round = {
      tableId: 1,
      shoeId: 2,
      roundId: 3,
      handNo: 4,
      phase: 'betting',
      bettingClosesAt: '2026-11-24T04:00:15.000Z',
      cards: [],
      outcome: null,
      at: 1,
    };
    guest.last().receive({ type: 'live', data: round });
    expect(onLive).toHaveBeenCalledWith(round);
    guest.client.stop();
  });

  it("hands on a table's new settings in the `live` stream's order, and none that is behind it", () => {
    const onLive = vi.fn();
    const onLiveTable = vi.fn();
    const guest = setUp({ getToken: () => null, getTopics: () => ['live'], onLive, onLiveTable });
    guest.client.start();
    guest.last().open();
    const state = (open: boolean) => ({
      tableId: 1,
      open,
      minBet: '10.0000',
      maxBet: '5000.0000',
      maxPerRound: '10000.0000',
      bettingSeconds: 15,
      at: 1,
    });
    guest.last().receive({ type: 'live-table', data: state(false), seq: 7, epoch: 'e1' });
    // an older event of the same stream (a replay that crossed a live push) is not applied
    guest.last().receive({ type: 'live-table', data: state(true), seq: 6, epoch: 'e1' });
    expect(onLiveTable.mock.calls).toEqual([[state(false)]]);
    expect(onLive).not.toHaveBeenCalled();
    guest.client.stop();
  });

  it('resumes where it stopped: sends its positions on reconnecting, applies nothing twice, and resyncs when told', () => {
    const onOdds = vi.fn();
    const onReady = vi.fn();
    const onResync = vi.fn();
    const onConnection = vi.fn();
    const guest = setUp({
      getToken: () => null,
      getTopics: () => ['odds'],
      onOdds,
      onReady,
      onResync,
      onConnection,
    });
    guest.client.start();
    guest.last().open();
    const update = (n: number) => ({ at: n, markets: [], matches: [] });
    guest.last().receive({ type: 'odds', data: update(1), seq: 41, epoch: 'e1' });
    guest.last().receive({ type: 'odds', data: update(2), seq: 42, epoch: 'e1' });
    guest.last().drop(1006);
    expect(onConnection).toHaveBeenLastCalledWith('reconnecting');
    vi.advanceTimersByTime(1_000);
    guest.last().open();
    expect(guest.last().messages()).toEqual([
      { type: 'subscribe', topics: ['odds'], since: { odds: { epoch: 'e1', seq: 42 } } },
    ]);
    expect(onReady).toHaveBeenLastCalledWith(true, ['odds']);
    expect(onConnection).toHaveBeenLastCalledWith('connected');
    // The replay overlaps what it had: only the new position is applied.
    guest.last().receive({ type: 'odds', data: update(2), seq: 42, epoch: 'e1' });
    guest.last().receive({ type: 'odds', data: update(3), seq: 45, epoch: 'e1' });
    expect(onOdds.mock.calls.map(([u]) => u.at)).toEqual([1, 2, 3]);
    // Too far behind: re-read, and take the next position as it comes.
    guest.last().receive({ type: 'resync', topics: ['odds'] });
    expect(onResync).toHaveBeenCalledWith(['odds']);
    guest.last().receive({ type: 'odds', data: update(4), seq: 3, epoch: 'e2' });
    expect(onOdds).toHaveBeenCalledTimes(4);
    guest.client.stop();
  });

  it('a guest following nothing stays closed', () => {
    const { client, sockets } = setUp({ getToken: () => null });
    client.start();
    expect(sockets).toHaveLength(0);
  });
});

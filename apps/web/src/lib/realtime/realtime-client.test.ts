import { afterEach, describe, expect, it, vi } from 'vitest';
import { BALANCE, setUp } from './__fixtures__/realtime-harness.ts';
import { reconnectDelayMs } from './realtime-client.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelayMs', () => {
  it('doubles from the initial delay up to the cap, half of it random', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelayMs(n, 1000, 30_000, 1))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(reconnectDelayMs(3, 1000, 30_000, 0)).toBe(4000);
    expect(reconnectDelayMs(1_000, 1000, 30_000, 0.5)).toBe(22_500);
  });
});

describe('realtime client', () => {
  it('authenticates with its first message, never in the address', () => {
    const { client, last } = setUp();
    client.start();
    expect(last().url).not.toContain('token');
    last().open();
    expect(last().messages()).toEqual([{ type: 'auth', token: 'token-0123456789abcdef' }]);
  });

  it('passes balance pushes on once ready', () => {
    const { client, last, onBalance } = setUp();
    client.start();
    last().open();
    last().receive({ type: 'ready' });
    expect(client.isReady()).toBe(true);
    last().receive({ type: 'balance', data: BALANCE });
    last().receive({ type: 'nonsense' });
    last().receiveRaw('{not json');
    expect(onBalance).toHaveBeenCalledTimes(1);
    expect(onBalance).toHaveBeenCalledWith(BALANCE);
  });

  it('passes unread-message counts on (issue 13)', () => {
    const onMessages = vi.fn();
    const { client, last } = setUp({ onMessages });
    client.start();
    last().open();
    last().receive({ type: 'ready' });
    last().receive({ type: 'messages', data: { unread: 3 } });
    expect(onMessages).toHaveBeenCalledWith({ unread: 3 });
  });

  it('pings every heartbeat and replaces a socket that stops answering', () => {
    const { client, sockets, last } = setUp();
    client.start();
    last().open();
    last().receive({ type: 'ready' });
    vi.advanceTimersByTime(30_000);
    expect(last().messages().at(-1)).toEqual({ type: 'ping' });
    last().receive({ type: 'pong' });
    vi.advanceTimersByTime(30_000);
    expect(
      last()
        .messages()
        .filter((m) => m.type === 'ping'),
    ).toHaveLength(2);
    // No pong this time: the next beat drops it and a reconnect follows.
    vi.advanceTimersByTime(30_000);
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(client.isReady()).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('tells when it is ready, and whether pushes may have been missed before', () => {
    const onReady = vi.fn();
    const { client, last } = setUp({ onReady });
    client.start();
    last().open();
    last().receive({ type: 'ready' });
    last().drop(1006);
    vi.advanceTimersByTime(1_000);
    last().open();
    last().receive({ type: 'ready' });
    expect(onReady.mock.calls).toEqual([
      [false, []],
      [true, []],
    ]);
  });

  it('reconnects with growing delays, and resets them after a successful connection', () => {
    const { client, sockets, last } = setUp();
    client.start();
    last().drop(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(1006);
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    last().receive({ type: 'ready' });
    last().drop(1001);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('stays closed after a refused token and says so', () => {
    const { client, sockets, last, onUnauthorised } = setUp();
    client.start();
    last().open();
    last().drop(4401);
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });

  it('stop() closes the socket, cancels a pending reconnect and the heartbeat', () => {
    const { client, sockets, last } = setUp();
    client.start();
    last().open();
    last().receive({ type: 'ready' });
    client.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    last().drop(1000);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.messages().filter((m) => m.type === 'ping')).toHaveLength(0);

    client.start();
    last().drop(1006);
    client.stop();
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(2);
  });

  it('does not connect without a token, and gives up reconnecting once the token is gone', () => {
    const { client, sockets, last, setToken } = setUp();
    setToken(null);
    client.start();
    expect(sockets).toHaveLength(0);
    setToken('token-0123456789abcdef');
    client.start();
    expect(sockets).toHaveLength(1);
    setToken(null);
    last().drop(1006);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });

  it('ignores events of a socket it has already replaced', () => {
    const { client, sockets, last, onBalance } = setUp();
    client.start();
    const first = last();
    first.drop(1006);
    vi.advanceTimersByTime(1_000);
    first.receive({ type: 'balance', data: BALANCE });
    first.drop(1006);
    expect(onBalance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(2);
  });
});

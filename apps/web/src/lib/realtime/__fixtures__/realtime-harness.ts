import type { Balance } from '@houseline/shared/api/contract/wallet';
import { vi } from 'vitest';
import { createRealtimeClient, type RealtimeClientDeps, type SocketLike } from '../realtime-client.ts';

// The realtime client's test harness: a fake socket driven by the test, and a client on fake timers.

export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  /** Server side: the connection opened. */
  open() {
    this.readyState = 1;
    this.onopen?.call(this.asSocket(), new Event('open'));
  }
  receive(message: unknown) {
    this.receiveRaw(JSON.stringify(message));
  }
  receiveRaw(data: string) {
    this.onmessage?.call(this.asSocket(), { data } as MessageEvent);
  }
  /** The connection ended with `code` (as the browser reports it). */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.call(this.asSocket(), { code } as CloseEvent);
  }
  private asSocket() {
    return this as unknown as WebSocket;
  }
  messages() {
    return this.sent.map((s) => JSON.parse(s) as { type: string });
  }
}

export const BALANCE: Balance = {
  balance: '12.3400',
  currency: 'CNY',
  virtual: null,
  frozen: '0.0000',
  version: '7',
};

export function setUp(overrides: Partial<RealtimeClientDeps> = {}) {
  vi.useFakeTimers();
  const sockets: FakeSocket[] = [];
  const onBalance = vi.fn();
  const onUnauthorised = vi.fn();
  let token: string | null = 'token-0123456789abcdef';
  const client = createRealtimeClient({
    url: 'ws://example.test/api/ws?site_code=hgtyc',
    getToken: () => token,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onBalance,
    onUnauthorised,
    unauthorisedCode: 4401,
    heartbeatMs: 30_000,
    reconnectInitialMs: 1_000,
    reconnectMaxMs: 30_000,
    random: () => 1,
    ...overrides,
  });
  const last = () => sockets[sockets.length - 1]!;
  return { client, sockets, last, onBalance, onUnauthorised, setToken: (t: string | null) => (token = t) };
}

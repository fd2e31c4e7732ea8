import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';

const AUTH_TIMEOUT_MS = 600;
const SOCKETS_PER_ADDRESS = 5;
const BURST = 50;

/** Opens a socket; resolves `opened` on open and `closed` with the close code. */
function connect(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, opened, closed };
}

/** Whether the promise settles within `ms`. */
async function settlesWithin<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), ms);
  });
  try {
    return await Promise.race([promise, pending]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(BACKENDS)('real-time socket limits (%s)', (backend) => {
  let ctx: TestContext;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        // Loopback is the proxy here, so a test can speak for another client address.
        trustProxy: ['127.0.0.1'],
        realtime: { authTimeoutMs: AUTH_TIMEOUT_MS, maxSocketsPerAddress: SOCKETS_PER_ADDRESS },
      },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`;
  });
  afterAll(async () => ctx.close());

  it('closes a socket that pings but never authenticates once the auth timeout has passed', async () => {
    const s = connect(url, { 'x-forwarded-for': '198.51.100.1' });
    await s.opened;
    let pongs = 0;
    s.socket.on('message', (raw) => {
      if (JSON.parse(raw.toString()).type === 'pong') pongs += 1;
    });
    const pinger = setInterval(() => s.socket.send(JSON.stringify({ type: 'ping' })), 100);
    try {
      const code = await settlesWithin(s.closed, AUTH_TIMEOUT_MS + 2_000);
      expect(code).toBe(4408);
      expect(pongs).toBeGreaterThan(2);
    } finally {
      clearInterval(pinger);
      s.socket.terminate();
    }
  });

  it('keeps an authenticated socket open past the auth timeout', async () => {
    const m = await buildMember(ctx);
    const s = connect(url, { 'x-forwarded-for': '198.51.100.2' });
    await s.opened;
    s.socket.send(JSON.stringify({ type: 'auth', token: m.token }));
    expect(await settlesWithin(s.closed, AUTH_TIMEOUT_MS + 700)).toBe('pending');
    s.socket.close();
    await s.closed;
  });

  it(`holds the per-address cap against ${BURST} concurrent sockets, and frees a place on close`, async () => {
    const m = await buildMember(ctx);
    const auth = JSON.stringify({ type: 'auth', token: m.token });
    const address = { 'x-forwarded-for': '203.0.113.7' };
    const burst = Array.from({ length: BURST }, () => connect(url, address));
    // Each authenticates as soon as it is open, so the accepted ones outlive the auth timeout.
    await Promise.all(
      burst.map((s) =>
        s.opened.then(
          () => s.socket.readyState === WebSocket.OPEN && s.socket.send(auth),
          () => undefined,
        ),
      ),
    );
    // Refused sockets are closed at once; wait a moment for every close to arrive.
    const outcomes = await Promise.all(burst.map((s) => settlesWithin(s.closed, 400)));
    const refused = outcomes.filter((o) => o === 4429).length;
    const open = outcomes.filter((o) => o === 'pending').length;
    expect({ open, refused }).toEqual({ open: SOCKETS_PER_ADDRESS, refused: BURST - SOCKETS_PER_ADDRESS });

    // Another address is not held back by this one.
    const other = connect(url, { 'x-forwarded-for': '203.0.113.8' });
    await other.opened;
    other.socket.send(auth);
    expect(await settlesWithin(other.closed, 300)).toBe('pending');

    // Closing one frees exactly one place.
    const stillOpen = burst.filter((_, i) => outcomes[i] === 'pending');
    stillOpen[0]!.socket.close();
    await stillOpen[0]!.closed;
    const next = connect(url, address);
    await next.opened;
    next.socket.send(auth);
    expect(await settlesWithin(next.closed, 300)).toBe('pending');
    const overflow = connect(url, address);
    expect(await settlesWithin(overflow.closed, 2_000)).toBe(4429);

    for (const s of [...stillOpen.slice(1), other, next]) s.socket.close();
    await Promise.all([...stillOpen.slice(1), other, next].map((s) => s.closed));
  });
});

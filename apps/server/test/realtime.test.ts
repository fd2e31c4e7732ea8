import type { AddressInfo } from 'node:net';
import type { ServerMessage } from '@houseline/shared/api/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { adminPost, balanceOf, depositByGateway, operatorTokens } from './wallet-helpers.ts';

/** A socket with a queue of the messages it received, and a way to wait for the next one. */
function open(url: string) {
  const socket = new WebSocket(url);
  const queue: ServerMessage[] = [];
  const waiters: ((m: ServerMessage) => void)[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as ServerMessage;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return {
    socket,
    closed,
    ready: new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
    }),
    next(timeoutMs = 5_000): Promise<ServerMessage> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
        waiters.push((m) => {
          clearTimeout(timer);
          resolve(m);
        });
      });
    },
  };
}

/** Short, so the test sees a session ended elsewhere without waiting the production window. */
const SESSION_RECHECK_MS = 300;

describe.each(BACKENDS)('live balance over WebSocket (%s)', (backend) => {
  let ctx: TestContext;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        realtime: { authTimeoutMs: 10_000, maxSocketsPerAddress: 20, sessionRecheckMs: SESSION_RECHECK_MS },
      },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`;
  });
  afterAll(async () => ctx.close());

  it('pushes the new balance to every socket of the member after each movement, and only theirs', async () => {
    const m = await buildMember(ctx);
    const other = await buildMember(ctx);
    const a = open(url);
    const b = open(url);
    const stranger = open(url);
    await Promise.all([a.ready, b.ready, stranger.ready]);
    a.socket.send(JSON.stringify({ type: 'auth', token: m.token }));
    b.socket.send(JSON.stringify({ type: 'auth', token: m.token }));
    stranger.socket.send(JSON.stringify({ type: 'auth', token: other.token }));
    for (const s of [a, b, stranger]) {
      expect(await s.next()).toEqual({ type: 'ready' });
      expect(await s.next()).toMatchObject({ type: 'balance', data: { balance: '0.0000' } });
    }

    await depositByGateway(ctx, m.token, '88.80');
    expect(await a.next()).toMatchObject({ type: 'balance', data: { balance: '88.8000', currency: 'CNY' } });
    expect(await b.next()).toMatchObject({ type: 'balance', data: { balance: '88.8000' } });

    const ops = await operatorTokens(ctx);
    await adminPost(ctx, ops.admin, 'members/adjust', {
      username: m.username,
      amount: '-8.80',
      reason: '测试扣回',
      requestId: 'rt-adjust-0001',
    });
    expect(await a.next()).toMatchObject({ type: 'balance', data: { balance: '80.0000' } });
    await expect(stranger.next(300)).rejects.toThrow('no message');

    a.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await a.next()).toEqual({ type: 'pong' });
    for (const s of [a, b, stranger]) s.socket.close();
  });

  it('versions the balance with the ledger sequence: the push and the GET carry the same number, and it only grows', async () => {
    const m = await buildMember(ctx);
    const s = open(url);
    await s.ready;
    s.socket.send(JSON.stringify({ type: 'auth', token: m.token }));
    expect(await s.next()).toEqual({ type: 'ready' });
    const first = await s.next();
    expect(first).toMatchObject({ type: 'balance', data: { version: '0' } });
    expect((await balanceOf(ctx, m.token)).version).toBe('0');

    const versions: bigint[] = [];
    for (const amount of ['60.00', '70.00']) {
      await depositByGateway(ctx, m.token, amount);
      const push = await s.next();
      if (push.type !== 'balance') throw new Error(`expected a balance push, got ${push.type}`);
      // The GET after the push reads the same ledger state, so it says the same version.
      expect((await balanceOf(ctx, m.token)).version).toBe(push.data.version);
      versions.push(BigInt(push.data.version));
    }
    expect(versions[0]).toBeGreaterThan(0n);
    expect(versions[1]).toBeGreaterThan(versions[0]!);
    s.socket.close();
  });

  it('closes the socket at the first heartbeat past the re-check window once the session has ended elsewhere', async () => {
    const m = await buildMember(ctx);
    const s = open(url);
    await s.ready;
    s.socket.send(JSON.stringify({ type: 'auth', token: m.token }));
    expect(await s.next()).toEqual({ type: 'ready' });
    expect(await s.next()).toMatchObject({ type: 'balance' });
    s.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await s.next()).toEqual({ type: 'pong' });
    // "Log out on every device" from another one.
    await ctx.app.services.sessions.revokeAllForMember(m.id);
    // Pings re-read the session at most once per window (decision 0052); past it, the next one does.
    await new Promise((r) => setTimeout(r, SESSION_RECHECK_MS + 50));
    s.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await s.closed).toBe(4401);
  });

  it('closes with 4401 on a bad token and 1003 on a malformed message', async () => {
    const bad = open(url);
    await bad.ready;
    bad.socket.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(43) }));
    expect(await bad.closed).toBe(4401);
    const garbage = open(url);
    await garbage.ready;
    garbage.socket.send('{not json');
    expect(await garbage.closed).toBe(1003);
  });
});

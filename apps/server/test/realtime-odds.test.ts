import type { AddressInfo } from 'node:net';
import { REALTIME_CLOSE_AUTH_TIMEOUT } from '@houseline/shared/api/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { marketUpdate, openSocket } from './odds-helpers.ts';

describe.each(BACKENDS)('odds topic over WebSocket (%s)', (backend) => {
  let ctx: TestContext;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: { jobs: false, oddsTickMs: 100, realtime: { authTimeoutMs: 300, maxSocketsPerAddress: 20 } },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`;
  });
  afterAll(async () => ctx.close());

  it('keeps a guest socket that follows odds open without auth and delivers a publish within a second', async () => {
    const guest = openSocket(url);
    const idle = openSocket(url);
    await Promise.all([guest.ready, idle.ready]);
    guest.socket.send(JSON.stringify({ type: 'subscribe', topics: ['odds'] }));
    // The socket that follows nothing is still closed at the auth deadline; the subscriber is not.
    expect(await idle.closed).toBe(REALTIME_CLOSE_AUTH_TIMEOUT);
    await new Promise((r) => setTimeout(r, 200));
    expect(guest.socket.readyState).toBe(WebSocket.OPEN);

    const sentAt = Date.now();
    ctx.app.services.odds.publishOdds(marketUpdate(2, '2.010', sentAt));
    expect(await guest.waitFor(() => guest.odds().length === 1, 1_000)).toBe(true);
    const [message] = guest.odds();
    expect(message!.receivedAt - sentAt).toBeLessThan(1_000);
    expect(message!.data.markets[0]).toMatchObject({
      id: 7,
      version: 2,
      selections: [{ id: 70, odds: '2.010' }, { id: 71 }],
    });

    // Pings keep it; leaving the topic without logging in brings the auth deadline back.
    guest.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await guest.waitFor(() => guest.messages.some((m) => m.type === 'pong'))).toBe(true);
    guest.socket.send(JSON.stringify({ type: 'unsubscribe', topics: ['odds'] }));
    expect(await guest.closed).toBe(REALTIME_CLOSE_AUTH_TIMEOUT);
  });

  it('coalesces a tick: ten changes of one market reach a subscriber as one message with the latest state', async () => {
    const a = openSocket(url);
    const b = openSocket(url);
    await Promise.all([a.ready, b.ready]);
    for (const s of [a, b]) s.socket.send(JSON.stringify({ type: 'subscribe', topics: ['odds'] }));
    await new Promise((r) => setTimeout(r, 150));
    ctx.app.services.topics.flush();
    const before = ctx.app.services.topics.ticksSent();
    for (let v = 11; v <= 20; v++) {
      ctx.app.services.odds.publishOdds({
        ...marketUpdate(v, `2.${String(v).padStart(3, '0')}`),
        matches: [
          {
            id: 3,
            status: 'live',
            suspended: false,
            live: { clockSeconds: v, period: '1h', home: 0, away: 0, h1Home: null, h1Away: null },
          },
        ],
      });
    }
    // An older version arriving late does not overwrite the newer one.
    ctx.app.services.odds.publishOdds(marketUpdate(12, '9.990'));
    for (const s of [a, b]) expect(await s.waitFor(() => s.odds().length >= 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    for (const s of [a, b]) {
      expect(s.odds()).toHaveLength(1);
      const data = s.odds()[0]!.data;
      expect(data.markets).toEqual([
        expect.objectContaining({
          id: 7,
          version: 20,
          selections: [
            { id: 70, odds: '2.020' },
            { id: 71, odds: '1.850' },
          ],
        }),
      ]);
      expect(data.matches).toEqual([
        expect.objectContaining({ id: 3, live: expect.objectContaining({ clockSeconds: 20 }) }),
      ]);
    }
    expect(ctx.app.services.topics.ticksSent() - before).toBe(1);
    for (const s of [a, b]) s.socket.close();
  });

  it('a member socket can follow odds too, beside its balance', async () => {
    const m = await buildMember(ctx);
    const s = openSocket(url);
    await s.ready;
    s.socket.send(JSON.stringify({ type: 'auth', token: m.token }));
    s.socket.send(JSON.stringify({ type: 'subscribe', topics: ['odds'] }));
    expect(await s.waitFor(() => s.messages.some((x) => x.type === 'balance'))).toBe(true);
    ctx.app.services.odds.publishOdds(marketUpdate(30));
    expect(await s.waitFor(() => s.odds().length === 1)).toBe(true);
    s.socket.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { connect, listenForSockets, settlesWithin } from './realtime-helpers.ts';

/**
 * Issue 23 item 2: behind a balancer the limits count each client (X-Forwarded-For from a trusted
 * proxy), and a peer that is not a trusted proxy cannot choose its address with the header. The
 * test's own connections come from 127.0.0.1, which plays the balancer.
 */
const RATE_LIMIT = 5;
/** A test app on PGlite takes a while to build on a busy machine. */
const APP_TIMEOUT_MS = 90_000;
const SOCKETS_PER_ADDRESS = 2;

/** The config TRUST_PROXY=`value` gives, as an operator would set it; undefined when it refuses. */
function trustProxyOf(value: string) {
  try {
    return loadConfig({ SANDBOX: '1', TRUST_PROXY: value }).trustProxy;
  } catch (error) {
    expect(String(error)).toMatch(/TRUST_PROXY must list the proxies to trust/);
    return undefined;
  }
}

async function appTrusting(trustProxy: string[] | false) {
  return createTestApp('pglite', {
    seed: false,
    config: {
      jobs: false,
      trustProxy,
      rateLimitPerMinute: RATE_LIMIT,
      realtime: { authTimeoutMs: 10_000, maxSocketsPerAddress: SOCKETS_PER_ADDRESS },
    },
  });
}

const health = (ctx: TestContext, client: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': client } });

/** The status of each of `n` requests from `client`. */
async function statuses(ctx: TestContext, client: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i += 1) out.push((await health(ctx, client)).statusCode);
  return out;
}

describe('TRUST_PROXY', () => {
  // Every value config accepts must make forwarded clients count apart; "1" (the README's old
  // advice) was accepted and trusted nobody, so every client shared the balancer's allowance.
  it.each(['127.0.0.1/32', 'loopback', '1'])(
    'TRUST_PROXY=%s refuses to start, or the API allowance counts each forwarded client',
    async (value) => {
      const trustProxy = trustProxyOf(value);
      if (trustProxy === undefined) return;
      const ctx = await appTrusting(trustProxy);
      try {
        expect(await statuses(ctx, '198.51.100.1', RATE_LIMIT + 1)).toEqual([
          ...Array(RATE_LIMIT).fill(200),
          429,
        ]);
        // Another member behind the same balancer has an allowance of their own.
        expect(await statuses(ctx, '198.51.100.2', 1)).toEqual([200]);
      } finally {
        await ctx.close();
      }
    },
    APP_TIMEOUT_MS,
  );

  describe('from a trusted proxy', () => {
    let ctx: TestContext;
    let url: string;
    beforeAll(async () => {
      ctx = await appTrusting(['127.0.0.1/32']);
      url = await listenForSockets(ctx.app);
    }, APP_TIMEOUT_MS);
    afterAll(async () => ctx.close());

    it('caps sockets per forwarded client, not per proxy', async () => {
      const one = [
        connect(url, { 'x-forwarded-for': '198.51.100.7' }),
        connect(url, { 'x-forwarded-for': '198.51.100.7' }),
      ];
      const others = [
        connect(url, { 'x-forwarded-for': '198.51.100.8' }),
        connect(url, { 'x-forwarded-for': '198.51.100.9' }),
      ];
      await Promise.all([...one, ...others].map((s) => s.opened));
      for (const s of [...one, ...others]) expect(await settlesWithin(s.closed, 200)).toBe('pending');
      const third = connect(url, { 'x-forwarded-for': '198.51.100.7' });
      expect(await settlesWithin(third.closed, 2_000)).toBe(4429);
      for (const s of [...one, ...others]) s.socket.terminate();
    });
  });

  describe('from a peer that is not a trusted proxy', () => {
    let ctx: TestContext;
    let url: string;
    beforeAll(async () => {
      ctx = await appTrusting(['10.0.0.0/8']);
      url = await listenForSockets(ctx.app);
    }, APP_TIMEOUT_MS);
    afterAll(async () => ctx.close());

    it('ignores X-Forwarded-For for the socket cap', async () => {
      const first = [
        connect(url, { 'x-forwarded-for': '198.51.100.3' }),
        connect(url, { 'x-forwarded-for': '198.51.100.4' }),
      ];
      await Promise.all(first.map((s) => s.opened));
      const third = connect(url, { 'x-forwarded-for': '198.51.100.5' });
      expect(await settlesWithin(third.closed, 2_000)).toBe(4429);
      for (const s of first) s.socket.terminate();
    });

    it('ignores X-Forwarded-For: a new header value is no new allowance', async () => {
      // The socket upgrades above count against the same allowance: whatever is left of it is
      // spent by the first requests, each claiming a different client.
      const answers: number[] = [];
      for (let i = 0; i <= RATE_LIMIT; i += 1)
        answers.push((await health(ctx, `198.51.100.${10 + i}`)).statusCode);
      expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(RATE_LIMIT);
      expect(answers.at(-1)).toBe(429);
    });
  });
});

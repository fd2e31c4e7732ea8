import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { OddsUpdate } from '@houseline/shared/api/realtime';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, migrateDatabase, openDatabase } from '../src/platform/db/client.ts';
import { createTestApp, openTestDatabase, type TestContext } from './helpers.ts';
import { openSocket } from './odds-helpers.ts';

// Issue 27: every public topic message carries its stream position (epoch, seq); a client that
// reconnects — to any instance — sends the last one it applied and gets exactly what it missed
// (odds coalesced to the newest version of each market), or a `resync` when the stream no longer
// reaches back. Never a message it already had.

const market = (id: number, version: number): OddsUpdate => ({
  at: Date.now(),
  markets: [
    { id, matchId: 1, status: 'open', version, selections: [{ id: id * 10, odds: `1.${900 + version}` }] },
  ],
  matches: [],
});

type Socket = ReturnType<typeof openSocket>;
const wsUrl = (app: FastifyInstance) =>
  `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`;

async function follow(url: string, since?: object): Promise<Socket> {
  const s = openSocket(url);
  await s.ready;
  s.socket.send(JSON.stringify({ type: 'subscribe', topics: ['odds'], ...(since ? { since } : {}) }));
  await new Promise((r) => setTimeout(r, 100));
  return s;
}

const lastOdds = (s: Socket) => {
  const odds = s.odds() as unknown as { seq: number; epoch: string; data: OddsUpdate }[];
  return odds.at(-1)!;
};

describe('odds resume on one instance (pglite)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { config: { jobs: false, oddsTickMs: 50 } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => ctx.close());

  it('replays what a reconnecting client missed, coalesced, and nothing it had', async () => {
    const odds = ctx.app.services.odds;
    const first = await follow(wsUrl(ctx.app));
    odds.publishOdds(market(1, 1));
    expect(await first.waitFor(() => first.odds().length === 1)).toBe(true);
    const held = lastOdds(first);
    expect(held.seq).toBeGreaterThan(0);
    expect(held.epoch).toMatch(/\w+/);
    first.socket.close();

    // Offline: market 1 moves twice, market 2 once.
    odds.publishOdds(market(1, 2));
    odds.publishOdds(market(2, 1));
    odds.publishOdds(market(1, 3));
    await new Promise((r) => setTimeout(r, 150));

    const again = await follow(wsUrl(ctx.app), { odds: { epoch: held.epoch, seq: held.seq } });
    expect(await again.waitFor(() => again.odds().length >= 1)).toBe(true);
    const replay = lastOdds(again);
    expect(replay.seq).toBe(held.seq + 3);
    expect(replay.data.markets.map((m) => [m.id, m.version]).sort()).toEqual([
      [1, 3],
      [2, 1],
    ]);
    // Live again: the next change follows the replay's position.
    odds.publishOdds(market(2, 2));
    expect(await again.waitFor(() => again.odds().length === 2)).toBe(true);
    expect(lastOdds(again).seq).toBe(held.seq + 4);
    again.socket.close();
  });

  it('sends nothing to a client that missed nothing, and a resync to one of another epoch', async () => {
    const odds = ctx.app.services.odds;
    const s = await follow(wsUrl(ctx.app));
    odds.publishOdds(market(3, 1));
    expect(await s.waitFor(() => s.odds().length === 1)).toBe(true);
    const held = lastOdds(s);
    s.socket.close();

    const same = await follow(wsUrl(ctx.app), { odds: { epoch: held.epoch, seq: held.seq } });
    await new Promise((r) => setTimeout(r, 200));
    expect(same.messages.filter((m) => m.type === 'odds' || m.type === 'resync')).toEqual([]);
    same.socket.close();

    const stranger = await follow(wsUrl(ctx.app), { odds: { epoch: 'another-stream', seq: 5 } });
    expect(await stranger.waitFor(() => stranger.messages.some((m) => m.type === 'resync'))).toBe(true);
    expect(stranger.messages.find((m) => m.type === 'resync')).toMatchObject({ topics: ['odds'] });
    stranger.socket.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!process.env.TEST_DATABASE_URL || !redisUrl)(
  'odds resume across instances (postgres, Redis)',
  () => {
    const apps: FastifyInstance[] = [];
    const databases: Database[] = [];
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const test = await openTestDatabase('postgres');
      drop = test.drop;
      await migrateDatabase(test.database);
      const url = (test.database.pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const config = loadConfig(
        { NODE_ENV: 'test', SANDBOX: '1' },
        { dataDir: undefined, jobs: false, redisUrl, oddsTickMs: 50 },
      );
      databases.push(test.database, await openDatabase({ url, poolSize: 4 }));
      for (const database of databases) {
        const app = await buildApp({ config, database });
        await app.listen({ port: 0, host: '127.0.0.1' });
        apps.push(app);
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await drop();
    });

    it('gives a client offline for 30 s, reconnecting to the other instance, exactly what it missed', async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      // Markets of this run only: other runs may share the Redis stream.
      const base = Number.parseInt(randomBytes(3).toString('hex'), 16) * 100;
      const onA = await follow(wsUrl(a));
      a.services.odds.publishOdds(market(base + 1, 1));
      expect(await onA.waitFor(() => onA.odds().some((m) => m.data.markets[0]?.id === base + 1))).toBe(true);
      const held = lastOdds(onA);
      onA.socket.close();

      // 30 s offline; both instances publish meanwhile (operators on one, the feed on the other).
      const changed = new Map<number, number>();
      for (let i = 0; i < 30; i += 1) {
        const id = base + 1 + (i % 5);
        const version = (changed.get(id) ?? 0) + 1 + (id === base + 1 ? 1 : 0);
        changed.set(id, version);
        (i % 2 ? b : a).services.odds.publishOdds(market(id, version));
        await new Promise((r) => setTimeout(r, 1_000));
      }

      const onB = await follow(wsUrl(b), { odds: { epoch: held.epoch, seq: held.seq } });
      expect(await onB.waitFor(() => onB.odds().length >= 1, 3_000)).toBe(true);
      const replay = lastOdds(onB);
      // Other test runs on the same Redis may have published too: ours are all there, at their newest.
      const ours = new Map(
        replay.data.markets.filter((m) => m.id > base && m.id <= base + 5).map((m) => [m.id, m.version]),
      );
      expect(ours).toEqual(changed);
      expect(replay.seq).toBeGreaterThanOrEqual(held.seq + 30);
      expect(onB.messages.some((m) => m.type === 'resync')).toBe(false);
      onB.socket.close();
    }, 60_000);
  },
);

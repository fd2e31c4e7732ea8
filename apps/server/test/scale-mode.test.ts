import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { seedLiveTables } from '../src/modules/live-tables/live-tables.module.ts';
import { type Database, migrateDatabase, openDatabase } from '../src/platform/db/client.ts';
import { buildMember, clientHeaders, openTestDatabase, type TestContext } from './helpers.ts';
import { depositByGateway } from './wallet-helpers.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Scale mode (DESIGN.md §3): two instances on one Postgres and one Redis. Money moved through one
 * instance reaches a member's socket held by the other, and the API allowance per address is one
 * count across both.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !redisUrl)('two instances with Redis (postgres)', () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  let drop: () => Promise<void>;
  let a: TestContext;
  let b: FastifyInstance;

  beforeAll(async () => {
    // Loopback's count from an earlier run in the same minute would spend this run's allowance.
    const redis = new Redis(redisUrl!);
    const stale = await redis.keys('houseline-rl:*127.0.0.1*');
    if (stale.length) await redis.del(...stale);
    await redis.quit();
    const test = await openTestDatabase('postgres');
    drop = test.drop;
    await migrateDatabase(test.database);
    const url = (test.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const config = loadConfig(
      { NODE_ENV: 'test', SANDBOX: '1' },
      { dataDir: undefined, jobs: false, redisUrl, rateLimitPerMinute: 5 },
    );
    const second = await openDatabase({ url, poolSize: 4 });
    databases.push(test.database, second);
    for (const database of databases) {
      const app = await buildApp({ config, database });
      await app.ready();
      apps.push(app);
    }
    a = { app: apps[0]!, database: test.database, config, close: async () => undefined };
    b = apps[1]!;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await drop();
  });

  it("pushes a balance moved on one instance to the member's socket on the other", async () => {
    await b.listen({ port: 0, host: '127.0.0.1' });
    const m = await buildMember(a);
    const socket = new WebSocket(
      `ws://127.0.0.1:${(b.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`,
    );
    const messages: { type: string; data?: { balance: string } }[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ type: 'auth', token: m.token }));
    const waitFor = async (predicate: () => boolean) => {
      for (let i = 0; i < 100 && !predicate(); i += 1) await new Promise((r) => setTimeout(r, 50));
      return predicate();
    };
    expect(await waitFor(() => messages.some((x) => x.type === 'balance'))).toBe(true);

    // The deposit goes through instance A; the socket is on instance B.
    await depositByGateway(a, m.token, '66.60');
    expect(
      await waitFor(() => messages.some((x) => x.type === 'balance' && x.data?.balance === '66.6000')),
    ).toBe(true);
    socket.close();
  });

  it("sends a live-table round dealt on one instance to the other's `live` subscribers of the brand", async () => {
    await seedLiveTables(a.database.db, ['hgtyc', 'ylhg']);
    if (!b.server.listening) await b.listen({ port: 0, host: '127.0.0.1' });
    const port = (b.server.address() as AddressInfo).port;
    const open = (site: string) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws?site_code=${site}`);
      const rounds: { tableId: number; phase: string }[] = [];
      socket.on('message', (raw) => {
        const m = JSON.parse(raw.toString());
        if (m.type === 'live') rounds.push(m.data);
      });
      return { socket, rounds, ready: new Promise((resolve) => socket.on('open', resolve)) };
    };
    const mine = open('hgtyc');
    const theirs = open('ylhg');
    await Promise.all([mine.ready, theirs.ready]);
    for (const s of [mine, theirs]) s.socket.send(JSON.stringify({ type: 'subscribe', topics: ['live'] }));
    await new Promise((r) => setTimeout(r, 200));
    // (the service, not HTTP: this app's allowance is five requests a minute)
    const tableId = (await apps[0]!.services.liveTables.live.lobby('hgtyc')).list[0]!.id;
    // The dealer on instance A opens a round; the socket is on instance B.
    await apps[0]!.services.liveTables.dealer.tick([tableId]);
    for (let i = 0; i < 100 && mine.rounds.length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect(mine.rounds).toEqual([expect.objectContaining({ tableId, phase: 'betting' })]);
    expect(theirs.rounds).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });

  it('counts one address against one allowance across both instances', async () => {
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = apps[i % 2]!;
      const response = await app.inject({
        method: 'GET',
        url: '/api/findmed/v1/md',
        headers: clientHeaders(),
        remoteAddress: ip,
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

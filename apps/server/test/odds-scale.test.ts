import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { buildFeed } from '../src/modules/sportsbook/feed/feed.module.ts';
import { type Database, migrateDatabase, openDatabase } from '../src/platform/db/client.ts';
import { openTestDatabase } from './helpers.ts';
import { marketUpdate, openSocket } from './odds-helpers.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);

/**
 * Scale mode for the sportsbook (DESIGN.md §3): two instances on one Postgres and one Redis. An
 * odds change published on one instance reaches the subscribers of the other, and the feed job
 * runs on one instance at a time (the scheduler's advisory lock).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !redisUrl)(
  'odds with two instances on Redis (postgres)',
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
        { dataDir: undefined, jobs: false, redisUrl, oddsTickMs: 100 },
      );
      databases.push(test.database, await openDatabase({ url, poolSize: 4 }));
      for (const database of databases) {
        const app = await buildApp({ config, database });
        await app.ready();
        apps.push(app);
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await drop();
    });

    it("delivers an odds change published on one instance to the other instance's subscribers within a second", async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      await b.listen({ port: 0, host: '127.0.0.1' });
      const s = openSocket(
        `ws://127.0.0.1:${(b.server.address() as AddressInfo).port}/api/ws?site_code=hgtyc`,
      );
      await s.ready;
      s.socket.send(JSON.stringify({ type: 'subscribe', topics: ['odds'] }));
      await new Promise((r) => setTimeout(r, 200));
      const sentAt = Date.now();
      a.services.odds.publishOdds(marketUpdate(5, '1.770', sentAt));
      expect(await s.waitFor(() => s.odds().length === 1, 1_000)).toBe(true);
      expect(s.odds()[0]!.receivedAt - sentAt).toBeLessThan(1_000);
      expect(s.odds()[0]!.data.markets[0]).toMatchObject({ version: 5 });
      s.socket.close();
    });

    it('runs the feed job on one instance at a time, and two instances never settle a match twice', async () => {
      const clock = { ms: T0 };
      const settled: string[] = [];
      const polls = [0, 0];
      const jobs = databases.map((database, i) => {
        const feed = buildFeed({
          db: database.db,
          results: {
            // Like the settlement service: a settled match carries its result version.
            settle: async (id) => {
              settled.push(String(id));
              await database.db.execute(sql.raw(`update sb_matches set result_version = 1 where id = ${id}`));
            },
            voidMatch: async (id) => settled.push(`void:${id}`),
          },
          publishOdds: (u) => apps[i]!.services.odds.publishOdds(u),
          config: { simulator: true, tickMs: 1_000, timeCompression: 7.5, seed: 'scale-seed' },
          log: pino({ level: 'silent' }),
          now: () => new Date(clock.ms),
        });
        const job = feed.jobs[0]!;
        return {
          ...job,
          run: async () => {
            polls[i]! += 1;
            await job.run();
          },
        };
      });
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      // Started together: one takes the lock and seeds the catalogue, the other skips this round.
      await Promise.all([a.services.scheduler.runOnce(jobs[0]!), b.services.scheduler.runOnce(jobs[1]!)]);
      expect(polls[0]! + polls[1]!).toBe(1);
      // Then through an hour of play: every third round B runs alone (A is down for a moment), the
      // others race for the lock, so both instances play the same matches in turns.
      for (let i = 1; i <= 80; i++) {
        clock.ms = T0 + i * 45_000;
        const round = polls[0]! + polls[1]!;
        if (i % 3 === 0) await b.services.scheduler.runOnce(jobs[1]!);
        else
          await Promise.all([a.services.scheduler.runOnce(jobs[0]!), b.services.scheduler.runOnce(jobs[1]!)]);
        expect(polls[0]! + polls[1]!).toBe(round + 1);
      }
      expect(polls[0]).toBeGreaterThan(0);
      expect(polls[1]).toBeGreaterThan(0);
      expect(settled.length).toBeGreaterThan(3);
      expect(new Set(settled).size).toBe(settled.length);
    }, 120_000);
  },
);

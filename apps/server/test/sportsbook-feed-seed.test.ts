import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { FeedEvent } from '../src/modules/sportsbook/feed/feed.module.ts';
import { buildFeed } from '../src/modules/sportsbook/feed/feed.module.ts';
import { createSimulator } from '../src/modules/sportsbook/feed/simulator/simulator.ts';
import { type Database, migrateDatabase } from '../src/platform/db/client.ts';
import { BACKENDS, openTestDatabase } from './helpers.ts';

// Issue 23 item 11: with the seed published in the code, anyone could compute the sandbox's
// scores before kick-off (a correct score was predicted 15 minutes ahead and paid 25.78×). Each
// database now gets its own random seed, generated once and kept, unless one is given.

const T0 = Date.UTC(2026, 11, 1, 4, 0, 0);
const CODE_DEFAULT_SEED = 'houseline-sim';

/** The teams of every fixture a first poll announces: the world a seed makes. */
const worldOf = (events: FeedEvent[]) =>
  events.flatMap((e) => (e.kind === 'fixture' ? [`${e.ref} ${e.home}-${e.away}`] : [])).sort();

describe.each(BACKENDS)('the simulator seed (%s)', (backend) => {
  const opened: { database: Database; drop(): Promise<void> }[] = [];
  const logged: string[] = [];
  const log = pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    }),
  );
  const sandboxFeed = loadConfig({ NODE_ENV: 'development', SANDBOX: '1' }).feed;

  async function freshDatabase() {
    const t = await openTestDatabase(backend);
    await migrateDatabase(t.database);
    opened.push(t);
    return t.database;
  }

  /** The world a feed on `database` with the sandbox's default settings announces at T0. */
  async function worldOn(database: Database, config = sandboxFeed) {
    const feed = buildFeed({
      db: database.db,
      results: { settle: async () => undefined, voidMatch: async () => undefined },
      publishOdds: () => undefined,
      config,
      log,
      now: () => new Date(T0),
    });
    return worldOf(await feed.services.adapter!.poll(new Date(T0)));
  }

  afterAll(async () => {
    for (const t of opened) {
      await t.database.close();
      await t.drop();
    }
  });

  it('two fresh databases get different seeds, neither the code default, each kept across restarts', {
    timeout: 120_000,
  }, async () => {
    const [a, b] = [await freshDatabase(), await freshDatabase()];
    const worldA = await worldOn(a);
    const worldB = await worldOn(b);
    const published = worldOf(
      await createSimulator({ seed: CODE_DEFAULT_SEED, compression: 7.5 }).poll(new Date(T0)),
    );
    expect(worldA.length).toBeGreaterThan(50);
    expect(worldA, 'database A plays the code default world').not.toEqual(published);
    expect(worldB, 'database B plays the code default world').not.toEqual(published);
    expect(worldB, 'both databases play one world').not.toEqual(worldA);
    // A restart (or another instance) on the same database plays the same world.
    expect(await worldOn(a)).toEqual(worldA);
    expect(sandboxFeed.seed, 'the config has no seed of its own').toBeUndefined();
  });

  it('an explicit seed (tests, FEED_SEED) is used as given', { timeout: 60_000 }, async () => {
    const database = await freshDatabase();
    const given = await worldOn(database, { ...sandboxFeed, seed: 'given-seed' });
    const direct = worldOf(
      await createSimulator({ seed: 'given-seed', compression: 7.5 }).poll(new Date(T0)),
    );
    expect(given).toEqual(direct);
    expect(loadConfig({ NODE_ENV: 'development', SANDBOX: '1', FEED_SEED: 'demo-2' }).feed.seed).toBe(
      'demo-2',
    );
  });

  it('the generated seed is never logged', { timeout: 60_000 }, async () => {
    const database = await freshDatabase();
    await worldOn(database);
    const result = await database.db.execute(
      sql`select private_key as seed from server_keys where id = 'feed-simulator-seed'`,
    );
    const rows = ((result as { rows?: { seed: string }[] }).rows ?? result) as { seed: string }[];
    const seed = rows[0]?.seed;
    expect(seed, 'the seed is kept in the database').toMatch(/^[0-9a-f]{64}$/);
    expect(logged.join('\n')).not.toContain(seed!);
  });
});

import type { OddsUpdate } from '@houseline/shared/api/realtime';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeed } from '../src/modules/sportsbook/feed/feed.module.ts';
import { type Database, migrateDatabase } from '../src/platform/db/client.ts';
import { BACKENDS, openTestDatabase } from './helpers.ts';

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

describe.each(BACKENDS)('odds feed ingest (%s)', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    database = t.database;
    drop = t.drop;
    await migrateDatabase(database);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('seeds the catalogue on the first tick', async () => {
    let clock = T0;
    const published: OddsUpdate[] = [];
    const calls: string[] = [];
    const feed = buildFeed({
      db: database.db,
      results: {
        settle: async (id, r) => calls.push(`settle:${id}:${r.ftHome}-${r.ftAway}`),
        voidMatch: async (id, reason) => calls.push(`void:${id}:${reason}`),
      },
      publishOdds: (u) => published.push(u),
      config: { simulator: true, tickMs: 1000, timeCompression: 7.5, seed: 'test-seed' },
      log: pino({ level: 'silent' }),
      now: () => new Date(clock),
    });
    const started = performance.now();
    await feed.jobs[0]!.run();
    const took = performance.now() - started;
    const count = async (q: string) =>
      Number(rowsOf<{ n: string | number }>(await database.db.execute(sql.raw(q)))[0]!.n);
    console.info(
      'first tick ms',
      took,
      await count('select count(*) n from sb_matches'),
      await count('select count(*) n from sb_markets'),
      await count('select count(*) n from sb_selections'),
    );
    clock += 1000;
    const t2 = performance.now();
    await feed.jobs[0]!.run();
    console.info('second tick ms', performance.now() - t2, published.length);
    expect(await count('select count(*) n from sb_matches')).toBeGreaterThan(100);
  });
});

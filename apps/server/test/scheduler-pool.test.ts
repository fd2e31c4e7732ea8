import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/client.ts';
import { createScheduler, jobSlots } from '../src/platform/jobs/scheduler.ts';

const URL = process.env.TEST_DATABASE_URL;
const silent = { error() {}, warn() {}, info() {} } as never;

/**
 * Every job due at once must not take the whole pool for its locks (the cluster chaos test saw an
 * instance stop for good on a pool of 6): each run holds a lock connection and needs one more for
 * its work, so without a cap on the runs in flight they all wait for a connection none gives back.
 */
describe.skipIf(!URL)('scheduler on a small pool', () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it('runs twelve jobs due at once on a pool of four, and leaves a connection for requests', async () => {
    database = await openDatabase({ url: URL!, poolSize: 4 });
    const pool = database.pool!;
    const scheduler = createScheduler(database, silent);
    let done = 0;
    const jobs = Array.from({ length: 12 }, (_, i) => ({
      name: `pool-test-${process.pid}-${i}`,
      everyMs: 60_000,
      run: async () => {
        await pool.query('select pg_sleep(0.05)');
        done += 1;
      },
    }));
    const all = Promise.all(jobs.map((job) => scheduler.runOnce(job)));
    // A request while every job is due still gets a connection.
    const request = pool.query('select 1 as ok');
    const outcome = await Promise.race([
      Promise.all([all, request]).then(() => 'finished'),
      new Promise((r) => setTimeout(() => r('stuck'), 10_000)),
    ]);
    expect(outcome).toBe('finished');
    expect(done).toBe(12);
    expect(jobSlots(4)).toBe(1);
    expect(jobSlots(20)).toBe(9);
  });
});

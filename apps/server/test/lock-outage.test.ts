import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/client.ts';
import { createLeaderLock } from '../src/platform/jobs/leader-lock.ts';
import { createScheduler } from '../src/platform/jobs/scheduler.ts';
import { scratchDatabase } from './proof/crash-server.ts';

/**
 * Issue 23 item 1, the held connections: the scheduler's and the leader's advisory locks live on
 * a connection of their own. When that connection breaks (a failover, a terminated backend) the
 * lock is gone with it, so the work it guarded must stop at once and another holder may take
 * it: a job is told to stop (its signal aborts) and a leader stops leading, and the process
 * does not die of the connection's error.
 */
const target = await scratchDatabase('hl_db_lock');
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const silent = { error() {}, warn() {}, info() {} } as never;

/** Terminates the backends of `datname` holding an advisory lock; resolves with how many. */
async function terminateLockHolders(datname: string): Promise<number> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      `select count(*) filter (where pg_terminate_backend(l.pid))::int as n from pg_locks l
         join pg_database d on d.oid = l.database
        where l.locktype = 'advisory' and l.granted and d.datname = $1`,
      [datname],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf('skip' in target)('lock connections that break (issue 23)', () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    if (!('skip' in target)) await target.drop();
  });

  it('a job whose lock connection breaks is told to stop, and the lock can be taken again', async () => {
    if ('skip' in target) return;
    database = await openDatabase({ url: target.url, poolSize: 4 });
    const scheduler = createScheduler(database, silent);
    let signal: AbortSignal | undefined;
    const run = scheduler.runOnce({
      name: 'test.hold',
      everyMs: 1_000,
      run: (s) =>
        new Promise<void>((resolve) => {
          signal = s;
          s?.addEventListener('abort', () => resolve());
          setTimeout(resolve, 5_000);
        }),
    });
    await until(() => signal !== undefined);
    expect(await terminateLockHolders(target.name)).toBe(1);
    await run;
    expect(signal?.aborted).toBe(true);
    let ranAgain = false;
    await scheduler.runOnce({
      name: 'test.hold',
      everyMs: 1_000,
      run: async () => {
        ranAgain = true;
      },
    });
    expect(ranAgain).toBe(true);
  });

  it('a leader whose lock connection breaks stops leading at once; another takes over', async () => {
    if ('skip' in target) return;
    database ??= await openDatabase({ url: target.url, poolSize: 4 });
    const first = createLeaderLock(database, 'test.leader');
    expect(await first.tryAcquire()).toBe(true);
    expect(await terminateLockHolders(target.name)).toBe(1);
    await until(() => !first.held());
    const second = createLeaderLock(database, 'test.leader');
    expect(await second.tryAcquire()).toBe(true);
    expect(await first.stillHeld()).toBe(false);
    await first.release();
    expect(await first.tryAcquire()).toBe(false);
    await second.release();
    expect(await first.tryAcquire()).toBe(true);
    await first.release();
  });
});

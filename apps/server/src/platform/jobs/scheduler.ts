import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/** A stable 63-bit advisory-lock key per job name. */
function lockKey(name: string): string {
  return BigInt.asIntN(
    64,
    BigInt(`0x${createHash('sha256').update(`job:${name}`).digest('hex').slice(0, 16)}`),
  ).toString();
}

/**
 * The in-process scheduler (DESIGN.md §3). Each job runs on its interval, never overlapping
 * itself. On Postgres each run first takes a session advisory lock on a dedicated connection, so
 * with N instances exactly one runs a job at a time; PGlite belongs to one process anyway.
 */
export function createScheduler(database: Database, log: FastifyBaseLogger) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  async function runOnce(job: Job): Promise<void> {
    if (database.kind !== 'postgres' || !database.pool) return job.run();
    const client = await database.pool.connect();
    try {
      const key = lockKey(job.name);
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [
        key,
      ]);
      if (!rows[0]?.ok) return;
      try {
        await job.run();
      } finally {
        await client.query('select pg_advisory_unlock($1::bigint)', [key]);
      }
    } finally {
      client.release();
    }
  }

  return {
    start(jobs: readonly Job[]): void {
      for (const job of jobs) {
        let busy = false;
        const timer = setInterval(() => {
          if (busy || stopped) return;
          busy = true;
          const run = runOnce(job)
            .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
            .finally(() => {
              busy = false;
              running.delete(run);
            });
          running.add(run);
        }, job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    /** Stops the timers and waits for runs in progress (graceful shutdown). */
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { backoffMs, type JobAlerts } from './job-alerts.ts';

export interface Job {
  name: string;
  everyMs: number;
  /**
   * One run. `signal` aborts when this instance stops owning the run: its lock connection broke
   * (another instance may take the job now) or the scheduler is stopping. A job that works
   * through a list checks it between items; each item is its own transaction, so stopping
   * between two is always safe.
   */
  run(signal?: AbortSignal): Promise<void>;
}

/** A stable 63-bit advisory-lock key per job name. */
function lockKey(name: string): string {
  return BigInt.asIntN(
    64,
    BigInt(`0x${createHash('sha256').update(`job:${name}`).digest('hex').slice(0, 16)}`),
  ).toString();
}

/**
 * How many job runs may hold a lock connection at once on a pool of `poolSize`. A run holds its
 * lock connection and needs at least one more from the same pool for its work; the live dealer
 * holds one for as long as it leads. With every job due at once (about 20 of them) an uncapped
 * scheduler took every connection for locks, each run then waited for a work connection that
 * never came, and the instance stopped for good (the cluster chaos test saw it on a pool of 6).
 * At most half of what the dealer leaves, so the runs' work and the requests always find one.
 */
export function jobSlots(poolSize: number): number {
  return Math.max(1, Math.floor((poolSize - 2) / 2));
}

/** A counting semaphore: at most `size` holders; the others wait in order. */
function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async take(): Promise<void> {
      if (free > 0) {
        free -= 1;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    give(): void {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}

/** After this many failed runs in a row a job raises an alert (it keeps retrying, backed off). */
export const JOB_FAILURE_ALERT_AT = 5;
/** A failing job waits its interval x 2^(failures-1) before the next run, at most this long. */
export const JOB_BACKOFF_MAX_MS = 10 * 60_000;

/**
 * The in-process scheduler (DESIGN.md §3, decision 0011). Each job runs on its interval, never
 * overlapping itself. On Postgres each run first takes a session advisory lock on a dedicated
 * connection, so with N instances exactly one runs a job at a time; PGlite belongs to one process
 * anyway. A run that throws is logged at error level and the job backs off (interval x 2^n, capped);
 * after JOB_FAILURE_ALERT_AT failures in a row it raises an alert operators list. Items inside a
 * job are isolated by the job itself (the reconciler counts and caps attempts per transfer).
 */
export function createScheduler(
  database: Database,
  log: FastifyBaseLogger,
  options: { alerts?: JobAlerts; now?: () => Date } = {},
) {
  const now = options.now ?? (() => new Date());
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  /** Aborted by stop(): runs in progress finish their current item and return. */
  const stopping = new AbortController();

  const slots = createSlots(jobSlots(database.pool?.options.max ?? 10));

  async function runOnce(job: Job): Promise<void> {
    if (database.kind !== 'postgres' || !database.pool) return job.run(stopping.signal);
    await slots.take();
    try {
      // A run that waited for its slot through a shutdown does not start.
      if (stopping.signal.aborted) return;
      await lockedRun(job, database.pool);
    } finally {
      slots.give();
    }
  }

  async function lockedRun(job: Job, pool: NonNullable<Database['pool']>): Promise<void> {
    const client = await pool.connect();
    // The lock lives as long as this connection. If it breaks (a Postgres restart, a failover, a
    // terminated backend) the lock is gone with it and another instance may start the job: this
    // run is told to stop, and the connection is not used again (the pool's listener logs it).
    const owned = new AbortController();
    const onStop = () => owned.abort(stopping.signal.reason);
    stopping.signal.addEventListener('abort', onStop);
    let broken = false;
    const onError = () => {
      broken = true;
      if (!owned.signal.aborted)
        log.warn({ job: job.name }, 'job lost its lock connection; stopping this run');
      owned.abort(new Error('lock connection lost'));
    };
    client.on('error', onError);
    try {
      const key = lockKey(job.name);
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [
        key,
      ]);
      if (!rows[0]?.ok) return;
      try {
        await job.run(owned.signal);
      } finally {
        if (!broken) await client.query('select pg_advisory_unlock($1::bigint)', [key]);
      }
    } finally {
      stopping.signal.removeEventListener('abort', onStop);
      client.off('error', onError);
      client.release(broken ? new Error('lock connection lost') : undefined);
    }
  }

  async function failed(job: Job, state: { failures: number; nextAt: number }, error: unknown) {
    state.failures += 1;
    state.nextAt = now().getTime() + backoffMs(state.failures, job.everyMs, JOB_BACKOFF_MAX_MS);
    if (stopped) {
      // Cut short by the shutdown (its queries raced the pool closing): not a failure of the job.
      log.warn({ err: error, job: job.name }, 'job interrupted by shutdown');
      return;
    }
    log.error({ err: error, job: job.name, failures: state.failures }, 'job failed');
    if (state.failures === JOB_FAILURE_ALERT_AT && options.alerts) {
      const message = error instanceof Error ? error.message : String(error);
      await options.alerts
        .raise(job.name, 'job', `failed ${state.failures} times in a row: ${message}`)
        .catch((alertError: unknown) =>
          log.error({ err: alertError, job: job.name }, 'could not raise job alert'),
        );
    }
  }

  return {
    /** Runs a job once now, with the same lock and failure handling (tests, CLI). */
    runOnce,
    start(jobs: readonly Job[]): void {
      for (const job of jobs) {
        let busy = false;
        const state = { failures: 0, nextAt: 0 };
        const timer = setInterval(() => {
          if (busy || stopped || now().getTime() < state.nextAt) return;
          busy = true;
          const run = runOnce(job)
            .then(() => {
              state.failures = 0;
              state.nextAt = 0;
            })
            .catch((error: unknown) => failed(job, state, error))
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
      stopping.abort(new Error('scheduler stopping'));
      await Promise.allSettled([...running]);
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Database } from '../db/client.ts';

/** A stable 63-bit advisory-lock key per name (apart from the scheduler's `job:` keys). */
function lockKey(name: string): string {
  return BigInt.asIntN(
    64,
    BigInt(`0x${createHash('sha256').update(`leader:${name}`).digest('hex').slice(0, 16)}`),
  ).toString();
}

/**
 * Leadership of a long-running loop (the live dealer, decision 0031): on Postgres a session
 * advisory lock held on a dedicated connection for as long as this instance leads, so exactly one
 * instance of a cluster holds it; the others try again and take over when the leader's connection
 * ends (its process died or it stepped down). PGlite belongs to one process: it always leads.
 */
export function createLeaderLock(database: Database, name: string) {
  const key = lockKey(name);
  let client: pg.PoolClient | undefined;
  let lost = false;

  return {
    /** Tries to lead; true when this instance holds the lock (already or now). */
    async tryAcquire(): Promise<boolean> {
      if (database.kind !== 'postgres' || !database.pool) return true;
      if (client && !lost) return true;
      // A lock connection that broke is thrown away before a new one is tried.
      if (client) {
        client.release(true);
        client = undefined;
      }
      const c = await database.pool.connect();
      // A broken connection means the lock is gone with it: stop leading at once.
      const onError = () => {
        lost = true;
      };
      c.on('error', onError);
      try {
        // The lock is held for minutes: the pool's statement and idle bounds must not end it.
        await c.query('set statement_timeout = 0; set idle_in_transaction_session_timeout = 0');
        const { rows } = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [
          key,
        ]);
        if (!rows[0]?.ok) {
          c.off('error', onError);
          await c.query('reset statement_timeout; reset idle_in_transaction_session_timeout');
          c.release();
          return false;
        }
      } catch (error) {
        c.off('error', onError);
        c.release(true);
        throw error;
      }
      client = c;
      lost = false;
      return true;
    },
    /**
     * Whether the lock is ours as far as this process knows, without a round trip: false from the
     * moment its connection reported an error. The leader checks it before every step, so a
     * leader whose connection broke stops at once instead of at its next round-trip check.
     */
    held(): boolean {
      return database.kind !== 'postgres' || (client !== undefined && !lost);
    },
    /** Whether the lock is still ours (checked with a round trip on Postgres). */
    async stillHeld(): Promise<boolean> {
      if (database.kind !== 'postgres') return true;
      if (!client || lost) return false;
      try {
        await client.query('select 1');
        return true;
      } catch {
        lost = true;
        return false;
      }
    },
    /** Steps down: unlocks and gives the connection back (destroyed if it broke). */
    async release(): Promise<void> {
      const c = client;
      client = undefined;
      if (!c) return;
      if (lost) {
        c.release(true);
        return;
      }
      try {
        await c.query('select pg_advisory_unlock($1::bigint)', [key]);
        await c.query('reset statement_timeout; reset idle_in_transaction_session_timeout');
        c.release();
      } catch {
        c.release(true);
      }
    },
    /** Ends the connection without unlocking: what a crash looks like to the others (tests). */
    abandon(): void {
      const c = client;
      client = undefined;
      c?.release(true);
    },
  };
}

export type LeaderLock = ReturnType<typeof createLeaderLock>;

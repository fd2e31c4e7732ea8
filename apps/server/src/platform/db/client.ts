import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { REPO_ROOT } from '../repo-root.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type every repository works with, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories take `Db | Tx` so callers can pass either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The node-postgres pool, when kind is postgres (for raw client work such as advisory locks). */
  pool?: pg.Pool;
  /**
   * Where a broken connection is reported (a Postgres restart, a failover, a terminated backend).
   * Every connection of the pool has a listener from its start, idle or checked out, so such an
   * error never reaches the process as an unhandled 'error' event; the app points this at its log.
   */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps', 'server', 'drizzle');

const INT8_OID = 20;
const MIGRATION_LOCK_KEY = 7_140_001;
/**
 * `int8` is parsed to `bigint` the same way on both drivers (DESIGN.md §3): node-postgres returns a
 * string and PGlite a number or a bigint depending on its size, so both get one explicit parser.
 */
const parseInt8 = (value: string) => BigInt(value);

/**
 * Bounds on every Postgres connection of the pool, sent as startup parameters so they hold for
 * every statement (DESIGN.md §5: the books are bounded). A statement that runs longer, a lock
 * wait that lasts longer, or a transaction left open and idle longer (a crashed or stuck caller
 * holding row locks) is ended by the server instead of piling up behind it. Each can be
 * overridden by the environment variable named beside it (milliseconds; 0 turns a bound off),
 * and one transaction can lift its own with `SET LOCAL statement_timeout = …` (a long report).
 */
export const DB_TIMEOUTS_MS = {
  /** DB_STATEMENT_TIMEOUT_MS */
  statement: 30_000,
  /** DB_LOCK_TIMEOUT_MS */
  lock: 10_000,
  /** DB_IDLE_IN_TRANSACTION_TIMEOUT_MS */
  idleInTransaction: 60_000,
  /**
   * DB_CONNECT_TIMEOUT_MS: how long a caller waits for a connection of the pool (a free one, or a
   * new one being opened). Without it a request that finds the pool busy waits for ever; with it
   * the request is answered 503 SERVICE_UNAVAILABLE with Retry-After (issue 27).
   */
  connect: 5_000,
} as const;

export type DatabaseTimeouts = { -readonly [K in keyof typeof DB_TIMEOUTS_MS]: number };

const TIMEOUT_ENV: Record<keyof DatabaseTimeouts, string> = {
  statement: 'DB_STATEMENT_TIMEOUT_MS',
  lock: 'DB_LOCK_TIMEOUT_MS',
  idleInTransaction: 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
  connect: 'DB_CONNECT_TIMEOUT_MS',
};

/** The pool's timeouts: the defaults above, each overridable from the environment. */
export function databaseTimeouts(env: NodeJS.ProcessEnv = process.env): DatabaseTimeouts {
  const out = { ...DB_TIMEOUTS_MS } as DatabaseTimeouts;
  for (const key of Object.keys(TIMEOUT_ENV) as (keyof DatabaseTimeouts)[]) {
    const raw = env[TIMEOUT_ENV[key]];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new Error(`${TIMEOUT_ENV[key]} must be a whole number of milliseconds, got "${raw}"`);
    }
    out[key] = value;
  }
  return out;
}

export interface DatabaseOptions {
  /** `postgres://…` for a real Postgres; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite in memory only: start from this dumped data directory (`dumpDataDir`) instead of an
   * empty cluster. The test tiers start each file's database from one migrated once per run.
   */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** Postgres only; default `databaseTimeouts()` (the constants, or the environment). */
  timeouts?: DatabaseTimeouts;
  /**
   * PGlite only: throw when a flow queries the database outside the transaction it has open
   * (see `guardReentry`). Default: on unless NODE_ENV is production.
   */
  assertNoReentry?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    // Drizzle's node-postgres session passes its own per-query type parsers that fall back to the
    // global registry, so the int8 parser must be registered there (it is process-wide, and we want
    // int8 as bigint everywhere in this process).
    pg.types.setTypeParser(INT8_OID, parseInt8);
    const timeouts = options.timeouts ?? databaseTimeouts();
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      statement_timeout: timeouts.statement,
      lock_timeout: timeouts.lock,
      idle_in_transaction_session_timeout: timeouts.idleInTransaction,
      connectionTimeoutMillis: timeouts.connect,
    });
    let report: (error: Error) => void = () => undefined;
    // A connection's 'error' event without a listener ends the process (issue 23). The pool
    // listens on idle connections only; a checked-out one (a transaction, a held advisory lock,
    // a query in flight) would have none. So every connection gets its own listener when it
    // opens: the query in flight fails on its own, the pool drops the broken connection when it
    // is released, and the next checkout opens a fresh one.
    pool.on('connect', (client) => client.on('error', (error: Error) => report(error)));
    // The pool passes an idle connection's error on as its own: already reported just above.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      onConnectionError: (listener) => {
        report = listener;
      },
      close: () => pool.end(),
    };
  }
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: path.resolve(options.dataDir) } : {}),
    ...(options.loadDataDir && !options.dataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [pgliteTypes.INT8]: parseInt8 },
  });
  const guard = options.assertNoReentry ?? process.env.NODE_ENV !== 'production';
  const db = drizzlePglite({ client: guard ? guardReentry(client) : client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite runs in this process: there is no connection to lose.
    onConnectionError: () => undefined,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** Thrown when a flow would wait on its own open PGlite transaction (a deadlock). */
export class DatabaseReentryError extends Error {
  constructor(what: string) {
    super(
      `database re-entry: ${what} outside the transaction this flow has open. PGlite runs one ` +
        'statement at a time, so it would wait for that transaction to end, which waits for this ' +
        'call: pass the transaction handle (tx), or run the call before or after the transaction.',
    );
    this.name = 'DatabaseReentryError';
  }
}

/** Whether the current async flow is inside a PGlite transaction (set by `guardReentry`). */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * PGlite is one connection: a query issued on the database (not on the transaction handle) while
 * a transaction is open waits until that transaction ends. When the waiting code is the
 * transaction's own flow, it never ends. This wrapper marks the flow that opened a transaction
 * (AsyncLocalStorage) and refuses, with a clear error, any top-level query, exec or nested
 * transaction from that flow while the transaction is still open; other flows wait as before.
 * Statements on the transaction handle go through PGlite's own handle, not through these methods.
 */
export function guardReentry(client: PGlite): PGlite {
  const target = client as unknown as Record<PropertyKey, unknown>;
  const refuseInside = (name: string) => {
    const fn = target[name] as (...args: unknown[]) => Promise<unknown>;
    return (...args: unknown[]) => {
      if (openTransaction.getStore()?.open) {
        return Promise.reject(new DatabaseReentryError(`db.${name}()`));
      }
      return fn.apply(client, args);
    };
  };
  const query = refuseInside('query');
  const exec = refuseInside('exec');
  const transaction = target.transaction as (...args: unknown[]) => Promise<unknown>;
  const guardedTransaction = (...args: unknown[]) => {
    if (openTransaction.getStore()?.open) {
      return Promise.reject(new DatabaseReentryError('db.transaction()'));
    }
    const mark = { open: true };
    return openTransaction.run(mark, async () => {
      try {
        return await transaction.apply(client, args);
      } finally {
        // Work this flow started inside the transaction may outlive it; it is free to query now.
        mark.open = false;
      }
    });
  };
  return new Proxy(client, {
    get(obj, prop) {
      if (prop === 'query') return query;
      if (prop === 'exec') return exec;
      if (prop === 'transaction') return guardedTransaction;
      const value = Reflect.get(obj, prop, obj);
      // PGlite keeps private fields: its methods must run on the instance, not on the proxy.
      return typeof value === 'function' ? value.bind(obj) : value;
    },
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A PGlite directory belongs to one process at a time (DESIGN.md §9): a second server on the same
 * directory would corrupt it, so it is refused before it opens anything. A lock left by a process
 * that is gone is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  // Beside the directory, not in it: PGlite wants its own directory to itself.
  const lockFile = `${path.resolve(dataDir)}.pid`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `the database in ${dataDir} is in use by process ${holder}; stop it or use another DATA_DIR`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

/** Applies the one migration folder with the driver's own migrator. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'postgres') {
    // Several instances may start at once: one migrates while the others wait on an advisory lock.
    // The migrator runs on the connection that holds the lock, with the pool's statement and
    // lock bounds lifted: a migration may rewrite a large table, wait for traffic to let go, or
    // wait for another instance's migration.
    const client = await database.pool!.connect();
    try {
      await client.query('set statement_timeout = 0; set lock_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client, schema }) as never, config);
    } finally {
      await client.query('reset statement_timeout; reset lock_timeout').catch(() => undefined);
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  } else {
    await migratePglite(database.db as never, config);
  }
}

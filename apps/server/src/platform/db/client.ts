import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

const INT8_OID = 20;
const MIGRATION_LOCK_KEY = 7_140_001;
/**
 * `int8` is parsed to `bigint` the same way on both drivers (DESIGN.md §3): node-postgres returns a
 * string and PGlite a number or a bigint depending on its size, so both get one explicit parser.
 */
const parseInt8 = (value: string) => BigInt(value);

export interface DatabaseOptions {
  /** `postgres://…` for a real Postgres; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted = in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    // Drizzle's node-postgres session passes its own per-query type parsers that fall back to the
    // global registry, so the int8 parser must be registered there (it is process-wide, and we want
    // int8 as bigint everywhere in this process).
    pg.types.setTypeParser(INT8_OID, parseInt8);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: path.resolve(options.dataDir) } : {}),
    parsers: { [pgliteTypes.INT8]: parseInt8 },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
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
    // Several instances may start at once: one migrates while the others wait on an advisory lock
    // held on a connection of its own (the migrator runs on the pool's other connections).
    const client = await database.pool!.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(database.db as never, config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  } else {
    await migratePglite(database.db as never, config);
  }
}

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { migrateDatabase, openDatabase } from '../../src/platform/db/client.ts';

/**
 * Issue 27, backups and point-in-time recovery (docs/operations.md): a throwaway Postgres cluster
 * archives its WAL as the operations guide says; deploy/pitr.mjs takes a base backup, and after
 * more writes restores a new cluster to a moment between two of them. The restored cluster has the
 * Houseline schema and every write before the moment, and none after it.
 */
interface Pitr {
  pgBin(): string;
  pgTool(tool: string, args: string[], options?: object): string;
  asPostgres(command: string, args: string[], options?: object): string;
  writeAsPostgres(file: string, text: string): void;
  backup(o: { from: string; to: string }): string;
  restore(o: { base: string; wal: string; into: string; port: number; targetTime?: string }): unknown;
}
const pitr = (await import(path.join(REPO_ROOT, 'deploy/pitr.mjs'))) as Pitr;
const isRoot = process.getuid?.() === 0;
const skip =
  !pitr.pgBin() || !existsSync(path.join(pitr.pgBin(), 'initdb'))
    ? 'no Postgres server binaries'
    : !isRoot
      ? 'needs root (the tools run as postgres)'
      : undefined;
if (skip) process.stdout.write(`point-in-time recovery test skipped: ${skip}\n`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(Boolean(skip))('point-in-time recovery (issue 27)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hl-pitr-'));
  const dirs = {
    primary: path.join(root, 'primary'),
    archive: path.join(root, 'archive'),
    base: path.join(root, 'base'),
    restored: path.join(root, 'restored'),
  };
  const port = 25_000 + Math.floor(Math.random() * 2_000);
  const restoredPort = port + 1;
  const stop = (dir: string) => {
    if (existsSync(path.join(dir, 'postmaster.pid'))) {
      try {
        pitr.pgTool('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already gone
      }
    }
  };
  afterAll(() => {
    stop(dirs.restored);
    stop(dirs.primary);
    if (!process.env.PITR_KEEP) rmSync(root, { recursive: true, force: true });
  });

  it('restores a base backup and the archived WAL to a moment between two writes', async () => {
    execFileSync('chown', ['postgres', root]);
    pitr.asPostgres('mkdir', [dirs.archive]);
    pitr.pgTool('initdb', ['-D', dirs.primary, '-U', 'postgres', '--auth=trust', '--no-sync']);
    pitr.writeAsPostgres(
      path.join(dirs.primary, 'postgresql.conf'),
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        "unix_socket_directories = '/tmp'",
        'wal_level = replica',
        'archive_mode = on',
        `archive_command = 'test ! -f ${dirs.archive}/%f && cp %p ${dirs.archive}/%f'`,
        'fsync = off',
        '',
      ].join('\n'),
    );
    pitr.pgTool('pg_ctl', ['-D', dirs.primary, '-l', path.join(dirs.primary, 'log'), '-w', 'start']);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const database = await openDatabase({ url, poolSize: 2 });
    await migrateDatabase(database);
    await database.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('create table pitr_probe (note text primary key, at timestamptz default now())');
      await client.query("insert into pitr_probe (note) values ('before the backup')");
      pitr.backup({ from: url, to: dirs.base });
      await client.query("insert into pitr_probe (note) values ('after the backup')");
      await sleep(1_100);
      const target = new Date().toISOString();
      await sleep(1_100);
      await client.query("insert into pitr_probe (note) values ('after the target')");
      await client.query('select pg_switch_wal()');
      // Wait until the segment holding the last write is in the archive.
      const until = Date.now() + 30_000;
      for (;;) {
        const { rows } = await client.query<{ pending: boolean }>(
          'select (last_archived_wal is null or last_archived_wal < pg_walfile_name(pg_current_wal_lsn())) as pending from pg_stat_archiver',
        );
        if (!rows[0]?.pending || Date.now() > until) break;
        await sleep(100);
      }

      pitr.restore({
        base: dirs.base,
        wal: dirs.archive,
        into: dirs.restored,
        port: restoredPort,
        targetTime: target,
      });
      const restored = new pg.Client({
        connectionString: `postgres://postgres@127.0.0.1:${restoredPort}/postgres`,
      });
      await restored.connect();
      try {
        const { rows } = await restored.query<{ note: string }>('select note from pitr_probe order by at');
        expect(rows.map((r) => r.note)).toEqual(['before the backup', 'after the backup']);
        const tables = await restored.query(
          "select count(*)::int as n from information_schema.tables where table_name = 'ledger_postings'",
        );
        expect(tables.rows[0]).toEqual({ n: 1 });
      } finally {
        await restored.end();
      }
    } finally {
      await client.end();
    }
  }, 180_000);
});

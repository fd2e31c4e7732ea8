// Backups and point-in-time recovery for Houseline's Postgres (issue 27, docs/operations.md).
//
//   node deploy/pitr.mjs backup  --from <postgres url> --to <dir>
//       a base backup (pg_basebackup, plain format, WAL streamed alongside) into <dir>
//   node deploy/pitr.mjs restore --base <dir> --wal <archive dir> --into <new data dir> --port <p>
//                                [--target-time <ISO time>]
//       a new cluster from the base backup that replays the archived WAL up to the target time
//       (or to the end of the archive), then promotes itself and listens on <p>
//
// The primary must archive its WAL (postgresql.conf):
//   archive_mode = on
//   archive_command = 'test ! -f <archive dir>/%f && cp %p <archive dir>/%f'
// The server tools run as the postgres user when this runs as root (Postgres refuses root).
// apps/server/test/proof/pitr.test.ts restores a throwaway cluster to a moment between two writes.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export function pgBin() {
  const base = '/usr/lib/postgresql';
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (!existsSync(base)) return '';
  const versions = readdirSync(base).sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1), 'bin') : '';
}

/** Runs a command as the postgres user when we are root (the data directories are theirs). */
export function asPostgres(command, args, options = {}) {
  const root = process.getuid?.() === 0;
  const [cmd, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], ...options });
}

/** Runs a Postgres server tool (initdb, pg_ctl, pg_basebackup) from the server's bin directory. */
export function pgTool(tool, args, options = {}) {
  return asPostgres(path.join(pgBin(), tool), args, options);
}

/** Writes a file as the postgres user (the data directory is theirs). */
export function writeAsPostgres(file, text) {
  const root = process.getuid?.() === 0;
  const [command, argv] = root
    ? ['runuser', ['-u', 'postgres', '--', 'tee', '-a', file]]
    : ['tee', ['-a', file]];
  execFileSync(command, argv, { input: text, stdio: ['pipe', 'ignore', 'inherit'] });
}

export function backup({ from, to }) {
  pgTool('pg_basebackup', ['-d', from, '-D', to, '-X', 'stream', '-c', 'fast', '--no-sync']);
  return to;
}

/**
 * Restores into a new data directory and starts it: the base backup is copied, recovery.signal
 * asks Postgres to replay WAL from the archive (restore_command) up to the target, and
 * recovery_target_action=promote opens the cluster for writes when it gets there.
 */
export function restore({ base, wal, into, port, targetTime }) {
  if (existsSync(into)) throw new Error(`${into} exists: restore into a new directory`);
  asPostgres('cp', ['-a', base, into]);
  asPostgres('rm', ['-f', path.join(into, 'postmaster.pid'), path.join(into, 'standby.signal')]);
  const settings = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    "unix_socket_directories = '/tmp'",
    `restore_command = 'cp ${wal}/%f %p'`,
    "recovery_target_action = 'promote'",
    "archive_mode = 'off'",
    // Postgres reads '2026-12-01 19:54:03.091+00', not the ISO 'T…Z' form.
    ...(targetTime
      ? [
          `recovery_target_time = '${new Date(targetTime).toISOString().replace('T', ' ').replace('Z', '+00')}'`,
        ]
      : []),
  ];
  writeAsPostgres(path.join(into, 'postgresql.auto.conf'), `${settings.join('\n')}\n`);
  writeAsPostgres(path.join(into, 'recovery.signal'), '');
  pgTool('pg_ctl', ['-D', into, '-l', path.join(into, 'restore.log'), '-w', '-t', '60', 'start']);
  // Recovery ends with a promotion; wait until the cluster takes writes.
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const out = spawnSync(
      'psql',
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-Atc',
        'select pg_is_in_recovery()',
      ],
      { encoding: 'utf8' },
    );
    if (out.stdout.trim() === 'f') return { port, dataDir: into };
    spawnSync('sleep', ['0.2']);
  }
  throw new Error(`the restored cluster in ${into} did not finish recovery (see restore.log)`);
}

function option(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const command = process.argv[2];
  if (command === 'backup') {
    backup({ from: option('from'), to: path.resolve(option('to')) });
    process.stdout.write(`base backup written to ${option('to')}\n`);
  } else if (command === 'restore') {
    const result = restore({
      base: path.resolve(option('base')),
      wal: path.resolve(option('wal')),
      into: path.resolve(option('into')),
      port: Number(option('port')),
      targetTime: option('target-time'),
    });
    process.stdout.write(`restored cluster running on :${result.port} from ${result.dataDir}\n`);
  } else {
    process.stdout.write('usage: node deploy/pitr.mjs backup|restore … (see the head of this file)\n');
    process.exit(2);
  }
}

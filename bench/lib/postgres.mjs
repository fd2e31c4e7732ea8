// Postgres for the transfer bench (bench/transfer.mjs): its binaries, a throwaway cluster, which
// server to use, and one-shot queries.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export function pgBin(name) {
  for (const dir of ['/usr/lib/postgresql']) {
    if (!existsSync(dir)) continue;
    const versions = readdirSync(dir).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const file = path.join(dir, v, 'bin', name);
      if (existsSync(file)) return file;
    }
  }
  return name; // on PATH
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export const withDb = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export async function query(url, text, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A throwaway cluster: initdb in a temp dir, listening on 127.0.0.1 only. `cleanups` is the run's
 * stack of teardown steps; the cluster's removal is pushed onto it. With `core`, the postmaster
 * starts under `taskset -c <core>` and every backend it forks inherits that affinity: Postgres
 * stays off the server's core (issue 27).
 */
export async function startPrivateCluster(maxConnections, cleanups, { core } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hl-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (bin, args) => {
    const [cmd, full] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
    return execFileSync(cmd, full, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = path.join(dir, 'data');
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true })); // if initdb fails
  run(pgBin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const options = [
    '-c listen_addresses=127.0.0.1',
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    `-c max_connections=${maxConnections}`,
  ].join(' ');
  cleanups.push(async () => {
    try {
      run(pgBin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  const startArgs = ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', options, 'start'];
  if (core === undefined) run(pgBin('pg_ctl'), startArgs);
  else run('taskset', ['-c', String(core), pgBin('pg_ctl'), ...startArgs]);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** Which Postgres to use: a given URL, the shared 127.0.0.1:5432 if it has room, or a private one. */
export async function choosePostgres({ givenUrl, concurrency, serverPool, cleanups, core }) {
  const needed = concurrency + serverPool + 10;
  if (givenUrl) return { adminUrl: givenUrl, where: 'given --database-url' };
  // Pinned: the shared :5432 belongs to every engineer on the machine, so it is never re-pinned.
  if (core !== undefined) {
    return {
      adminUrl: await startPrivateCluster(needed + 50, cleanups, { core }),
      where: `a private cluster pinned to core ${core} (taskset: postmaster and every backend)`,
    };
  }
  const shared = 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const [row] = await query(shared, 'show max_connections');
    if (Number(row.max_connections) >= needed) return { adminUrl: shared, where: '127.0.0.1:5432' };
    const adminUrl = await startPrivateCluster(needed + 50, cleanups);
    return {
      adminUrl,
      where: `a private cluster (127.0.0.1:5432 has max_connections=${row.max_connections} < ${needed})`,
    };
  } catch (error) {
    if (error.code !== 'ECONNREFUSED') throw error;
    return {
      adminUrl: await startPrivateCluster(needed + 50, cleanups),
      where: 'a private cluster (nothing on :5432)',
    };
  }
}

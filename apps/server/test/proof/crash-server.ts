import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { REPO_ROOT } from '../../src/config.ts';

/**
 * The crash loop's server process (issue 14): the real `main.ts`, bundled once with esbuild so a
 * restart costs a plain `node` start instead of tsx compiling the whole server again. Each module
 * keeps its own `import.meta.url` (config.ts finds the repository, client.ts the migrations by it),
 * and npm packages stay external (resolved from the repository's node_modules at run time).
 */
export async function bundleServer(): Promise<string> {
  const outDir = path.join(REPO_ROOT, 'node_modules', '.cache', 'houseline-crash-loop');
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, `main-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(REPO_ROOT, 'apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    plugins: [
      {
        name: 'houseline-crash-loop',
        setup(b) {
          // Workspace packages are bundled (they are TypeScript); every other package stays external.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@houseline/') ? undefined : { path: args.path, external: true },
          );
          b.onLoad({ filter: /\.ts$/ }, (args) => ({
            contents: readFileSync(args.path, 'utf8').replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  return outfile;
}

export interface ServerOptions {
  bundle: string;
  databaseUrl: string;
  port: number;
  seedDemo: boolean;
  /** Settings over the crash loop's (a test's log level and timings; the cluster chaos test's Redis). */
  env?: Record<string, string>;
}

/** What each server printed (stdout and stderr, the last 200 kB), for tests that read its log. */
const outputs = new WeakMap<ChildProcess, { text: string }>();
export const serverOutput = (child: ChildProcess): string => outputs.get(child)?.text ?? '';

/** Every server this process started: the suite's cleanup kills whatever is still running. */
export const spawned = new Set<ChildProcess>();

/** Starts the server; resolves with the child once /api/health answers. */
export async function startServer(options: ServerOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, [options.bundle], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DB_POOL_SIZE: '12',
      PORT: String(options.port),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SANDBOX: '1',
      SEED_DEMO: options.seedDemo ? '1' : '0',
      JOBS: '1',
      FEED_SIMULATOR: '0',
      LIVE_BETTING_SECONDS: '3',
      LIVE_DEAL_STEP_MS: '60',
      LIVE_SETTLED_PAUSE_MS: '100',
      VENUE_TIMEOUT_MS: '1000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  child.once('exit', () => spawned.delete(child));
  let stderr = '';
  const output = { text: '' };
  outputs.set(child, output);
  child.stdout?.on('data', (chunk: Buffer) => {
    output.text = (output.text + chunk.toString()).slice(-200_000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    output.text = (output.text + chunk.toString()).slice(-200_000);
  });
  const base = `http://127.0.0.1:${options.port}`;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    try {
      const response = await fetch(`${base}/api/health`, { headers: { site_code: 'hgtyc' } });
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${stderr}`);
}

/** SIGKILL, and wait until the process is gone (its port free, its connections dropped). */
export function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * What a Postgres restart or failover does to a server's connections (issue 23): every backend of
 * the database is terminated, the caller's own excepted. Only `datname`'s backends: other
 * databases on the same Postgres are not touched. Resolves with how many were ended.
 */
export async function terminateBackends(datname: string): Promise<number> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      `select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [datname],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

/**
 * After its database's backends were terminated (`terminateBackends`): the server is still
 * running and its health answers. Returns what is wrong, empty when nothing is.
 */
export async function stillServing(child: ChildProcess, base: string): Promise<string[]> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return [`server exited (${child.exitCode ?? child.signalCode}) after its backends were terminated`];
  }
  // The pool opens fresh connections on demand: the first request after the outage may still
  // meet one that broke, so a few tries are allowed.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await fetch(`${base}/api/health`, { headers: { site_code: 'hgtyc' } }).catch(
      () => undefined,
    );
    if (response?.ok) return [];
    await new Promise((r) => setTimeout(r, 100));
  }
  return ['health did not answer after the backends were terminated'];
}

/** A scratch database on the local Postgres; `undefined` (with the reason) when none is reachable. */
export async function scratchDatabase(
  prefix = 'hl_crash',
): Promise<{ url: string; name: string; drop(): Promise<void> } | { skip: string }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skip: `no Postgres at ${ADMIN_URL}: ${(error as Error).message}` };
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

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
}

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
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  spawned.add(child);
  child.once('exit', () => spawned.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
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

/** A scratch database on the local Postgres; `undefined` (with the reason) when none is reachable. */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> } | { skip: string }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skip: `no Postgres at ${ADMIN_URL}: ${(error as Error).message}` };
  }
  const name = `hl_crash_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

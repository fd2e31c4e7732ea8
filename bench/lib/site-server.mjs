// The site as `npm start` serves it, for the Lighthouse bench: `scripts/start.mjs` on a free port
// and a temporary data directory, once it is healthy and its odds simulator has filled the catalogue.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Resolves once `/api/health` answers; fails at once if the server process exits. */
export async function waitForHealth(base, server) {
  const deadline = Date.now() + 180_000; // a first start may build the web and seed the database
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy within 180 s');
}

/**
 * The sandbox's odds simulator fills an empty catalogue on its first run (a few seconds of
 * writes in the server's process): audit a server that has done that, as a running site has.
 */
async function waitForMatches(base, site) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/findmed/v1/sports/menu?tab=today`, {
        headers: { site_code: site },
      });
      const body = await res.json();
      const counts = (body.data?.sports ?? []).flatMap((s) => Object.values(s.counts));
      if (counts.some((n) => n > 0)) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error('lighthouse: no matches after 90 s (is the odds simulator off?); auditing anyway');
}

/** Starts `scripts/start.mjs` (what `npm start` runs) on a temporary data directory. */
export async function startServer(site) {
  const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hl-lighthouse-'));
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, SITE_CODE: site, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
    await waitForMatches(base, site);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

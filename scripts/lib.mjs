// Small helpers shared by the repository scripts (start, dev, test, build:brands).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SITE_CODE = 'hgtyc';

export function log(message) {
  process.stdout.write(`[houseline] ${message}\n`);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, { env = {}, cwd = ROOT, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => {
        output += d;
      });
      child.stderr.on('data', (d) => {
        output += d;
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** True when the brand's web build is missing or older than any web or shared source file. */
export function webBuildIsStale(siteCode) {
  const index = path.join(ROOT, 'apps/web/dist', siteCode, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'apps/web')),
    newestMtime(path.join(ROOT, 'packages/shared/src')),
  );
  return sources > built;
}

export async function buildWeb(siteCode, { quiet = false } = {}) {
  const started = Date.now();
  const result = await run('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
    env: { SITE_CODE: siteCode },
    quiet,
  });
  return { ...result, ms: Date.now() - started };
}

/** True when the operator console's build is missing or older than any console or shared source file. */
export function adminBuildIsStale() {
  const index = path.join(ROOT, 'apps/admin/dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'apps/admin')),
    newestMtime(path.join(ROOT, 'packages/shared/src')),
  );
  return sources > built;
}

/** Builds the operator console (one build for every brand) into apps/admin/dist. */
export async function buildAdmin({ quiet = false } = {}) {
  const started = Date.now();
  const result = await run('npm', ['run', 'build', '-w', 'apps/admin', '--silent'], { quiet });
  return { ...result, ms: Date.now() - started };
}

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from './process-helpers.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hl-proc-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on an embedded database, prints its addresses, and shuts down cleanly on SIGTERM', async () => {
    const port = 18_000 + Math.floor(Math.random() * 2000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SANDBOX: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = await waitFor(child, /Demo member/, 60_000);
    expect(output).toContain(`http://127.0.0.1:${port}/app/home`);
    expect(output).toContain(`http://127.0.0.1:${port}/home`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ status: true, data: { ok: true, db: 'pglite' } });

    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 90_000);

  it('refuses to start in production on the database the demo has seeded', async () => {
    // The data directory of the test above holds the demo member and the sandbox operators.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(18_000 + Math.floor(Math.random() * 2000)),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SANDBOX: '',
        SEED_DEMO: '',
        // Capitalised on purpose: production in any letter case is production.
        NODE_ENV: 'Production',
        GATEWAY_SECRET: 'g'.repeat(32),
        VENUE_SECRET: 'v'.repeat(32),
        DEPOSIT_ADDRESS_SEED: 's'.repeat(32),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const output = await waitFor(child, /failed to start/, 60_000);
    expect(await exited).toBe(1);
    expect(output).toMatch(/demo member\(s\) "demo888"/);
    expect(output).toMatch(/sandbox operator "admin"/);
    expect(output).not.toContain('ready in');
  }, 90_000);
});

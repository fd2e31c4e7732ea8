import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { waitFor } from './process-helpers.ts';

// Issue 27: the server built ahead of time runs with plain `node` — no TypeScript loader — and
// does everything the source run does at start (migrations from apps/server/drizzle, the seed,
// the web host). The bundle is built into a folder of its own inside the repository, because the
// server finds the repository's files by walking up from where it runs.

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('production build', () => {
  const outdir = mkdtempSync(path.join(REPO_ROOT, '.tmp-server-build-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hl-prod-'));
  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('bundles the server with no TypeScript loader and starts it with plain node', async () => {
    const { buildServer } = (await import(path.join(REPO_ROOT, 'scripts/build-server.mjs'))) as {
      buildServer(options: { outdir: string }): Promise<{ ms: number; bytes: number }>;
    };
    await buildServer({ outdir });
    const code = filesUnder(outdir).filter((f) => f.endsWith('.js'));
    expect(code.length).toBeGreaterThan(2);
    for (const file of code) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from ["']tsx/);
      // No module left to load as TypeScript (file URLs of the sources, kept for their
      // `import.meta.url`, are strings, not imports).
      expect(text, file).not.toMatch(/(?:from|import\()\s*["'][^"']+\.ts["']/);
    }

    const port = 20_000 + Math.floor(Math.random() * 2000);
    const child = spawn(process.execPath, ['--enable-source-maps', path.join(outdir, 'main.js')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SANDBOX: '1',
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const output = await waitFor(child, /Demo member/, 60_000);
      expect(output).toContain(`http://127.0.0.1:${port}/app/home`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toMatchObject({ status: true, data: { ok: true, db: 'pglite' } });
      const md = await fetch(`http://127.0.0.1:${port}/api/findmed/v1/md`, {
        headers: { site_code: 'hgtyc', d: '25', lang: 'zh-CN' },
      });
      expect(await md.json()).toMatchObject({ status: true });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});

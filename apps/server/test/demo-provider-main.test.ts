import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { venueSignature } from '../src/modules/venues/venue-client.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = 4611;
const SECRET = 'standalone-demo-venue-secret-42';
const BASE = `http://127.0.0.1:${PORT}`;

describe('demo provider as its own process', () => {
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('starts on its port and answers a signed launch with an absolute play URL', async () => {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/demo-venue-main.ts')],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(PORT),
          HOST: '127.0.0.1',
          VENUE_SECRET: SECRET,
          DATABASE_URL: '',
          DEMO_VENUE_DATA_DIR: '',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ready line: ${output}`)), 40_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('[demo-venue] ready')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`exited ${code}: ${output}`));
      });
    });

    const url = '/venue/demo/v1/launch';
    const body = JSON.stringify({
      venue: 'demo_lottery',
      gameCode: 'k3-1m',
      player: 'hgtyc_42',
      platform: 'pc',
      locale: 'zh-CN',
      currency: 'CNY',
    });
    const ts = String(Date.now());
    const response = await fetch(`${BASE}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-venue-ts': ts,
        'x-venue-sign': venueSignature(SECRET, ts, 'POST', url, body),
      },
      body,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { url: string; expiresAt: string };
    expect(answer.url).toMatch(new RegExp(`^${BASE}/venue/demo/play/k3-1m\\?t=[\\w-]+&lang=zh-CN$`));

    const forged = await fetch(`${BASE}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-venue-ts': ts, 'x-venue-sign': '0'.repeat(64) },
      body,
    });
    expect(forged.status).toBe(401);
    const page = await fetch(answer.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${BASE}`);
  }, 60_000);
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

const PLACEHOLDER = 'HOUSELINE_CSP_NONCE';

/** A console build as apps/admin writes it (Vite's `html.cspNonce` puts the placeholder on every tag). */
function writeConsoleBuild(dir: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><meta property="csp-nonce" nonce="${PLACEHOLDER}" />` +
      `<script type="module" crossorigin nonce="${PLACEHOLDER}" src="/admin/assets/index-abc.js"></script>`,
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), "console.info('console')");
}

describe('console host (/admin/)', () => {
  let ctx: TestContext;
  const adminDistDir = mkdtempSync(path.join(tmpdir(), 'hl-admin-'));
  beforeAll(async () => {
    writeConsoleBuild(adminDistDir);
    ctx = await createTestApp('pglite', { seed: false, config: { adminDistDir } });
    mkdirSync(path.join(ctx.config.webDistDir, 'hgtyc'), { recursive: true });
    writeFileSync(
      path.join(ctx.config.webDistDir, 'hgtyc', 'index.html'),
      '<!doctype html><title>member site</title>',
    );
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(adminDistDir, { recursive: true, force: true });
  });

  it("serves the console's shell for its client routes with a fresh nonce in the page and the policy", async () => {
    const nonces = new Set<string>();
    for (const url of ['/admin/', '/admin/dashboard', '/admin/finance/deposits?status=pending']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).not.toContain('member site');
      expect(res.body).not.toContain(PLACEHOLDER);
      const nonce = /nonce="([A-Za-z0-9+/=]{22,})"/.exec(res.body)?.[1];
      expect(nonce, url).toBeDefined();
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('no-store');
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(3);
  });

  it('serves its hashed assets for a year, answers a missing one 404 and sends /admin to /admin/', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/admin/assets/index-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain("console.info('console')");
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/assets/gone-123.js' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/../package.json' })).statusCode).not.toBe(200);
    const bare = await ctx.app.inject({ method: 'GET', url: '/admin' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/admin/');
  });

  it('leaves the member site where it was', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/app/home' });
    expect(res.body).toContain('member site');
  });
});

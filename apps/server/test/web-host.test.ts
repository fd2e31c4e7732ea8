import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from './helpers.ts';

describe('web host', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { seed: false });
    for (const code of ['hgtyc', 'hgty']) {
      const dir = path.join(ctx.config.webDistDir, code);
      mkdirSync(path.join(dir, 'assets'), { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${code}</title>`);
      writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), `console.info('${code}')`);
      writeFileSync(path.join(dir, 'sw.js'), '/* sw */');
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves the app shell for client routes, revalidated every time', async () => {
    for (const url of ['/', '/app/home', '/home?x=1', '/user/message/detail']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>hgtyc</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and keeps the service worker fresh', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const sw = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 rather than the shell', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(res.statusCode).toBe(404);
  });

  it('serves each brand its own build by host', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/app/home',
      headers: { host: 'hgty.localhost:8080' },
    });
    expect(res.body).toContain('<title>hgty</title>');
  });

  it('never serves files outside the build', async () => {
    // A secret beside the brand builds, one level above the served root.
    writeFileSync(path.join(ctx.config.webDistDir, 'secret.txt'), 'TOP-SECRET');
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('TOP-SECRET');
    }
    // The same file name inside the build is served, so the check above can tell the difference.
    writeFileSync(path.join(ctx.config.webDistDir, 'hgtyc', 'secret.txt'), 'INSIDE');
    expect((await ctx.app.inject({ method: 'GET', url: '/secret.txt' })).body).toBe('INSIDE');
  });

  it('serves the static artwork', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/static/img/avatar-default.svg' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

import { createHash } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from './helpers.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const INLINE_SCRIPT = "window.__boot = 'inline';";
const INLINE_STYLE = ':root{--hl-primary:#B91C1C}';
const BIG_SCRIPT = `console.info(${JSON.stringify('x'.repeat(4000))});`;

/** A build as apps/web writes it: an index.html with inline bits, and pre-compressed copies. */
function writeBuild(dir: string, code: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>${code}</title><style id="brand-theme">${INLINE_STYLE}</style>` +
      `<script>${INLINE_SCRIPT}</script><script type="module" src="/assets/index-abc.js"></script>`,
  );
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), `console.info('${code}')`);
  const big = path.join(dir, 'assets', 'big-abc123.js');
  writeFileSync(big, BIG_SCRIPT);
  writeFileSync(`${big}.br`, brotliCompressSync(BIG_SCRIPT));
  writeFileSync(`${big}.gz`, gzipSync(BIG_SCRIPT));
  writeFileSync(path.join(dir, 'sw.js'), '/* sw */');
}

describe('web host', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { seed: false });
    for (const code of ['hgtyc', 'hgty']) writeBuild(path.join(ctx.config.webDistDir, code), code);
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

  it('sends the pre-compressed copy the browser accepts, brotli first, and says it varies', async () => {
    const url = '/assets/big-abc123.js';
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    expect(plain.headers.vary).toContain('accept-encoding');

    // A file the build did not compress (too small) goes out as it is.
    const small = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe("console.info('hgtyc')");
  });

  it('gives the document a strict Content-Security-Policy with hashes of its inline code', async () => {
    for (const url of ['/app/home', '/index.html']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:8080' } });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      const directive = (name: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `));
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(directive('script-src')).toBe(`script-src 'self' ${sha256(INLINE_SCRIPT)}`);
      expect(directive('style-src')).toBe(`style-src 'self' ${sha256(INLINE_STYLE)}`);
      expect(directive('object-src')).toBe("object-src 'none'");
      expect(directive('base-uri')).toBe("base-uri 'self'");
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(directive('connect-src')).toBe("connect-src 'self' ws://127.0.0.1:8080");
      expect(directive('img-src')).toBe("img-src 'self' data: blob:");
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Hashed assets are not documents.
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
  });

  it('follows a rebuilt index.html: the hashes are those of the build being served', async () => {
    const dir = path.join(ctx.config.webDistDir, 'hgty');
    const next = "window.__boot = 'rebuilt';";
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>hgty</title><script>${next}</script>`);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dir, 'index.html'), later, later);
    const res = await ctx.app.inject({ method: 'GET', url: '/home', headers: { host: 'hgty.localhost' } });
    expect(String(res.headers['content-security-policy'])).toContain(sha256(next));
    expect(String(res.headers['content-security-policy'])).not.toContain(sha256(INLINE_SCRIPT));
    writeBuild(dir, 'hgty');
  });

  it('sets Permissions-Policy on every answer and HSTS never over plain HTTP', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/app/home' });
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['permissions-policy']).toContain('geolocation=()');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['permissions-policy']).toContain('microphone=()');
    // Without TRUST_PROXY a forwarded protocol is not believed.
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/app/home',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the static artwork', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/static/img/avatar-default.svg' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('web host behind a TLS-terminating proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { seed: false, config: { trustProxy: ['127.0.0.1'] } });
    writeBuild(path.join(ctx.config.webDistDir, 'hgtyc'), 'hgtyc');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('sends HSTS when the request came over TLS, and the socket source is wss', async () => {
    const tls = await ctx.app.inject({
      method: 'GET',
      url: '/app/home',
      headers: { 'x-forwarded-proto': 'https', host: 'm.heguang.example' },
    });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(String(tls.headers['content-security-policy'])).toContain(
      "connect-src 'self' wss://m.heguang.example",
    );
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/app/home',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('leaves a Host header that does not look like one out of the policy', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/app/home',
      headers: { host: "evil.example'; script-src *" },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('evil');
  });
});

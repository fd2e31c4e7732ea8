import { webcrypto } from 'node:crypto';
import { siteConfigSchema } from '@houseline/shared/api/contract/site';
import { BRANDS } from '@houseline/shared/brands/registry';
import { SITE_CODES } from '@houseline/shared/brands/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';

describe.each(BACKENDS)('site config and pre-info (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(backend, { seed: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves every brand its own complete site config', async () => {
    for (const code of SITE_CODES) {
      const res = await call(ctx.app, {
        method: 'GET',
        url: '/api/findmed/v1/md',
        headers: clientHeaders(code),
      });
      expect(res.body.status).toBe(true);
      const config = siteConfigSchema.parse(res.body.data);
      expect(config.site).toBe(code);
      expect(config.siteName).toBe(BRANDS[code].siteName);
      expect(config.scriptsList.default?.length).toBeGreaterThan(0);
      expect(config.items.length).toBeGreaterThan(0);
      expect(config.items[0]).toHaveProperty('platform_ck');
      // Only brand `by` carries a WhatsApp link.
      expect('whatsAppUrl' in config).toBe(code === 'by');
    }
  });

  it('publishes an RSA-OAEP SHA-256 key that the browser can encrypt with and the server can read', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/findmed/v1/md', headers: clientHeaders() });
    const spki = Buffer.from(res.body.data.publicKey as string, 'base64');
    const key = await webcrypto.subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    const secret = '密码Passw0rd!';
    const cipher = await webcrypto.subtle.encrypt(
      { name: 'RSA-OAEP' },
      key,
      new TextEncoder().encode(secret),
    );
    expect(ctx.app.services.passwordKeys.decrypt(Buffer.from(cipher).toString('base64'))).toBe(secret);
  });

  it('keeps the same key across restarts on the same database', async () => {
    const first = await call(ctx.app, { method: 'GET', url: '/api/findmed/v1/md', headers: clientHeaders() });
    const { buildApp } = await import('../src/app.ts');
    const again = await buildApp({ config: ctx.config, database: ctx.database });
    const second = await call(again, { method: 'GET', url: '/api/findmed/v1/md', headers: clientHeaders() });
    await again.close();
    expect(second.body.data.publicKey).toBe(first.body.data.publicKey);
  });

  it('returns the customer-service link in pre-info', async () => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/f/v1/member/preInfo',
      headers: clientHeaders('by'),
    });
    expect(res.body).toEqual({
      status: true,
      data: { customer_service: BRANDS.by.common.customerServiceUrl },
    });
  });

  it('reports health without a site code', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/health' });
    expect(res.body).toMatchObject({ status: true, data: { ok: true, db: backend } });
  });
});

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPagesHost } from '../src/modules/venues/demo/pages-host.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 23 (framing): the demo venue's pages answered `frame-ancestors *` beside
// `X-Frame-Options: SAMEORIGIN`. A browser that reads CSP lets any site frame the game (and a
// game page framed by a stranger can be click-jacked into bets); one that reads only the older
// header refuses the site's own frame when the venue runs apart. The pair must say one thing:
// framed by the site's own origins only.

const PAGES = ['/venue/demo/play/k3-1m?t=abc&lang=zh-CN', '/venue/demo/play/rules/dt-royal'];

function frameAncestors(csp: string | undefined): string | undefined {
  return csp
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-ancestors'));
}

describe('the demo venue pages are framed only by the site', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { seed: false, config: { jobs: false } });
  });
  afterAll(async () => ctx.close());

  it.each(PAGES)('in the site (%s): frame-ancestors self with X-Frame-Options SAMEORIGIN', async (url) => {
    const page = await ctx.app.inject({ method: 'GET', url, headers: { host: 'hgty.localhost:3000' } });
    expect(page.statusCode).toBe(200);
    // The site's origin is named as well as 'self': the game frame is sandboxed to an opaque origin.
    expect(frameAncestors(page.headers['content-security-policy'] as string)).toBe(
      "frame-ancestors 'self' http://hgty.localhost:3000",
    );
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("on its own host: the site's origins are the only other framers, and no contradicting X-Frame-Options", async () => {
    const app = Fastify();
    registerPagesHost(app, {
      publicBaseUrl: 'http://127.0.0.1:4610',
      frameAncestors: ['http://hgty.localhost:3000', 'https://www.example-brand.com'],
    });
    try {
      for (const url of PAGES) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(frameAncestors(page.headers['content-security-policy'] as string)).toBe(
          "frame-ancestors 'self' http://hgty.localhost:3000 https://www.example-brand.com",
        );
        // X-Frame-Options cannot name another origin: sent, it would refuse the site's frame.
        expect(page.headers['x-frame-options']).toBeUndefined();
      }
      const alone = Fastify();
      registerPagesHost(alone, { publicBaseUrl: 'http://127.0.0.1:4610' });
      const page = await alone.inject({ method: 'GET', url: PAGES[0]! });
      expect(frameAncestors(page.headers['content-security-policy'] as string)).toBe(
        "frame-ancestors 'self' http://localhost:80",
      );
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      await alone.close();
    } finally {
      await app.close();
    }
  });
});

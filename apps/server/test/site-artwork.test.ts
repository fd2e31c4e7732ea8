import { ARTWORK_LIMITS } from '@houseline/shared/limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator } from './console-helpers.ts';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { multipart, sampleImage } from './uploads-helpers.ts';

type Site = Parameters<typeof clientHeaders>[0];

/**
 * Issue 24 (decision 0087): a content operator uploads a brand's banner artwork from the console;
 * it goes through the uploads' pipeline, is audited, listed for its brand only, served from a
 * stable same-origin URL, and a banner of that brand — never of another — may show it.
 */
describe.each(BACKENDS)('banner artwork uploads (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { content: string; support: string; boundHgty: string };
  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    const make = (username: string, role: 'content' | 'support', brands: string[] | null = null) =>
      newOperator(ctx, username, role, brands);
    ops = {
      content: await make('opartwork', 'content'),
      support: await make('opartsupport', 'support'),
      boundHgty: await make('opartworkhgty', 'content', ['hgty']),
    };
  });
  afterAll(async () => ctx?.close());

  const headers = (token: string, site: Site) => ({
    ...clientHeaders(site, { lang: 'zh-CN' }),
    authorization: `Bearer ${token}`,
  });
  const upload = (token: string, bytes: Buffer, site: Site = 'hgtyc', filename = 'art.png') => {
    const form = multipart(bytes, { filename });
    return call(ctx.app, {
      method: 'POST',
      url: '/api/admin/v1/site/artwork/upload',
      headers: { ...headers(token, site), 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const library = async (token: string, site: Site = 'hgtyc') =>
    (await call(ctx.app, { method: 'GET', url: '/api/admin/v1/site/artwork', headers: headers(token, site) }))
      .body;
  const saveBanner = (token: string, imageUrl: string, site: Site = 'hgtyc') =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/admin/v1/site/banner',
      headers: { ...headers(token, site), 'content-type': 'application/json' },
      payload: { title: '冬日上新', subtitle: '专属横幅', imageUrl, link: '', sort: 1, enabled: true },
    });
  const rows = async <T>(query: ReturnType<typeof sql>) => {
    const result: unknown = await ctx.database.db.execute(query);
    return ((result as { rows?: T[] }).rows ?? result) as T[];
  };
  const artworkCount = async () =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from brand_artwork`))[0]?.n;

  it('stores, audits and lists an upload; a banner shows it and the member home returns it', async () => {
    const res = await upload(ops.content, await sampleImage('png', 1500, 600));
    expect(res.body.status, JSON.stringify(res.body)).toBe(true);
    const art = res.body.data as { id: string; url: string; width: number; height: number };
    expect(art.url).toBe(`/static/artwork/hgtyc/${art.id}.webp`);
    expect(art).toMatchObject({ width: 1500, height: 600 });

    const second = (await upload(ops.content, await sampleImage('jpeg', 1000, 400))).body.data;
    expect((await library(ops.content)).data.list.map((a: { id: string }) => a.id)).toEqual([
      second.id,
      art.id,
    ]);

    const audit = await rows<{ target: string; site_code: string; before: unknown; after: { url: string } }>(
      sql`select target, site_code, before, after from operator_audit where action = 'artwork.upload' and target = ${art.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      site_code: 'hgtyc',
      before: null,
      after: { url: art.url, width: 1500 },
    });

    // The file: public (no token), the server's WebP, cached for good; only at its own brand's path.
    const file = await ctx.app.inject({ method: 'GET', url: art.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const elsewhere = await ctx.app.inject({ method: 'GET', url: `/static/artwork/hgty/${art.id}.webp` });
    expect(elsewhere.statusCode).toBe(404);

    const saved = await saveBanner(ops.content, art.url);
    expect(saved.body.status, JSON.stringify(saved.body)).toBe(true);
    const md = await call(ctx.app, {
      method: 'GET',
      url: '/api/findmed/v1/md',
      headers: clientHeaders('hgtyc'),
    });
    const banners = md.body.data.home.banners as { id: number; imageUrl: string }[];
    expect(banners.find((b) => b.id === saved.body.data.id)?.imageUrl).toBe(art.url);
  });

  it('refuses what is not an image, too big or the wrong shape, in Chinese, storing nothing', async () => {
    const before = await artworkCount();
    const cases: [Buffer, string, number][] = [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'UPLOAD_NOT_IMAGE',
        200,
      ],
      [
        Buffer.concat([await sampleImage('png', 1500, 600), Buffer.alloc(ARTWORK_LIMITS.maxBytes)]),
        'ARTWORK_TOO_LARGE',
        413,
      ],
      [await sampleImage('png', 600, 240), 'ARTWORK_DIMENSIONS', 200],
      [await sampleImage('png', 1500, 1500), 'ARTWORK_DIMENSIONS', 200],
      [await sampleImage('webp', 2000, 400), 'ARTWORK_DIMENSIONS', 200],
    ];
    for (const [bytes, code, status] of cases) {
      const res = await upload(ops.content, bytes);
      expect(res.body.code).toBe(code);
      expect(res.status).toBe(status);
      expect(res.body.data).toMatch(/[\u4e00-\u9fff]/);
    }
    const shape = await upload(ops.content, await sampleImage('png', 600, 240));
    expect(shape.body.data).toContain('宽度至少 750 像素');
    expect(shape.body.data).toContain('600×240');
    expect(await artworkCount()).toBe(before);
  });

  it("keeps a brand's artwork from other brands and other roles", async () => {
    const art = (await upload(ops.content, await sampleImage('png', 1500, 600))).body.data;
    // Another brand's library does not list it, and its banners may not show it.
    const hgty = await library(ops.boundHgty, 'hgty');
    expect(hgty.status).toBe(true);
    expect(hgty.data.list.some((a: { id: string }) => a.id === art.id)).toBe(false);
    const refused = await saveBanner(ops.boundHgty, art.url, 'hgty');
    expect(refused.body.code).toBe('BANNER_IMAGE');
    const spoofed = await saveBanner(ops.boundHgty, `/static/artwork/hgty/${art.id}.webp`, 'hgty');
    expect(spoofed.body.code).toBe('BANNER_IMAGE');
    // An operator bound to hgty cannot upload to hgtyc; support may not upload at all.
    const image = await sampleImage('png', 1500, 600);
    expect((await upload(ops.boundHgty, image)).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await upload(ops.support, image)).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await library(ops.support)).code).toBe('OPERATOR_FORBIDDEN');
  });
});

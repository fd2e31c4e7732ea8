import { gameListSchema } from '@houseline/shared/api/contract/games';
import { BRANDS } from '@houseline/shared/brands/registry';
import { SITE_CODES } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../src/modules/games/demo-catalog.ts';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';

describe.each(BACKENDS)('game list (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const list = (site: (typeof SITE_CODES)[number], show?: number) =>
    call(ctx.app, {
      method: 'GET',
      url: `/api/findmed/v1/game/list${show === undefined ? '' : `?show=${show}`}`,
      headers: clientHeaders(site),
    });

  it('gives each brand exactly its enabled categories, tabs by sort and games by seq', async () => {
    for (const code of SITE_CODES) {
      const res = await list(code, 1);
      const categories = gameListSchema.parse(res.body.data);
      expect(categories.map((c) => c.id).sort()).toEqual([...BRANDS[code].enabledGameIds].sort());
      const sorts = categories.map((c) => c.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      for (const category of categories) {
        expect(category.games.length).toBeGreaterThan(0);
        const seqs = category.games.map((g) => g.seq);
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      }
    }
  });

  it('filters games by where they are shown (show=1 H5, show=2 desktop)', async () => {
    const h5 = gameListSchema
      .parse((await list('hgtyc', 1)).body.data)
      .flatMap((c) => c.games.map((g) => g.id));
    const pc = gameListSchema
      .parse((await list('hgtyc', 2)).body.data)
      .flatMap((c) => c.games.map((g) => g.id));
    const hiddenOnH5 = DEMO_GAMES.filter((g) => !g.showH5).map((g) => g.id);
    const hiddenOnPc = DEMO_GAMES.filter((g) => !g.showPc).map((g) => g.id);
    expect(hiddenOnH5.length).toBeGreaterThan(0);
    expect(h5.some((id) => hiddenOnH5.includes(id))).toBe(false);
    expect(pc.some((id) => hiddenOnPc.includes(id))).toBe(false);
    expect((await list('hgtyc')).body.data).toEqual((await list('hgtyc', 1)).body.data);
  });

  it("keeps brands apart: one brand's changes never show on another", async () => {
    await ctx.database.db.execute(
      sql`update games set name = '只属于188' where site_code = '188' and id = 101`,
    );
    await ctx.database.db.execute(
      sql`update game_categories set state = 0 where site_code = '188' and id = 6`,
    );
    const other = JSON.stringify((await list('hgtyc', 1)).body.data);
    const own = gameListSchema.parse((await list('188', 1)).body.data);
    expect(other).not.toContain('只属于188');
    expect(JSON.stringify(own)).toContain('只属于188');
    expect(own.map((c) => c.id)).not.toContain(6);
  });

  it('refuses a bad show value with a clear message', async () => {
    for (const bad of ['0', '3', 'abc', '1.5']) {
      const res = await call(ctx.app, {
        method: 'GET',
        url: `/api/findmed/v1/game/list?show=${bad}`,
        headers: clientHeaders(),
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
      expect(res.body.data).toContain('show');
    }
  });

  it('serves every game image as a versioned raster cover, WebP beside PNG, cached for good', async () => {
    const games = gameListSchema.parse((await list('hgtyc', 1)).body.data).flatMap((c) => c.games);
    for (const game of games) {
      expect(game.imgUrl).toMatch(/^\/static\/games\/\d+\.png\?v=[0-9a-f]{8}$/);
      const webp = await ctx.app.inject({ method: 'GET', url: game.imgUrl.replace('.png?', '.webp?') });
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const png = await ctx.app.inject({ method: 'GET', url: game.imgUrl });
      expect(png.statusCode).toBe(200);
      expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    // Without a version the file is served but not pinned in caches.
    const bare = await ctx.app.inject({ method: 'GET', url: '/static/games/301.webp' });
    expect(bare.headers['cache-control']).not.toContain('immutable');
  });

  it('reports maintenance and wallet mode per game', async () => {
    const games = gameListSchema.parse((await list('hgtyc', 2)).body.data).flatMap((c) => c.games);
    // 雷霆百家乐 (the house's live tables) is open since issue 12
    expect(games.find((g) => g.id === 201)?.maintenance).toBe(false);
    expect(games.find((g) => g.id === 301)).toMatchObject({ maintenance: false, walletMode: 'transfer' });
    expect(games.find((g) => g.id === 305)).toMatchObject({ walletMode: 'seamless' });
  });
});

import { type GameList, gameListSchema } from '@houseline/shared/api/contract/games';
import type { SiteCode } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, newOperator, operatorCall } from './console-helpers.ts';
import { createGameTestApp, type GameTestContext } from './game-sessions-helpers.ts';
import { BACKENDS, call, clientHeaders } from './helpers.ts';
import { operatorTokens } from './wallet-helpers.ts';

interface Category {
  id: number;
  name: string;
  title: string;
  nameEn: string;
  sort: number;
  enabled: boolean;
  licensed: boolean;
  custom: boolean;
  games: number;
}

/**
 * Decision 0090: operators add to a brand's lobby. Their own categories (zh + en names, order,
 * on/off; one per name; deleted only when empty, the defaults never), any games in them (a game may
 * be in several), and a venue game registered by its venue code once the venue launches it (once
 * however often it is registered). The member lobby shows it on the next call; each write is
 * audited once with before and after; bad input is refused in Chinese and changes nothing; support
 * and finance may not write, nor another brand's operator; another brand's lobby is untouched.
 */
describe.each(BACKENDS)('adding to the brand lobby in the console (%s)', (backend) => {
  let ctx: GameTestContext;
  let ops: { admin: string; finance: string; content: string; support: string; foreign: string };

  beforeAll(async () => {
    // The real demo provider: a registered game must launch there.
    ctx = await createGameTestApp(backend, { realVenue: true });
    const base = await operatorTokens(ctx);
    const make = (username: string, role: 'content' | 'support', brands: string[] | null = null) =>
      newOperator(ctx, username, role, brands);
    ops = {
      ...base,
      content: await make('opconcat', 'content', null),
      support: await make('opsupcat', 'support', null),
      foreign: await make('opconcatb', 'content', ['blty']),
    };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const admin = (
    token: string,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
    site: SiteCode = 'hgtyc',
  ) => operatorCall(ctx, token, method, `/api/admin/v1/games${path}`, payload, site);
  const post = (path: string, payload: object, token = ops.content, site: SiteCode = 'hgtyc') =>
    admin(token, 'POST', path, payload, site);
  const categories = async (site: SiteCode = 'hgtyc', token = ops.content) =>
    (await admin(token, 'GET', '/categories', undefined, site)).body.data.list as Category[];
  const lobby = async (site: SiteCode = 'hgtyc', lang = 'zh-CN'): Promise<GameList> =>
    gameListSchema.parse(
      (
        await call(ctx.app, {
          method: 'GET',
          url: '/api/findmed/v1/game/list?show=1',
          headers: clientHeaders(site, { lang }),
        })
      ).body.data,
    );
  const count = async (table: 'game_categories' | 'games' | 'game_category_games') => {
    const result: unknown = await ctx.database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    return Number((((result as { rows?: unknown[] }).rows ?? result) as { n: number }[])[0]!.n);
  };
  const snapshot = async () => ({
    categories: await count('game_categories'),
    games: await count('games'),
    links: await count('game_category_games'),
  });
  const create = (input: object, token = ops.content, site: SiteCode = 'hgtyc') =>
    post('/categories/create', input, token, site);

  it('creates a category (zh + en names), audited; the member lobby shows it at once; another brand not', async () => {
    const res = await create({ name: '本周精选', nameEn: 'Picks', sort: 0, enabled: true });
    expect(res.body.status, JSON.stringify(res.body)).toBe(true);
    const made = res.body.data as Category;
    expect(made).toMatchObject({
      name: '本周精选',
      title: '本周精选',
      nameEn: 'Picks',
      sort: 0,
      enabled: true,
      licensed: true,
      custom: true,
      games: 0,
    });
    expect(made.id).toBeGreaterThanOrEqual(100);
    expect((await categories()).find((c) => c.id === made.id)).toEqual(made);
    const tabs = await lobby();
    expect(tabs[0]).toMatchObject({ id: made.id, name: '本周精选', title: '本周精选', games: [] });
    expect((await lobby('hgtyc', 'en-US'))[0]).toMatchObject({ id: made.id, name: 'Picks', title: 'Picks' });
    expect((await lobby('hgtyc', 'en-US')).find((c) => c.id === 3)?.name).toBe('Slots');
    expect((await lobby('ylhg')).map((c) => c.name)).not.toContain('本周精选');
    const rows = await auditRowsOf(ctx, 'game.category.create');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      site_code: 'hgtyc',
      target: String(made.id),
      before: null,
      after: { name: '本周精选', title: '本周精选', nameEn: 'Picks', enabled: true, sort: 0 },
    });
  });

  it('refuses bad input and a name the brand has, in Chinese, changing nothing', async () => {
    const before = await snapshot();
    for (const bad of [
      { name: '', sort: 1 },
      { name: '   ', sort: 1 },
      { name: '一二三四五六七八九十一二三', sort: 1 },
      { name: '好分类', sort: -1 },
      { name: '好分类', sort: 10_000 },
      { name: '好分类', sort: 1.5 },
      { name: '好分类', sort: 1, nameEn: 'x'.repeat(25) },
      { name: '好\u0007分类', sort: 1 },
      { name: 42, sort: 1 },
    ]) {
      const res = await create(bad);
      expect(res.body.code, JSON.stringify(bad)).toBe('BAD_REQUEST');
      expect(res.body.data, JSON.stringify(bad)).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const name of ['本周精选', '电子']) {
      const taken = await create({ name, sort: 1 });
      expect(taken.body).toMatchObject({
        status: false,
        code: 'GAME_CATEGORY_NAME_TAKEN',
        data: '本站已有同名的游戏分类，请换一个名称',
      });
    }
    expect(await snapshot()).toEqual(before);
    expect(await auditRowsOf(ctx, 'game.category.create')).toHaveLength(1);
  });

  it('gives one category for 50 creates of the same name at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => create({ name: '同时新建', nameEn: 'Race', sort: 50, enabled: true })),
    );
    expect(answers.filter((a) => a.body.status)).toHaveLength(1);
    for (const a of answers.filter((x) => !x.body.status))
      expect(a.body.code).toBe('GAME_CATEGORY_NAME_TAKEN');
    expect((await categories()).filter((c) => c.name === '同时新建')).toHaveLength(1);
    expect(await auditRowsOf(ctx, 'game.category.create')).toHaveLength(2);
  });

  it('puts a game in several categories; the lobby shows it in each; audited before and after', async () => {
    const picks = (await categories()).find((c) => c.name === '本周精选')!;
    const race = (await categories()).find((c) => c.name === '同时新建')!;
    const set = await post('/categories/assign', { id: 301, categoryIds: [picks.id, race.id, picks.id] });
    expect(set.body.status, JSON.stringify(set.body)).toBe(true);
    expect(set.body.data).toMatchObject({ id: 301, categoryId: 3, categoryIds: [picks.id, race.id] });
    expect((await post('/categories/assign', { id: 401, categoryIds: [picks.id] })).body.status).toBe(true);
    const tabs = await lobby();
    expect(
      tabs
        .find((c) => c.id === picks.id)!
        .games.map((g) => g.id)
        .sort(),
    ).toEqual([301, 401]);
    expect(tabs.find((c) => c.id === race.id)!.games.map((g) => g.id)).toEqual([301]);
    expect(tabs.find((c) => c.id === 3)!.games.map((g) => g.id)).toContain(301);
    expect((await categories()).find((c) => c.id === picks.id)!.games).toBe(2);
    // the console filters by an operator category too
    const page = (await admin(ops.content, 'GET', `?categoryId=${picks.id}`)).body.data;
    expect(page.list.map((g: { id: number }) => g.id).sort()).toEqual([301, 401]);

    const before = await snapshot();
    for (const [payload, code] of [
      [{ id: 301, categoryIds: [3] }, 'GAME_CATEGORY_NOT_FOUND'],
      [{ id: 301, categoryIds: [9999] }, 'GAME_CATEGORY_NOT_FOUND'],
      [{ id: 99_999, categoryIds: [picks.id] }, 'GAME_NOT_FOUND'],
      [{ id: 301, categoryIds: 'all' }, 'BAD_REQUEST'],
      [{ id: 301, categoryIds: Array.from({ length: 33 }, (_, i) => i + 100) }, 'BAD_REQUEST'],
    ] as const) {
      const res = await post('/categories/assign', payload);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.data).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await snapshot()).toEqual(before);
    const rows = await auditRowsOf(ctx, 'game.categories');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      target: '301',
      before: { categoryIds: [] },
      after: { categoryIds: [picks.id, race.id] },
    });
  });

  it('renames, orders and hides a category; the lobby follows', async () => {
    const race = (await categories()).find((c) => c.name === '同时新建')!;
    const renamed = await post('/categories/update', {
      id: race.id,
      enabled: true,
      sort: 8,
      name: '热门推荐',
      title: '热门游戏推荐',
      nameEn: 'Trending',
    });
    expect(renamed.body.status, JSON.stringify(renamed.body)).toBe(true);
    expect(renamed.body.data).toMatchObject({
      name: '热门推荐',
      title: '热门游戏推荐',
      nameEn: 'Trending',
      sort: 8,
    });
    expect((await lobby()).at(-1)).toMatchObject({ id: race.id, name: '热门推荐', title: '热门游戏推荐' });
    const taken = await post('/categories/update', { id: race.id, enabled: true, sort: 8, name: '本周精选' });
    expect(taken.body.code).toBe('GAME_CATEGORY_NAME_TAKEN');
    // a default category is renamed too (its games stay its kind)
    const slots = await post('/categories/update', {
      id: 3,
      enabled: true,
      sort: 3,
      name: '老虎机',
      nameEn: 'Reels',
    });
    expect(slots.body.data).toMatchObject({ id: 3, name: '老虎机', title: '老虎机', custom: false });
    expect((await lobby()).find((c) => c.id === 3)?.name).toBe('老虎机');
    await post('/categories/update', {
      id: 3,
      enabled: true,
      sort: 3,
      name: '电子',
      title: '电子游艺',
      nameEn: 'Slots',
    });
    const hidden = await post('/categories/update', { id: race.id, enabled: false, sort: 8 });
    expect(hidden.body.data).toMatchObject({ enabled: false, name: '热门推荐' });
    expect((await lobby()).map((c) => c.id)).not.toContain(race.id);
    const rows = await auditRowsOf(ctx, 'game.category.update');
    expect(rows[0]).toMatchObject({
      target: String(race.id),
      before: { name: '同时新建', nameEn: 'Race', sort: 50 },
      after: { name: '热门推荐', title: '热门游戏推荐', nameEn: 'Trending', sort: 8 },
    });
  });

  it('refuses to delete a category with games (or a default one); deletes it once empty', async () => {
    const race = (await categories()).find((c) => c.name === '热门推荐')!;
    const full = await post('/categories/delete', { id: race.id });
    expect(full.body).toMatchObject({
      status: false,
      code: 'GAME_CATEGORY_NOT_EMPTY',
      data: '该分类下还有 1 款游戏，请先将游戏移出该分类再删除',
    });
    const dflt = await post('/categories/delete', { id: 3 });
    expect(dflt.body).toMatchObject({ code: 'GAME_CATEGORY_DEFAULT', data: '默认分类不能删除，可以隐藏' });
    expect((await post('/categories/delete', { id: 9999 })).body.code).toBe('GAME_CATEGORY_NOT_FOUND');
    expect(await auditRowsOf(ctx, 'game.category.delete')).toHaveLength(0);
    const picks = (await categories()).find((c) => c.name === '本周精选')!;
    await post('/categories/assign', { id: 301, categoryIds: [picks.id] });
    const gone = await post('/categories/delete', { id: race.id });
    expect(gone.body).toMatchObject({ status: true, data: { id: race.id } });
    expect((await categories()).map((c) => c.id)).not.toContain(race.id);
    const rows = await auditRowsOf(ctx, 'game.category.delete');
    expect(rows).toEqual([
      expect.objectContaining({
        target: String(race.id),
        before: expect.objectContaining({ name: '热门推荐' }),
        after: null,
      }),
    ]);
  });

  it('registers a venue game by its code once it launches there; twice is once; off until turned on', async () => {
    const before = await snapshot();
    for (const [payload, code] of [
      [
        { venue: 'demo_slot', gameCode: 'slot-nothing', name: '不存在', categoryId: 3 },
        'GAME_VENUE_NOT_LAUNCHED',
      ],
      [
        { venue: 'demo_fish', gameCode: 'slot-lotus', name: '错场馆', categoryId: 7 },
        'GAME_VENUE_NOT_LAUNCHED',
      ],
      [{ venue: 'nowhere', gameCode: 'slot-lotus', name: '没有场馆', categoryId: 3 }, 'GAME_VENUE_UNKNOWN'],
      [
        { venue: 'demo_slot', gameCode: 'slot-lotus', name: '体育', categoryId: 1 },
        'GAME_CATEGORY_NOT_FOUND',
      ],
      [{ venue: 'demo_slot', gameCode: 'slot lotus', name: '空格', categoryId: 3 }, 'BAD_REQUEST'],
      [{ venue: 'demo_slot', gameCode: 'slot-lotus', name: '', categoryId: 3 }, 'BAD_REQUEST'],
      [
        { venue: 'demo_slot', gameCode: 'slot-lotus', name: '图', categoryId: 3, imgUrl: 'javascript:x' },
        'BAD_REQUEST',
      ],
    ] as const) {
      const res = await post('/register', payload);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.data).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await snapshot()).toEqual(before);

    const input = { venue: 'demo_slot', gameCode: 'slot-lotus', name: '莲池秘宝', categoryId: 3 };
    const first = await post('/register', input);
    expect(first.body.status, JSON.stringify(first.body)).toBe(true);
    expect(first.body.data).toMatchObject({
      created: true,
      game: { name: '莲池秘宝', venue: 'demo_slot', gameCode: 'slot-lotus', categoryId: 3, enabled: false },
    });
    const id = first.body.data.game.id as number;
    expect(id).toBeGreaterThan(10_000);
    const again = await post('/register', { ...input, name: '另一个名字' });
    expect(again.body.data).toMatchObject({ created: false, game: { id, name: '莲池秘宝' } });
    // off until an operator turns it on; then the lobby shows it in its kind
    expect((await lobby()).flatMap((c) => c.games).map((g) => g.id)).not.toContain(id);
    const on = await post('/update', {
      id,
      enabled: true,
      seq: 0,
      showH5: true,
      showPc: true,
      maintenance: false,
      badge: 'new',
    });
    expect(on.body.status, JSON.stringify(on.body)).toBe(true);
    expect((await lobby()).find((c) => c.id === 3)!.games[0]).toMatchObject({
      id,
      name: '莲池秘宝',
      badge: 'new',
    });
    expect((await lobby('ylhg')).flatMap((c) => c.games).map((g) => g.name)).not.toContain('莲池秘宝');

    // ten registrations of another game at once: one game, one audit row
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/register', { venue: 'demo_slot', gameCode: 'slot-comet', name: '彗星转轮', categoryId: 3 }),
      ),
    );
    expect(burst.every((a) => a.body.status)).toBe(true);
    expect(new Set(burst.map((a) => a.body.data.game.id)).size).toBe(1);
    expect(burst.filter((a) => a.body.data.created)).toHaveLength(1);
    const rows = await auditRowsOf(ctx, 'game.register');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      target: String(id),
      before: null,
      after: { venue: 'demo_slot', gameCode: 'slot-lotus', name: '莲池秘宝', categoryId: 3, enabled: false },
    });
  });

  it('lets admin and content write; support reads only, finance neither, nor another brand', async () => {
    const before = await snapshot();
    const picks = (await categories()).find((c) => c.name === '本周精选')!;
    expect((await admin(ops.support, 'GET', '/categories')).body.status).toBe(true);
    for (const token of [ops.support, ops.finance, ops.foreign]) {
      for (const [path, payload] of [
        ['/categories/create', { name: '越权分类', sort: 1 }],
        ['/categories/delete', { id: picks.id }],
        ['/categories/assign', { id: 302, categoryIds: [picks.id] }],
        ['/register', { venue: 'demo_slot', gameCode: 'slot-star', name: '越权', categoryId: 3 }],
      ] as const) {
        const res = await post(path, payload, token);
        expect(res.status, path).toBe(403);
        expect(res.body.code).toBe('OPERATOR_FORBIDDEN');
      }
    }
    // the other brand's own operator acts on its own brand only
    const theirs = await create({ name: '本周精选', sort: 1, enabled: true }, ops.foreign, 'blty');
    expect(theirs.body.status, JSON.stringify(theirs.body)).toBe(true);
    expect((await lobby('blty')).map((c) => c.name)).toContain('本周精选');
    expect(
      (await post('/categories/delete', { id: theirs.body.data.id }, ops.foreign, 'blty')).body.status,
    ).toBe(true);
    expect((await create({ name: '管理员分类', sort: 1 }, ops.admin)).body.status).toBe(true);
    expect((await snapshot()).categories).toBe(before.categories + 1);
    expect((await snapshot()).links).toBe(before.links);
  });
});

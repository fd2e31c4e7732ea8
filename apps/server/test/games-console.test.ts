import { type GameList, gameListSchema } from '@houseline/shared/api/contract/games';
import type { SiteCode } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GAMES } from '../src/modules/games/demo-catalog.ts';
import { createGamesRepository } from '../src/modules/games/games.repository.ts';
import { createMemberRepository } from '../src/modules/member/member.repository.ts';
import { seedDemoData } from '../src/seed/seed.ts';
import { auditRowsOf, operatorCall } from './console-helpers.ts';
import {
  createGameTestApp,
  fundedMember,
  GAME,
  type GameTestContext,
  launch,
  postJson,
} from './game-sessions-helpers.ts';
import { BACKENDS, buildMember, call, clientHeaders } from './helpers.ts';
import { loginOperator, operatorTokens } from './wallet-helpers.ts';

interface AdminGame {
  id: number;
  categoryId: number;
  categoryName: string;
  name: string;
  venue: string;
  seq: number;
  enabled: boolean;
  showH5: boolean;
  showPc: boolean;
  maintenance: boolean;
  venueMaintenance: boolean;
  badge: '' | 'hot' | 'new';
  updatedAt: string | null;
}
interface AdminCategory {
  id: number;
  name: string;
  sort: number;
  enabled: boolean;
  licensed: boolean;
  games: number;
}
type Edit = Pick<AdminGame, 'id' | 'enabled' | 'seq' | 'showH5' | 'showPc' | 'maintenance' | 'badge'>;

/**
 * Issue 24: the brand's lobby in the console. Content turns games and categories on or off,
 * orders them, flags a game 热门/新游; the member lobby and the launch follow on the next call;
 * each change is audited once with before and after; bad input is refused in Chinese and changes
 * nothing; a category the brand is not licensed for (the registry's enabledGameIds) cannot be
 * turned on; support reads but may not change, finance may not read, another brand's operator
 * neither, and another brand's game is not found.
 */
describe.each(BACKENDS)('the brand lobby in the console (%s)', (backend) => {
  let ctx: GameTestContext;
  let ops: { admin: string; finance: string; content: string; support: string; foreign: string };

  beforeAll(async () => {
    ctx = await createGameTestApp(backend);
    const base = await operatorTokens(ctx);
    const make = async (username: string, role: 'content' | 'support', brands: string[] | null) => {
      await ctx.app.services.operators.create({ username, password: 'Console-pass-2026', role, brands });
      return loginOperator(ctx, username, 'Console-pass-2026');
    };
    ops = {
      ...base,
      content: await make('opcongames', 'content', null),
      support: await make('opsupgames', 'support', null),
      foreign: await make('opcongblty', 'content', ['blty']),
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
  const gamesPage = async (query = '', site: SiteCode = 'hgtyc', token = ops.content) => {
    const res = await admin(token, 'GET', query ? `?${query}` : '', undefined, site);
    expect(res.body.status, JSON.stringify(res.body)).toBe(true);
    return res.body.data as { list: AdminGame[]; page: number; size: number; total: number };
  };
  const game = async (id: number, site: SiteCode = 'hgtyc') =>
    (await gamesPage('size=100', site)).list.find((g) => g.id === id)!;
  const categories = async (site: SiteCode = 'hgtyc', token = ops.content) =>
    (await admin(token, 'GET', '/categories', undefined, site)).body.data.list as AdminCategory[];
  const editOf = (g: AdminGame, change: Partial<Edit> = {}): Edit => ({
    id: g.id,
    enabled: g.enabled,
    seq: g.seq,
    showH5: g.showH5,
    showPc: g.showPc,
    maintenance: g.maintenance,
    badge: g.badge,
    ...change,
  });
  const update = (edit: object, token = ops.content, site: SiteCode = 'hgtyc') =>
    admin(token, 'POST', '/update', edit, site);
  const updateCategory = (edit: object, token = ops.content, site: SiteCode = 'hgtyc') =>
    admin(token, 'POST', '/categories/update', edit, site);
  const lobby = async (show: 1 | 2 = 1, site: SiteCode = 'hgtyc'): Promise<GameList> =>
    gameListSchema.parse(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/findmed/v1/game/list?show=${show}`,
          headers: clientHeaders(site),
        })
      ).body.data,
    );
  const lobbyGame = async (id: number, show: 1 | 2 = 1) =>
    (await lobby(show)).flatMap((c) => c.games).find((g) => g.id === id);
  const auditRows = (action: string) => auditRowsOf(ctx, action);

  it("lists the brand's games server-side paged, with filters, flags seeded on a few", async () => {
    const all = await gamesPage('size=100');
    expect(all.total).toBe(DEMO_GAMES.length);
    const first = await gamesPage('page=2&size=5');
    expect(first).toMatchObject({ page: 2, size: 5, total: DEMO_GAMES.length });
    expect(first.list.map((g) => g.id)).toEqual(all.list.slice(5, 10).map((g) => g.id));
    expect((await gamesPage('categoryId=3')).list.map((g) => g.id)).toEqual([301, 302, 303, 304, 305, 306]);
    expect((await gamesPage(`name=${encodeURIComponent('转轮')}`)).list.map((g) => g.name)).toEqual([
      '幻彩转轮',
      '星际转轮',
    ]);
    // a name search takes % and _ as themselves
    expect((await gamesPage('name=%25')).total).toBe(0);
    expect((await gamesPage('venue=demo_nova')).list.map((g) => g.id)).toEqual([305, 306, 703]);
    expect((await gamesPage('badge=hot')).list.map((g) => g.id)).toEqual([301, 401]);
    expect((await gamesPage('badge=new')).list.map((g) => g.id)).toEqual([305, 703]);
    expect((await gamesPage('badge=none')).total).toBe(DEMO_GAMES.length - 4);
    expect((await gamesPage('state=off')).total).toBe(0);
    expect(await game(301)).toMatchObject({
      categoryName: '电子',
      venue: 'demo_slot',
      enabled: true,
      badge: 'hot',
      updatedAt: null,
    });
    for (const bad of ['state=maybe', 'badge=cool', 'size=101', 'categoryId=abc', 'venue=Bad-Venue']) {
      const res = await admin(ops.content, 'GET', `?${bad}`);
      expect(res.body.code, bad).toBe('BAD_REQUEST');
      expect(res.body.data, bad).toMatch(/[\u4e00-\u9fff]/);
    }
    // the lobby carries the flag
    expect((await lobbyGame(301))?.badge).toBe('hot');
    expect((await lobbyGame(302))?.badge).toBe('');
  });

  it('takes a game turned off out of the lobby and refuses its launch; on again, it is back; audited once', async () => {
    const before = await game(GAME.slot2);
    const m = await fundedMember(ctx, '50');
    const off = await update(editOf(before, { enabled: false }));
    expect(off.body.status, JSON.stringify(off.body)).toBe(true);
    expect(off.body.data).toMatchObject({ id: GAME.slot2, enabled: false });
    expect(off.body.data.updatedAt).not.toBeNull();
    expect(await lobbyGame(GAME.slot2, 1)).toBeUndefined();
    expect(await lobbyGame(GAME.slot2, 2)).toBeUndefined();
    const refused = await launch(ctx, m.token, { gameId: GAME.slot2 });
    expect(refused.body).toMatchObject({ status: false, code: 'GAME_NOT_FOUND', data: '游戏不存在' });
    const fav = await postJson(ctx, m.token, '/api/findmed/v1/game/favorite', {
      gameId: GAME.slot2,
      on: true,
    });
    expect(fav.body.code).toBe('GAME_NOT_FOUND');
    expect((await gamesPage('state=off')).list.map((g) => g.id)).toEqual([GAME.slot2]);
    // another brand keeps it
    expect((await lobby(1, 'ylhg')).flatMap((c) => c.games).some((g) => g.id === GAME.slot2)).toBe(true);

    expect((await update(editOf(before, { enabled: true }))).body.status).toBe(true);
    expect(await lobbyGame(GAME.slot2)).toBeDefined();
    expect((await launch(ctx, m.token, { gameId: GAME.slot2 })).body.status).toBe(true);

    const rows = await auditRows('game.update');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      site_code: 'hgtyc',
      target: String(GAME.slot2),
      before: { enabled: true, seq: 2, showH5: true, showPc: true, maintenance: false, badge: '' },
      after: { enabled: false, seq: 2, showH5: true, showPc: true, maintenance: false, badge: '' },
    });
    expect(rows[1]).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
  });

  it('orders the lobby by seq, shows the flag, the layouts and maintenance as set', async () => {
    const star = await game(304);
    expect((await update(editOf(star, { seq: 0, badge: 'new' }))).body.status).toBe(true);
    const slots = (await lobby(1)).find((c) => c.id === 3)!;
    expect(slots.games[0]).toMatchObject({ id: 304, seq: 0, badge: 'new' });
    expect((await update(editOf(star, { seq: 99 }))).body.status).toBe(true);
    const again = (await lobby(1)).find((c) => c.id === 3)!;
    expect(again.games.at(-1)).toMatchObject({ id: 304, badge: '' });

    const gem = await game(GAME.slot2);
    expect((await update(editOf(gem, { showH5: false, badge: 'hot' }))).body.status).toBe(true);
    expect(await lobbyGame(GAME.slot2, 1)).toBeUndefined();
    expect((await lobbyGame(GAME.slot2, 2))?.badge).toBe('hot');

    const m = await buildMember(ctx);
    expect((await update(editOf(await game(GAME.cards), { maintenance: true }))).body.status).toBe(true);
    expect((await lobbyGame(GAME.cards))?.maintenance).toBe(true);
    expect((await launch(ctx, m.token, { gameId: GAME.cards })).body.code).toBe('GAME_MAINTENANCE');
    expect((await update(editOf(await game(GAME.cards), { maintenance: false }))).body.status).toBe(true);
    expect((await lobbyGame(GAME.cards))?.maintenance).toBe(false);
    await update(editOf(gem, {}));
    await update(editOf(star, {}));
  });

  it('takes a category turned off out of the lobby and its games out of launch; orders the tabs', async () => {
    const list = await categories();
    expect(list).toHaveLength(7);
    expect(list.every((c) => c.licensed && c.enabled)).toBe(true);
    expect(list.find((c) => c.id === 3)).toMatchObject({ name: '电子', games: 6 });
    const m = await buildMember(ctx);
    const off = await updateCategory({ id: 5, enabled: false, sort: 5 });
    expect(off.body.status, JSON.stringify(off.body)).toBe(true);
    expect(off.body.data).toMatchObject({ id: 5, enabled: false, licensed: true, sort: 5 });
    expect((await lobby(1)).map((c) => c.id)).not.toContain(5);
    expect((await lobby(2)).map((c) => c.id)).not.toContain(5);
    expect((await launch(ctx, m.token, { gameId: GAME.cards })).body.code).toBe('GAME_NOT_FOUND');
    expect((await updateCategory({ id: 5, enabled: true, sort: 0 })).body.status).toBe(true);
    expect((await lobby(1))[0]!.id).toBe(5);
    expect((await updateCategory({ id: 5, enabled: true, sort: 5 })).body.status).toBe(true);
    expect((await lobby(1)).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const rows = await auditRows('game.category.update');
    expect(rows[0]).toMatchObject({
      site_code: 'hgtyc',
      target: '5',
      before: { enabled: true, sort: 5 },
      after: { enabled: false, sort: 5 },
    });
    expect(rows).toHaveLength(3);
  });

  it('keeps a category outside the brand licence off, and its games out of reach', async () => {
    // blty is licensed for sports, e-sports and lottery only
    const blty = await categories('blty', ops.foreign);
    expect(blty.filter((c) => c.licensed).map((c) => c.id)).toEqual([1, 4, 6]);
    expect(blty.find((c) => c.id === 3)).toMatchObject({ licensed: false, enabled: false });
    const audited = (await auditRows('game.category.update')).length;
    const refused = await updateCategory({ id: 3, enabled: true, sort: 3 }, ops.foreign, 'blty');
    expect(refused.body).toMatchObject({ status: false, code: 'GAME_CATEGORY_UNLICENSED' });
    expect(refused.body.data).toBe('本站未开通该游戏分类，无法开启');
    expect((await lobby(1, 'blty')).map((c) => c.id)).not.toContain(3);
    expect((await updateCategory({ id: 99, enabled: true, sort: 3 }, ops.foreign, 'blty')).body.code).toBe(
      'GAME_CATEGORY_NOT_FOUND',
    );
    expect(await auditRows('game.category.update')).toHaveLength(audited);
    // blty's own slot game: not in its lobby, not in its console, not changeable
    expect((await gamesPage('categoryId=3', 'blty', ops.foreign)).total).toBe(0);
    expect(
      (await gamesPage('size=100', 'blty', ops.foreign)).list.every((g) => [1, 4, 6].includes(g.categoryId)),
    ).toBe(true);
    const slot = editOf({ ...(await game(GAME.slot)), enabled: true });
    expect((await update(slot, ops.foreign, 'blty')).body.code).toBe('GAME_NOT_FOUND');
  });

  it('refuses bad values in Chinese and an unknown game, and changes nothing', async () => {
    const base = editOf(await game(303));
    const before = await gamesPage('size=100');
    const beforeCategories = await categories();
    const audited = (await auditRows('game.update')).length;
    const cases: [object, string][] = [
      [{ ...base, seq: -1 }, 'BAD_REQUEST'],
      [{ ...base, seq: 10_000 }, 'BAD_REQUEST'],
      [{ ...base, seq: 1.5 }, 'BAD_REQUEST'],
      [{ ...base, seq: 'abc' }, 'BAD_REQUEST'],
      [{ ...base, seq: undefined }, 'BAD_REQUEST'],
      [{ ...base, badge: 'cool' }, 'BAD_REQUEST'],
      [{ ...base, enabled: 'yes' }, 'BAD_REQUEST'],
      [{ ...base, showPc: undefined }, 'BAD_REQUEST'],
      [{ ...base, maintenance: 1 }, 'BAD_REQUEST'],
      [{ ...base, id: 0 }, 'BAD_REQUEST'],
      [{ ...base, id: 'x' }, 'BAD_REQUEST'],
      [{ ...base, id: 99_999 }, 'GAME_NOT_FOUND'],
    ];
    for (const [payload, code] of cases) {
      const res = await update(payload);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.data, JSON.stringify(payload)).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await update({ ...base, seq: -1 })).body.data).toContain('游戏排序须为 0-9999 的整数');
    for (const payload of [
      { id: 3, enabled: true, sort: -1 },
      { id: 3, enabled: true, sort: 10_000 },
      { id: 3, enabled: 'on', sort: 3 },
      { id: 0, enabled: true, sort: 3 },
    ]) {
      const res = await updateCategory(payload);
      expect(res.body.code, JSON.stringify(payload)).toBe('BAD_REQUEST');
      expect(res.body.data, JSON.stringify(payload)).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await updateCategory({ id: 3, enabled: true, sort: -1 })).body.data).toContain('分类排序');
    expect(await gamesPage('size=100')).toEqual(before);
    expect(await categories()).toEqual(beforeCategories);
    expect(await auditRows('game.update')).toHaveLength(audited);
  });

  it('lets support read but not change, finance neither, nor an operator of another brand', async () => {
    const before = await gamesPage('size=100');
    const edit = editOf(await game(303), { badge: 'hot' });
    expect((await admin(ops.admin, 'GET', '')).body.status).toBe(true);
    expect((await admin(ops.support, 'GET', '')).body.status).toBe(true);
    expect((await admin(ops.support, 'GET', '/categories')).body.status).toBe(true);
    for (const [token, method, path, payload] of [
      [ops.support, 'POST', '/update', edit],
      [ops.support, 'POST', '/categories/update', { id: 3, enabled: false, sort: 3 }],
      [ops.finance, 'GET', '', undefined],
      [ops.finance, 'GET', '/categories', undefined],
      [ops.finance, 'POST', '/update', edit],
      [ops.foreign, 'GET', '', undefined],
      [ops.foreign, 'POST', '/update', edit],
      [ops.foreign, 'POST', '/categories/update', { id: 3, enabled: false, sort: 3 }],
    ] as const) {
      const res = await admin(token, method, path, payload);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('OPERATOR_FORBIDDEN');
    }
    expect(await gamesPage('size=100')).toEqual(before);
    expect((await categories()).every((c) => c.enabled)).toBe(true);
  });

  it("does not find another brand's own game", async () => {
    await ctx.database.db.execute(
      sql`insert into games (site_code, id, category_id, name, seq, wallet_code, img_url, icon_url, description)
          values ('blty', 9901, 1, '只属于blty', 9, 'demo_sport', '', '', '')`,
    );
    expect((await gamesPage('size=100', 'blty', ops.foreign)).list.map((g) => g.id)).toContain(9901);
    expect((await gamesPage(`name=${encodeURIComponent('只属于')}`)).total).toBe(0);
    const theirs = editOf(
      (await gamesPage('size=100', 'blty', ops.foreign)).list.find((g) => g.id === 9901)!,
      {
        enabled: false,
      },
    );
    const res = await update(theirs, ops.admin);
    expect(res.body).toMatchObject({ status: false, code: 'GAME_NOT_FOUND', data: '游戏不存在' });
    expect((await gamesPage('size=100', 'blty', ops.foreign)).list.find((g) => g.id === 9901)?.enabled).toBe(
      true,
    );
  });

  it('keeps one row per game under 50 edits of it at once, each audited once in a chain', async () => {
    const base = editOf(await game(304));
    const audited = (await auditRows('game.update')).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => update({ ...base, seq: 100 + i })),
    );
    expect(answers.every((a) => a.body.status)).toBe(true);
    const rows = (await auditRows('game.update')).slice(audited);
    expect(rows).toHaveLength(50);
    const chain = rows.map((r) => [r.before.seq, r.after.seq]);
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]![0]).toBe(chain[i - 1]![1]);
    expect((await game(304)).seq).toBe(chain.at(-1)![1]);
    expect(new Set(rows.map((r) => r.after.seq)).size).toBe(50);

    const categoryAudited = (await auditRows('game.category.update')).length;
    const flips = await Promise.all(
      Array.from({ length: 50 }, (_, i) => updateCategory({ id: 7, enabled: i % 2 === 0, sort: 7 })),
    );
    expect(flips.every((a) => a.body.status)).toBe(true);
    const categoryRows = (await auditRows('game.category.update')).slice(categoryAudited);
    expect(categoryRows).toHaveLength(50);
    for (let i = 1; i < categoryRows.length; i += 1) {
      expect(categoryRows[i]!.before).toEqual(categoryRows[i - 1]!.after);
    }
    await updateCategory({ id: 7, enabled: true, sort: 7 });
    expect((await lobby(1)).map((c) => c.id)).toContain(7);
  });

  it("keeps an operator's order, layouts and flag when the demo seed runs again; an untouched game follows the seed", async () => {
    const jungle = await game(303);
    expect((await update(editOf(jungle, { seq: 42, badge: 'new', showH5: false }))).body.status).toBe(true);
    // 幻彩转轮 as an older seed left it: no flag, and no operator ever changed it
    await ctx.database.db.execute(
      sql`update games set badge = '', seq = 9 where site_code = 'hgtyc' and id = 301 and updated_at is null`,
    );
    await seedDemoData({
      db: ctx.database.db,
      games: createGamesRepository(),
      members: createMemberRepository(),
      demoMembers: false,
    });
    expect(await game(303)).toMatchObject({ seq: 42, badge: 'new', showH5: false, showPc: true });
    expect(await game(301)).toMatchObject({ seq: 1, badge: 'hot', updatedAt: null });
    expect((await lobbyGame(303, 2))?.badge).toBe('new');
    await update(editOf(jungle));
  });
});

import { randomUUID } from 'node:crypto';
import { gameListSchema } from '@houseline/shared/api/contract/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITES_MAX } from '../src/modules/games/games.service.ts';
import { gameFavorites } from '../src/platform/db/schema.ts';
import {
  createGameTestApp,
  fundedMember,
  GAME,
  type GameTestContext,
  getAs,
  launch,
  postJson,
  walletsOf,
} from './game-sessions-helpers.ts';
import { BACKENDS, buildMember, call, clientHeaders } from './helpers.ts';
import { adminPost, memberPost, operatorTokens } from './wallet-helpers.ts';

describe.each(BACKENDS)('game settings, favourites, maintenance, wallet list (%s)', (backend) => {
  let ctx: GameTestContext;
  let ops: { admin: string; finance: string };
  beforeAll(async () => {
    ctx = await createGameTestApp(backend);
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const maintenance = (payload: Record<string, unknown>, token = ops.admin) =>
    adminPost(ctx, token, 'venues/maintenance', payload);
  const favorites = async (token: string) =>
    (await getAs(ctx, token, '/api/findmed/v1/game/favorites')).body.data.ids as number[];
  const favorite = (token: string, gameId: number | string, on: boolean) =>
    postJson(ctx, token, '/api/findmed/v1/game/favorite', { gameId, on });
  const listGame = async (id: number) =>
    gameListSchema
      .parse(
        (
          await call(ctx.app, {
            method: 'GET',
            url: '/api/findmed/v1/game/list?show=1',
            headers: clientHeaders(),
          })
        ).body.data,
      )
      .flatMap((c) => c.games)
      .find((g) => g.id === id);

  it('game settings: auto-transfer on by default, the member turns it off, launches follow it', async () => {
    const m = await fundedMember(ctx, '90');
    expect((await getAs(ctx, m.token, '/api/findmed/v1/game/settings')).body.data).toEqual({
      autoTransfer: true,
    });
    const saved = await postJson(ctx, m.token, '/api/findmed/v1/game/settings', { autoTransfer: false });
    expect(saved.body.data).toEqual({ autoTransfer: false });
    expect((await getAs(ctx, m.token, '/api/findmed/v1/game/settings')).body.data).toEqual({
      autoTransfer: false,
    });
    const other = await buildMember(ctx);
    expect((await getAs(ctx, other.token, '/api/findmed/v1/game/settings')).body.data).toEqual({
      autoTransfer: true,
    });
    const res = (await launch(ctx, m.token, { gameId: GAME.slot })).body.data;
    expect(res).toMatchObject({ autoTransfer: false, transfer: null });
    // The launch's own flag wins over the setting.
    const forced = (await launch(ctx, m.token, { gameId: GAME.slot2, autoTransfer: true })).body.data;
    expect(forced).toMatchObject({
      autoTransfer: true,
      transfer: { amount: '90.0000', status: 'succeeded' },
    });
  });

  it('refuses what cannot be launched: unknown, hidden, sportsbook tiles; the house table opens its app page', async () => {
    const m = await buildMember(ctx);
    const refused = async (gameId: number) => (await launch(ctx, m.token, { gameId })).body;
    expect(await refused(99_999)).toMatchObject({
      status: false,
      code: 'GAME_NOT_FOUND',
      data: '游戏不存在',
    });
    expect(await refused(GAME.sports)).toMatchObject({ code: 'GAME_NOT_FOUND' });
    expect(await refused(GAME.baccarat)).toMatchObject({
      status: true,
      data: { mode: 'app', url: '/house/baccarat', transfer: null },
    });
    await ctx.database.db.execute(sql`update games set state = 0 where site_code = 'hgtyc' and id = 303`);
    expect(await refused(303)).toMatchObject({ code: 'GAME_NOT_FOUND' });
    await ctx.database.db.execute(sql`update games set state = 1 where site_code = 'hgtyc' and id = 303`);
  });

  it('a venue under maintenance: no launch, a label in the lobby, no transfer in; and back', async () => {
    const m = await fundedMember(ctx, '70');
    expect((await maintenance({ venue: 'demo_slot', maintenance: true }, ops.finance)).body.code).toBe(
      'OPERATOR_FORBIDDEN',
    );
    const on = await maintenance({ venue: 'demo_slot', maintenance: true });
    expect(on.body.data).toEqual({ venue: 'demo_slot', gameId: null, maintenance: true });
    expect((await launch(ctx, m.token, { gameId: GAME.slot })).body).toMatchObject({
      code: 'GAME_MAINTENANCE',
      data: '该游戏维护中，请稍后再试',
    });
    expect((await listGame(GAME.slot))?.maintenance).toBe(true);
    expect((await listGame(GAME.cards))?.maintenance).toBe(false);
    const transfer = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
      from: 'center',
      to: 'demo_slot',
      amount: '10',
      requestId: randomUUID(),
    });
    expect(transfer.body).toMatchObject({
      status: false,
      code: 'VENUE_UNAVAILABLE',
      data: '场馆维护中，请稍后再试',
    });
    expect((await walletsOf(ctx, m.token)).center).toBe('70.0000');
    // Money already at the venue can always come home.
    await ctx.database.db.execute(
      sql`update venue_settings set maintenance = false where site_code = 'hgtyc' and venue = 'demo_slot'`,
    );
    const move = (from: string, to: string) =>
      memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
        from,
        to,
        amount: '20',
        requestId: randomUUID(),
      });
    expect((await move('center', 'demo_slot')).body.data.status).toBe('succeeded');
    await maintenance({ venue: 'demo_slot', maintenance: true });
    expect((await move('demo_slot', 'center')).body.data.status).toBe('succeeded');
    expect((await walletsOf(ctx, m.token)).center).toBe('70.0000');
    // Another brand's lobby is not affected.
    const other = await call(ctx.app, {
      method: 'GET',
      url: '/api/findmed/v1/game/list?show=1',
      headers: clientHeaders('188'),
    });
    const otherSlot = gameListSchema
      .parse(other.body.data)
      .flatMap((c) => c.games)
      .find((g) => g.id === GAME.slot);
    if (otherSlot) expect(otherSlot.maintenance).toBe(false);

    await maintenance({ venue: 'demo_slot', maintenance: false });
    expect((await launch(ctx, m.token, { gameId: GAME.slot })).body.status).toBe(true);
    expect((await listGame(GAME.slot))?.maintenance).toBe(false);
  });

  it('one game under maintenance; unknown venues and games are refused', async () => {
    const m = await buildMember(ctx);
    const on = await maintenance({ venue: 'demo_chess', gameId: GAME.cards, maintenance: true });
    expect(on.body.data).toEqual({ venue: 'demo_chess', gameId: GAME.cards, maintenance: true });
    expect((await launch(ctx, m.token, { gameId: GAME.cards })).body.code).toBe('GAME_MAINTENANCE');
    expect((await launch(ctx, m.token, { gameId: 502 })).body.status).toBe(true);
    await maintenance({ venue: 'demo_chess', gameId: GAME.cards, maintenance: false });
    expect((await launch(ctx, m.token, { gameId: GAME.cards })).body.status).toBe(true);
    expect((await maintenance({ venue: 'demo_slot', gameId: GAME.cards, maintenance: true })).body.code).toBe(
      'GAME_NOT_FOUND',
    );
    expect((await maintenance({ venue: 'nowhere', maintenance: true })).body.code).toBe('GAME_NOT_FOUND');
    expect((await maintenance({ venue: 'BAD VENUE', maintenance: true })).body).toMatchObject({
      status: false,
      code: 'BAD_REQUEST',
    });
  });

  it('favourites: only visible games, idempotent, per member, at most 100', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    expect(await favorites(a.token)).toEqual([]);
    expect((await favorite(a.token, GAME.slot, true)).body.data).toEqual({ ids: [GAME.slot] });
    expect((await favorite(a.token, GAME.slot, true)).body.data).toEqual({ ids: [GAME.slot] });
    await favorite(a.token, GAME.cards, true);
    expect(await favorites(a.token)).toEqual([GAME.slot, GAME.cards]);
    expect(await favorites(b.token)).toEqual([]);
    expect((await favorite(a.token, 99_999, true)).body).toMatchObject({
      status: false,
      code: 'GAME_NOT_FOUND',
    });
    expect((await favorite(a.token, GAME.slot, false)).body.data).toEqual({ ids: [GAME.cards] });
    expect((await favorite(a.token, GAME.slot, false)).body.data).toEqual({ ids: [GAME.cards] });
    // A game hidden later drops out of the list.
    await ctx.database.db.execute(
      sql`update games set state = 0 where site_code = 'hgtyc' and id = ${GAME.cards}`,
    );
    expect(await favorites(a.token)).toEqual([]);
    await ctx.database.db.execute(
      sql`update games set state = 1 where site_code = 'hgtyc' and id = ${GAME.cards}`,
    );

    // At the cap (rows of games since removed count too): refused, nothing added.
    await ctx.database.db.insert(gameFavorites).values(
      Array.from({ length: FAVORITES_MAX - 1 }, (_, i) => ({
        siteCode: 'hgtyc',
        memberId: b.id,
        gameId: 90_000 + i,
      })),
    );
    expect((await favorite(b.token, GAME.slot, true)).body.data).toEqual({ ids: [GAME.slot] });
    expect((await favorite(b.token, GAME.cards, true)).body).toMatchObject({
      status: false,
      code: 'FAVORITES_LIMIT',
      data: '收藏已达上限（100个）',
    });
    expect((await favorite(b.token, GAME.slot, true)).body.status).toBe(true);
  });

  it('walletlist?show=: venue wallets of venues with games on that layout', async () => {
    const m = await buildMember(ctx);
    const codes = async (show?: number) => Object.keys(await walletsOf(ctx, m.token, show));
    const all = await codes();
    expect(all).toEqual(expect.arrayContaining(['center', 'demo_slot', 'demo_fish']));
    expect(await codes(0)).toEqual(all);
    await ctx.database.db.execute(
      sql`update games set show_pc = false where site_code = 'hgtyc' and wallet_code = 'demo_fish'`,
    );
    try {
      expect(await codes(2)).not.toContain('demo_fish');
      expect(await codes(2)).toContain('center');
      expect(await codes(1)).toContain('demo_fish');
      expect(await codes()).toContain('demo_fish');
    } finally {
      await ctx.database.db.execute(
        sql`update games set show_pc = true where site_code = 'hgtyc' and wallet_code = 'demo_fish'`,
      );
    }
    // A venue wallet holding money is listed whatever the layout: show never hides a balance (issue 28).
    const rich = await fundedMember(ctx, '100');
    expect(
      (await launch(ctx, rich.token, { gameId: GAME.slot, autoTransfer: true })).body.data,
    ).toMatchObject({
      transfer: { status: 'succeeded' },
    });
    await ctx.database.db.execute(
      sql`update games set show_pc = false where site_code = 'hgtyc' and wallet_code in ('demo_slot', 'demo_fish')`,
    );
    try {
      const onDesktop = await walletsOf(ctx, rich.token, 2);
      expect(onDesktop.demo_slot).toBe('100.0000');
      expect(onDesktop.demo_fish).toBeUndefined();
    } finally {
      await ctx.database.db.execute(
        sql`update games set show_pc = true where site_code = 'hgtyc' and wallet_code in ('demo_slot', 'demo_fish')`,
      );
    }
    expect((await getAs(ctx, m.token, '/api/game/walletlist?show=7')).body).toMatchObject({
      status: false,
      code: 'BAD_REQUEST',
    });
  });

  it('bad input answers the envelope with a message, never a 500', async () => {
    const m = await buildMember(ctx);
    const cases: [string, unknown][] = [
      ['/api/findmed/v1/game/launch', { gameId: 'abc', platform: 'h5', requestId: randomUUID() }],
      ['/api/findmed/v1/game/launch', { gameId: 301, platform: 'tv', requestId: randomUUID() }],
      ['/api/findmed/v1/game/launch', { gameId: 301, platform: 'h5' }],
      [
        '/api/findmed/v1/game/launch',
        { gameId: '99999999999999999999', platform: 'h5', requestId: randomUUID() },
      ],
      ['/api/findmed/v1/game/launch', { gameId: 301, platform: 'h5', requestId: 'x\u0000yyyyyyy' }],
      ['/api/findmed/v1/heartbeat', { gameid: -1 }],
      ['/api/findmed/v1/game/back', { requestId: 'short' }],
      ['/api/findmed/v1/game/settings', { autoTransfer: 'maybe' }],
      ['/api/findmed/v1/game/favorite', { gameId: 0, on: true }],
    ];
    for (const [url, payload] of cases) {
      const res = await postJson(ctx, m.token, url, payload);
      expect(res.status, url).toBeLessThan(500);
      expect(res.body.status, url).toBe(false);
      expect(typeof res.body.data, url).toBe('string');
      expect((res.body.data as string).length, url).toBeGreaterThan(0);
    }
    // Without a session: the session envelope, not a crash.
    const anonymous = await call(ctx.app, {
      method: 'POST',
      url: '/api/findmed/v1/heartbeat',
      headers: { ...clientHeaders(), 'content-type': 'application/json' },
      payload: { gameid: 1 },
    });
    expect(anonymous.body).toMatchObject({ status: false, code: 'SESSION_INVALID' });
  });
});

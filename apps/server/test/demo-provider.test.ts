import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FISH_TYPES } from '../src/modules/venues/demo/games/fish.ts';
import {
  balanceAnswer,
  dtDealAnswer,
  fishShootAnswer,
  playErrorAnswer,
  playSessionAnswer,
  roundsAnswer,
  slotSpinAnswer,
} from '../src/modules/venues/demo/play-api.ts';
import { demoPlayTokens, demoRounds, demoVenueWallets } from '../src/platform/db/schema.ts';
import { fund, launchToken, newPlayer, play, requestId, session, signed } from './demo-provider-helpers.ts';
import { BACKENDS, createTestApp, type TestContext } from './helpers.ts';

describe.each(BACKENDS)('demo provider: launch, play, limits (%s)', (backend) => {
  let ctx: TestContext;
  let secret: string;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now });
    secret = ctx.config.venueSecret;
  });
  afterAll(async () => ctx?.close());

  async function walletOf(venue: string, player: string): Promise<bigint> {
    const rows = await ctx.database.db
      .select()
      .from(demoVenueWallets)
      .where(eq(demoVenueWallets.player, player));
    return rows.find((r) => r.venue === venue)?.balance ?? 0n;
  }
  async function roundsOf(player: string) {
    return ctx.database.db.select().from(demoRounds).where(eq(demoRounds.player, player));
  }

  it('launches a game: a relative play URL, a launch token traded once, never after 2 minutes', async () => {
    const player = newPlayer();
    const launch = await signed(ctx.app, secret, 'POST', '/venue/demo/v1/launch', {
      venue: 'demo_slot',
      gameCode: 'slot-prism',
      player,
      platform: 'h5',
      locale: 'zh-CN',
      currency: 'CNY',
    });
    expect(launch.status).toBe(200);
    expect(String(launch.body.url)).toMatch(/^\/venue\/demo\/play\/slot-prism\?t=[\w-]{20,}&lang=zh-CN$/);
    const expiresIn = new Date(String(launch.body.expiresAt)).getTime() - now().getTime();
    expect(expiresIn).toBeGreaterThan(100_000);
    expect(expiresIn).toBeLessThanOrEqual(120_000);
    const token = new URL(String(launch.body.url), 'http://x').searchParams.get('t')!;

    const first = await play(ctx.app, '', 'POST', '/session', { launchToken: token });
    expect(first.body).toMatchObject({
      ok: true,
      gameCode: 'slot-prism',
      kind: 'slot',
      walletMode: 'transfer',
    });
    expect(first.body.balance).toBe('0.0000');
    playSessionAnswer.parse(first.body);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    const again = await play(ctx.app, '', 'POST', '/session', { launchToken: token });
    expect(again.status).toBe(401);
    playErrorAnswer.parse(again.body);
    expect(again.body).toEqual({ ok: false, error: 'session', message: '游戏会话已失效，请从大厅重新进入' });

    const late = await launchToken(ctx.app, secret, { venue: 'demo_slot', gameCode: 'slot-gem', player });
    offsetMs += 121_000;
    try {
      const expired = await play(ctx.app, '', 'POST', '/session', { launchToken: late });
      expect(expired.body.error).toBe('session');
    } finally {
      offsetMs -= 121_000;
    }
  });

  it('purges tokens an hour after they expired', async () => {
    const player = newPlayer();
    await launchToken(ctx.app, secret, { venue: 'demo_fish', gameCode: 'fish-deep', player });
    const tokens = async () =>
      (await ctx.database.db.select().from(demoPlayTokens).where(eq(demoPlayTokens.player, player))).length;
    expect(await tokens()).toBe(1);
    const purge = ctx.app.services.demoVenue!.jobs.find((j) => j.name === 'demo-provider-tokens')!;
    await purge.run();
    expect(await tokens()).toBe(1);
    offsetMs += 2 * 3_600_000;
    try {
      await purge.run();
    } finally {
      offsetMs -= 2 * 3_600_000;
    }
    expect(await tokens()).toBe(0);
  });

  it('refuses a forged or stale signature, an unknown game and a game of another venue', async () => {
    const input = {
      venue: 'demo_slot',
      gameCode: 'slot-prism',
      player: newPlayer(),
      platform: 'h5',
      locale: 'zh-CN',
      currency: 'CNY',
    };
    const forged = await signed(ctx.app, secret, 'POST', '/venue/demo/v1/launch', input, {
      sign: 'a'.repeat(64),
    });
    expect(forged.status).toBe(401);
    const stale = await signed(ctx.app, secret, 'POST', '/venue/demo/v1/launch', input, {
      ts: Date.now() - 120_000,
    });
    expect(stale.status).toBe(401);
    const otherSecret = await signed(
      ctx.app,
      `${secret}x`,
      'GET',
      '/venue/demo/v1/bets?venue=demo_slot&from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z&page=1&pageSize=10',
    );
    expect(otherSecret.status).toBe(401);
    const unknown = await signed(ctx.app, secret, 'POST', '/venue/demo/v1/launch', {
      ...input,
      gameCode: 'slot-nope',
    });
    expect(unknown.status).toBe(404);
    const wrongVenue = await signed(ctx.app, secret, 'POST', '/venue/demo/v1/launch', {
      ...input,
      venue: 'demo_fish',
    });
    expect(wrongVenue.status).toBe(404);
    const noSession = await play(ctx.app, 'nope', 'GET', '/balance');
    expect(noSession.status).toBe(401);
  });

  it('books a slot round and moves the venue wallet by payout − stake; a replayed request answers the same round', async () => {
    const player = newPlayer();
    await fund(ctx.app, secret, 'demo_slot', player, '1000');
    const token = await session(ctx.app, secret, { venue: 'demo_slot', gameCode: 'slot-star', player });
    const id = requestId();
    const spin = await play(ctx.app, token, 'POST', '/slot/spin', { stake: '10', requestId: id });
    expect(spin.body.ok).toBe(true);
    expect(spin.body.base.grid).toHaveLength(5);
    slotSpinAnswer.parse(spin.body);
    const payout = parseAmountToMinor(spin.body.totalWin);
    const expected = parseAmountToMinor('1000') - parseAmountToMinor('10') + payout;
    expect(await walletOf('demo_slot', player)).toBe(expected);
    expect(parseAmountToMinor(spin.body.balance)).toBe(expected);

    const replay = await play(ctx.app, token, 'POST', '/slot/spin', { stake: '10', requestId: id });
    expect(replay.body.roundId).toBe(spin.body.roundId);
    expect(replay.body.totalWin).toBe(spin.body.totalWin);
    expect(await walletOf('demo_slot', player)).toBe(expected);
    const rows = await roundsOf(player);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'settled',
      stake: parseAmountToMinor('10'),
      payout,
      walletMode: 'transfer',
    });

    const rounds = await play(ctx.app, token, 'GET', '/rounds');
    roundsAnswer.parse(rounds.body);
    balanceAnswer.parse((await play(ctx.app, token, 'GET', '/balance')).body);
    expect(rounds.body.list[0]).toMatchObject({
      roundId: spin.body.roundId,
      stake: '10.0000',
      status: 'settled',
    });
    expect(rounds.body.list[0].detail).toContain('投注');
  });

  it('books dragon-tiger hands and fish shots exactly; limits per game (royal is higher)', async () => {
    const player = newPlayer();
    await fund(ctx.app, secret, 'demo_chess', player, '5000');
    const classic = await session(ctx.app, secret, { venue: 'demo_chess', gameCode: 'dt-classic', player });
    const deal = await play(ctx.app, classic, 'POST', '/dt/deal', {
      bets: { dragon: '100', tie: '10' },
      requestId: requestId(),
    });
    expect(deal.body).toMatchObject({ ok: true, stake: '110.0000' });
    dtDealAnswer.parse(deal.body);
    expect(await walletOf('demo_chess', player)).toBe(
      parseAmountToMinor('4890') + parseAmountToMinor(deal.body.payout),
    );

    const royal = await session(ctx.app, secret, { venue: 'demo_chess', gameCode: 'dt-royal', player });
    const tooSmall = await play(ctx.app, royal, 'POST', '/dt/deal', {
      bets: { dragon: '10' },
      requestId: requestId(),
    });
    expect(tooSmall.body).toMatchObject({ ok: false, error: 'stake', message: '投注金额不在限额内' });
    const big = await play(ctx.app, classic, 'POST', '/dt/deal', {
      bets: { tiger: '6000' },
      requestId: requestId(),
    });
    expect(big.body.error).toBe('stake');
    const wrongGame = await play(ctx.app, classic, 'POST', '/slot/spin', {
      stake: '10',
      requestId: requestId(),
    });
    expect(wrongGame.body.error).toBe('input');

    const fisher = newPlayer();
    await fund(ctx.app, secret, 'demo_fish', fisher, '10');
    const fish = await session(ctx.app, secret, {
      venue: 'demo_fish',
      gameCode: 'fish-deep',
      player: fisher,
      locale: 'en-US',
    });
    const shot = await play(ctx.app, fish, 'POST', '/fish/shoot', {
      fish: FISH_TYPES[0]!.id,
      stake: '1',
      requestId: requestId(),
    });
    expect(shot.body.ok).toBe(true);
    fishShootAnswer.parse(shot.body);
    expect(await walletOf('demo_fish', fisher)).toBe(
      parseAmountToMinor('9') + parseAmountToMinor(shot.body.win),
    );
    const unknownFish = await play(ctx.app, fish, 'POST', '/fish/shoot', {
      fish: 'no-such-fish',
      stake: '1',
      requestId: requestId(),
    });
    expect(unknownFish.body).toMatchObject({ ok: false, error: 'input', message: 'Invalid request' });
    const broke = await play(ctx.app, fish, 'POST', '/fish/shoot', {
      fish: FISH_TYPES[0]!.id,
      stake: '100',
      requestId: requestId(),
    });
    const balance = await walletOf('demo_fish', fisher);
    if (balance < parseAmountToMinor('100')) expect(broke.body.error).toBe('insufficient');
  });

  it('never overdraws: 50 parallel spins on one player', async () => {
    const player = newPlayer();
    await fund(ctx.app, secret, 'demo_slot', player, '100');
    const token = await session(ctx.app, secret, { venue: 'demo_slot', gameCode: 'slot-prism', player });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        play(ctx.app, token, 'POST', '/slot/spin', { stake: '10', requestId: requestId() }),
      ),
    );
    for (const a of answers) expect(a.body.ok === true || a.body.error === 'insufficient').toBe(true);
    const rows = await roundsOf(player);
    expect(rows.length).toBe(answers.filter((a) => a.body.ok).length);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const net = rows.reduce((sum, r) => sum + r.payout - r.stake, 0n);
    const balance = await walletOf('demo_slot', player);
    expect(balance).toBe(parseAmountToMinor('100') + net);
    expect(balance).toBeGreaterThanOrEqual(0n);
  });

  it('obeys the failure switches on launch, bet export and play', async () => {
    const venue = ctx.app.services.demoVenue!;
    const player = newPlayer();
    const token = await session(ctx.app, secret, { venue: 'demo_slot', gameCode: 'slot-prism', player });
    const input = {
      venue: 'demo_slot',
      gameCode: 'slot-prism',
      player,
      platform: 'h5',
      locale: 'zh-CN',
      currency: 'CNY',
    };
    const bets =
      '/venue/demo/v1/bets?venue=demo_slot&from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z&page=1&pageSize=10';
    try {
      venue.control({ failure: 'down' });
      expect((await signed(ctx.app, secret, 'POST', '/venue/demo/v1/launch', input)).status).toBe(503);
      expect((await signed(ctx.app, secret, 'GET', bets)).status).toBe(503);
      const down = await play(ctx.app, token, 'GET', '/balance');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ ok: false, error: 'busy', message: '系统繁忙，请稍后再试' });
      venue.control({ failure: 'error' });
      const error = await play(ctx.app, token, 'GET', '/balance');
      expect(error.status).toBe(500);
      expect(JSON.stringify(error.body)).not.toMatch(/stack|Error/);
      venue.control({ failure: 'lost' });
      expect((await signed(ctx.app, secret, 'POST', '/venue/demo/v1/launch', input)).status).toBe(502);
      venue.control({ failure: 'refuse' });
      expect((await play(ctx.app, token, 'GET', '/balance')).body.error).toBe('maintenance');
      venue.control({ failure: 'none', latencyMs: 150 });
      const started = Date.now();
      expect((await play(ctx.app, token, 'GET', '/balance')).body.ok).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      venue.control({ failure: 'none', latencyMs: 0 });
    }
  });

  it('serves the game shell with its own CSP, and the rules page; unknown games and assets 404', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/venue/demo/play/k3-1m?t=abc&lang=zh-CN' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/venue/demo/play/assets/k3.js');
    expect(page.body).toContain('/venue/demo/play/assets/page.css');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const rules = await ctx.app.inject({ method: 'GET', url: '/venue/demo/play/rules/dt-royal' });
    expect(rules.body).toContain('/venue/demo/play/assets/rules.js');
    expect((await ctx.app.inject({ method: 'GET', url: '/venue/demo/play/nope-1' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/venue/demo/play/assets/none.js' })).statusCode).toBe(
      404,
    );
    const preflight = await ctx.app.inject({ method: 'OPTIONS', url: '/venue/demo/play/api/slot/spin' });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-play-token');
  });
});

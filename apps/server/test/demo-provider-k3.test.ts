import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { k3DiceFromSeed, k3Payout, k3SeedHash } from '../src/modules/venues/demo/games/k3.ts';
import { k3BetAnswer, k3StateAnswer } from '../src/modules/venues/demo/play-api.ts';
import { demoRounds, demoVenueWallets } from '../src/platform/db/schema.ts';
import { fund, newPlayer, play, requestId, session, signed, signWith } from './demo-provider-helpers.ts';
import { BACKENDS, createTestApp, type TestContext } from './helpers.ts';

describe.each(BACKENDS)('demo provider: K3 draws and the bet export (%s)', (backend) => {
  let ctx: TestContext;
  let secret: string;
  // A clock the test moves: 10 s into a minute, so a 1-minute draw is open.
  let clock = Math.floor(Date.now() / 180_000) * 180_000 + 10_000;
  const now = () => new Date(clock);

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now });
    secret = ctx.config.venueSecret;
    signWith(() => clock);
  });
  afterAll(async () => {
    signWith(() => Date.now());
    await ctx?.close();
  });

  async function walletOf(venue: string, player: string): Promise<bigint> {
    const rows = await ctx.database.db
      .select()
      .from(demoVenueWallets)
      .where(eq(demoVenueWallets.player, player));
    return rows.find((r) => r.venue === venue)?.balance ?? 0n;
  }

  it('publishes the seed hash, refuses bets after the close, draws from the seed and settles each bet once', async () => {
    const player = newPlayer();
    await fund(ctx.app, secret, 'demo_lottery', player, '100');
    const token = await session(ctx.app, secret, { venue: 'demo_lottery', gameCode: 'k3-1m', player });
    const state = await play(ctx.app, token, 'GET', '/k3/state');
    expect(state.body).toMatchObject({ ok: true, intervalSec: 60, balance: '100.0000' });
    const { drawNo, seedHash, closesAt, drawsAt } = state.body.current;
    expect(new Date(drawsAt).getTime() - new Date(closesAt).getTime()).toBe(5_000);
    expect(state.body.payTable.length).toBeGreaterThan(5);
    k3StateAnswer.parse(state.body);

    const bet = await play(ctx.app, token, 'POST', '/k3/bet', {
      drawNo,
      requestId: requestId(),
      bets: [
        { type: 'big', selection: 0, stake: '10' },
        { type: 'sum', selection: 10, stake: '5' },
        { type: 'anyTriple', selection: 0, stake: '2' },
      ],
    });
    expect(bet.body).toMatchObject({ ok: true, balance: '83.0000' });
    expect(bet.body.roundIds).toHaveLength(3);
    k3BetAnswer.parse(bet.body);
    const bad = await play(ctx.app, token, 'POST', '/k3/bet', {
      drawNo,
      requestId: requestId(),
      bets: [{ type: 'sum', selection: 2, stake: '5' }],
    });
    expect(bad.body.error).toBe('input');

    clock = new Date(closesAt).getTime() + 1;
    const late = await play(ctx.app, token, 'POST', '/k3/bet', {
      drawNo,
      requestId: requestId(),
      bets: [{ type: 'small', selection: 0, stake: '10' }],
    });
    expect(late.body).toMatchObject({ ok: false, error: 'closed', message: '本期已封盘，请投注下一期' });

    clock = new Date(drawsAt).getTime() + 1;
    const k3 = ctx.app.services.demoVenue!.k3;
    const [a, b] = await Promise.all([k3.run(), k3.run()]);
    expect(a + b).toBe(3);
    expect(await k3.run()).toBe(0);

    const after = await play(ctx.app, token, 'GET', '/k3/state');
    k3StateAnswer.parse(after.body);
    const drawn = after.body.history.find((h: { drawNo: string }) => h.drawNo === drawNo);
    expect(drawn.seedHash).toBe(seedHash);
    expect(k3SeedHash(drawn.seed)).toBe(seedHash);
    const dice = k3DiceFromSeed(drawn.seed);
    expect(drawn.dice).toEqual(dice);
    const lines = [
      { type: 'big' as const, selection: 0, stake: parseAmountToMinor('10') },
      { type: 'sum' as const, selection: 10, stake: parseAmountToMinor('5') },
      { type: 'anyTriple' as const, selection: 0, stake: parseAmountToMinor('2') },
    ];
    const payout = lines.reduce((sum, line) => sum + k3Payout(line, dice), 0n);
    expect(await walletOf('demo_lottery', player)).toBe(parseAmountToMinor('83') + payout);
    expect(after.body.myBets.every((m: { status: string }) => m.status === 'settled')).toBe(true);
    const rows = await ctx.database.db.select().from(demoRounds).where(eq(demoRounds.player, player));
    expect(rows.every((r) => r.status === 'settled' && r.detail.includes('开奖'))).toBe(true);
  });

  it('draws a draw missed while the process was down on the next run', async () => {
    const player = newPlayer();
    await fund(ctx.app, secret, 'demo_lottery', player, '50');
    const token = await session(ctx.app, secret, { venue: 'demo_lottery', gameCode: 'k3-3m', player });
    const { current } = (await play(ctx.app, token, 'GET', '/k3/state')).body;
    await play(ctx.app, token, 'POST', '/k3/bet', {
      drawNo: current.drawNo,
      requestId: requestId(),
      bets: [{ type: 'odd', selection: 0, stake: '10' }],
    });
    clock = new Date(current.drawsAt).getTime() + 10 * 180_000;
    expect(await ctx.app.services.demoVenue!.k3.run()).toBe(1);
    const rows = await ctx.database.db.select().from(demoRounds).where(eq(demoRounds.player, player));
    expect(rows[0]!.status).toBe('settled');
  });

  it('exports closed rounds by settle time then round id, complete across pages and the same on repeat', async () => {
    const player = newPlayer();
    await fund(ctx.app, secret, 'demo_fish', player, '1000');
    const token = await session(ctx.app, secret, { venue: 'demo_fish', gameCode: 'fish-coral', player });
    const from = new Date(clock);
    // 23 shots, several sharing a settle time (the clock moves every third shot).
    for (let i = 0; i < 23; i += 1) {
      if (i % 3 === 0) clock += 1_000;
      const shot = await play(ctx.app, token, 'POST', '/fish/shoot', {
        fish: 'clownfish',
        stake: '1',
        requestId: requestId(),
      });
      expect(shot.body.ok).toBe(true);
    }
    const to = new Date(clock + 1);
    const url = (page: number) =>
      `/venue/demo/v1/bets?venue=demo_fish&from=${from.toISOString()}&to=${to.toISOString()}&page=${page}&pageSize=5`;
    const seen: { roundId: string; settledAt: string }[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const answer = await signed(ctx.app, secret, 'GET', url(page));
      expect(answer.body.total).toBe(23);
      seen.push(...(answer.body.records as { roundId: string; settledAt: string }[]));
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen.map((r) => r.roundId)).size).toBe(23);
    const sorted = [...seen].sort((x, y) =>
      x.settledAt === y.settledAt ? (x.roundId < y.roundId ? -1 : 1) : x.settledAt < y.settledAt ? -1 : 1,
    );
    expect(seen).toEqual(sorted);
    const again = await signed(ctx.app, secret, 'GET', url(3));
    expect(again.body.records).toEqual(seen.slice(10, 15));
    const record = (again.body.records as Record<string, string>[])[0]!;
    expect(record).toMatchObject({
      venue: 'demo_fish',
      player,
      gameCode: 'fish-coral',
      stake: '1.0000',
      status: 'settled',
    });
    expect(record.validStake).toBe('1.0000');
    expect(record.payout).toMatch(/^\d+\.\d{4}$/);
    expect(record.detail).toContain('每炮');
    const empty = await signed(ctx.app, secret, 'GET', url(6));
    expect(empty.body.records).toEqual([]);
    const badPage = await signed(ctx.app, secret, 'GET', url(0));
    expect(badPage.status).toBe(400);
  });
});

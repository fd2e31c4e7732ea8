import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { play, requestId, session, signWith } from './demo-provider-helpers.ts';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { openGame } from './venue-rounds-helpers.ts';
import { balanceOf, depositByGateway } from './wallet-helpers.ts';

// The demo provider against the site's real side: the seamless-wallet callbacks and the bet pull
// (module venue-rounds).

describe.each(BACKENDS)('demo provider with the site (%s)', (backend) => {
  let ctx: TestContext;
  let clock = Date.now();
  const now = () => new Date(clock);

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now });
    signWith(() => clock);
  });
  afterAll(async () => {
    signWith(() => Date.now());
    await ctx?.close();
  });

  it('a seamless round debits and credits the member’s center wallet through the callbacks', async () => {
    const member = await buildMember(ctx);
    await depositByGateway(ctx, member.token, '100');
    await openGame(ctx, member.token);
    const player = `hgtyc_${member.id}`;
    const secret = ctx.config.venueSecret;
    const token = await session(ctx.app, secret, { venue: 'demo_nova', gameCode: 'slot-candy', player });
    expect((await play(ctx.app, token, 'GET', '/balance')).body.balance).toBe('100.0000');
    const spin = await play(ctx.app, token, 'POST', '/slot/spin', { stake: '5', requestId: requestId() });
    expect(spin.body.ok).toBe(true);
    const expected = parseAmountToMinor('95') + parseAmountToMinor(spin.body.totalWin);
    expect(parseAmountToMinor(spin.body.balance)).toBe(expected);
    expect(parseAmountToMinor((await balanceOf(ctx, member.token)).balance)).toBe(expected);
    const tooMuch = await play(ctx.app, token, 'POST', '/slot/spin', {
      stake: '1000',
      requestId: requestId(),
    });
    expect(tooMuch.body.error).toBe('insufficient');
    expect(parseAmountToMinor((await balanceOf(ctx, member.token)).balance)).toBe(expected);
  });

  it('the site’s bet pull books the transfer venue’s settled rounds once', async () => {
    const member = await buildMember(ctx);
    const player = `hgtyc_${member.id}`;
    const secret = ctx.config.venueSecret;
    // Money reaches the venue through our wallet: the pull books each result against the
    // member's venue account (decision 0029), which must hold what the member has there.
    await depositByGateway(ctx, member.token, '100');
    const moved = await ctx.app.services.transfers.transfer('hgtyc', 'zh-CN', member.id, {
      from: 'center',
      to: 'demo_slot',
      amount: '100',
      requestId: `t-${member.id}-slot`,
    });
    expect(moved.status).toBe('succeeded');
    const token = await session(ctx.app, secret, { venue: 'demo_slot', gameCode: 'slot-gem', player });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const spin = await play(ctx.app, token, 'POST', '/slot/spin', { stake: '2', requestId: requestId() });
      ids.push(spin.body.roundId);
    }
    clock += 5 * 60_000;
    const pull = ctx.app.services.jobs.find((j) => j.name === 'venue-rounds.pull');
    expect(pull).toBeDefined();
    await pull!.run();
    await pull!.run();
    const result = await ctx.database.db.execute(
      sql`select round_id from venue_bets where venue = 'demo_slot' order by round_id`,
    );
    const rows = ((result as { rows?: { round_id: string }[] }).rows ?? []).map((r) => r.round_id);
    expect(rows.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
  });
});

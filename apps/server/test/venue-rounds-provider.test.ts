import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBooks } from '../src/modules/ledger/ledger.audit.ts';
import * as helpers from './demo-provider-helpers.ts';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { houseBooked, openGame, rowsOf, turnoverDone } from './venue-rounds-helpers.ts';
import { balanceOf, depositByGateway } from './wallet-helpers.ts';

// Venue rounds against the built-in demo provider (its play API, its seamless callbacks to us and
// its bet export).

describe.each(BACKENDS)('venue rounds with the demo provider (%s)', (backend) => {
  let ctx: TestContext;
  let clock = Date.now();

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now: () => new Date(clock) });
    helpers.signWith(() => clock);
  });
  afterAll(async () => {
    helpers.signWith(() => Date.now());
    // The ledger, the venues' house accounts and the venue's own books reconcile: pulled results
    // are booked against the members' venue accounts (decision 0029).
    const venueBooks = ctx.app.services.venues.adapters().flatMap((a) => (a.books ? [a.books] : []));
    const report = await auditBooks(ctx.database.db, { venueBooks });
    expect(report.problems).toEqual([]);
    await ctx?.close();
  });

  async function sums(venue: string, memberId: bigint) {
    const [r] = rowsOf<{ n: number; stake: string; valid: string; house: string }>(
      await ctx.database.db.execute(sql`select count(*)::int as n, coalesce(sum(stake), 0)::text as stake,
          coalesce(sum(valid_stake), 0)::text as valid, coalesce(sum(stake - payout), 0)::text as house
        from venue_bets where venue = ${venue} and member_id = ${memberId} and status = 'settled'`),
    );
    return r!;
  }

  it('seamless spins book a round each; the house account equals stake − payout', async () => {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '100');
    await openGame(ctx, m.token);
    const token = await helpers.session(ctx.app, ctx.config.venueSecret, {
      venue: 'demo_nova',
      gameCode: 'slot-candy',
      player: `hgtyc_${m.id}`,
    });
    let last = '';
    for (let i = 0; i < 12; i += 1) {
      const spin = await helpers.play(ctx.app, token, 'POST', '/slot/spin', {
        stake: '1',
        requestId: helpers.requestId(),
      });
      expect(spin.body.ok).toBe(true);
      last = spin.body.balance;
    }
    expect((await balanceOf(ctx, m.token)).balance).toBe(last);
    const s = await sums('demo_nova', m.id);
    expect(s).toMatchObject({ n: 12, stake: '120000', valid: '120000' });
    expect(await houseBooked(ctx, 'demo_nova')).toBe(BigInt(s.house));
    expect(await turnoverDone(ctx, m.id)).toBe(120_000n);
  });

  it('the pull books a transfer venue’s rounds across pages once, turnover once', async () => {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '500');
    const moved = await ctx.app.services.transfers.transfer('hgtyc', 'zh-CN', m.id, {
      from: 'center',
      to: 'demo_slot',
      amount: '400',
      requestId: `t-${m.id}`,
    });
    expect(moved.status).toBe('succeeded');
    const token = await helpers.session(ctx.app, ctx.config.venueSecret, {
      venue: 'demo_slot',
      gameCode: 'slot-gem',
      player: `hgtyc_${m.id}`,
    });
    // 205 rounds: two pages of the export (200 a page).
    for (let i = 0; i < 205; i += 1) {
      const spin = await helpers.play(ctx.app, token, 'POST', '/slot/spin', {
        stake: '1',
        requestId: helpers.requestId(),
      });
      expect(spin.body.ok).toBe(true);
    }
    clock += 5 * 60_000;
    const pull = ctx.app.services.jobs.find((j) => j.name === 'venue-rounds.pull')!;
    await pull.run();
    const first = await sums('demo_slot', m.id);
    expect(first).toMatchObject({ n: 205, stake: '2050000', valid: '2050000' });
    expect(await turnoverDone(ctx, m.id)).toBe(2_050_000n);
    await pull.run();
    const again = await ctx.app.services.venueRounds.pulls.repull(
      'demo_slot',
      new Date(clock - 60 * 60_000),
      new Date(clock),
    );
    expect(again).toMatchObject({ pages: 2, fetched: 205, added: 0 });
    expect(await sums('demo_slot', m.id)).toEqual(first);
    expect(await turnoverDone(ctx, m.id)).toBe(2_050_000n);
    // Every transfer venue of the provider answers its export (none fails the job).
    clock += 60_000;
    const all = await ctx.app.services.venueRounds.pulls.pullAll();
    const transfer = ctx.app.services.venues
      .adapters()
      .flatMap((a) => a.venues.filter((v) => v.walletMode === 'transfer').map((v) => v.code));
    expect(all.map((r) => r.venue).sort()).toEqual([...transfer].sort());
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueResultKey } from '../src/modules/venue-rounds/venue-pull.service.ts';
import { venueBets } from '../src/platform/db/schema.ts';
import { session } from './demo-provider-helpers.ts';
import { fundedMember, type GameTestContext } from './game-sessions-helpers.ts';
import { BACKENDS } from './helpers.ts';
import {
  accountBalance,
  ledgerTestApp,
  memberAtVenue,
  player,
  resultEntries,
  SITE,
  spinToLoss,
  spinUntil,
  transfer,
  VENUE,
  venueNet,
  venueWallet,
} from './venue-ledger-helpers.ts';
import { rowsOf } from './venue-rounds-helpers.ts';
import { auditMoney, memberPost } from './wallet-helpers.ts';

// Decision 0029, the edges: a venue down during the member sync, a pulled loss the ledger refuses
// (money not yet in our venue account), and the books audit catching a round never booked.
describe.each(BACKENDS)('transfer venue results — failures (%s)', (backend) => {
  let ctx: GameTestContext;
  let advance: (ms: number) => void;
  const HUNDRED = 1_000_000n;

  beforeAll(async () => {
    ({ ctx, advance } = await ledgerTestApp(backend));
  });
  afterAll(async () => {
    ctx.app.services.demoVenue?.control({ failure: 'none' });
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx.close();
  });

  async function cursor(): Promise<string | undefined> {
    const [r] = rowsOf<{ t: Date | string }>(
      await ctx.database.db.execute(
        sql`select pulled_to as t from venue_pull_cursors where venue = ${VENUE}`,
      ),
    );
    return r ? new Date(r.t).toISOString() : undefined;
  }

  async function bookedRounds(memberId: bigint): Promise<number> {
    const [r] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from venue_bets where venue = ${VENUE} and member_id = ${memberId}`,
      ),
    );
    return r!.n;
  }

  it('a venue down during the sync: no money leaves (VENUE_UNAVAILABLE, no 500), and once it is back the whole balance does', async () => {
    const { m, token } = await memberAtVenue(ctx);
    const balance = await spinUntil(ctx, token, () => false, 20);
    const net = await venueNet(ctx, player(m));
    expect(balance % 100n).toBe(0n); // a member's amount has at most two decimals
    ctx.app.services.demoVenue!.control({ failure: 'down' });
    const amount = `${balance / 10_000n}.${String((balance % 10_000n) / 100n).padStart(2, '0')}`;
    const res = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
      from: VENUE,
      to: 'center',
      amount,
      requestId: randomUUID(),
    });
    // Rounds not booked: money does not leave, whatever the member's result (a transfer out booked
    // before them could take our venue account below zero when they are booked later).
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe('VENUE_UNAVAILABLE');
    expect(await bookedRounds(m.id)).toBe(0);
    expect(await accountBalance(ctx, m.id, 'center')).toBe(0n);
    expect(await accountBalance(ctx, m.id, `venue:${VENUE}`)).toBe(HUNDRED);
    expect((await auditMoney(ctx)).problems).toEqual([]);

    ctx.app.services.demoVenue!.control({ failure: 'none' });
    expect((await transfer(ctx, m, VENUE, 'center', balance)).status).toBe('succeeded');
    await ctx.app.services.venueRounds.pulls.syncMember(SITE, m.id, VENUE);
    expect(await accountBalance(ctx, m.id, 'center')).toBe(balance);
    expect(await accountBalance(ctx, m.id, `venue:${VENUE}`)).toBe(0n);
    expect(await venueWallet(ctx, player(m))).toBe(0n);
    expect(balance - HUNDRED).toBe(net);
    const entries = await resultEntries(ctx);
    expect(entries.entries).toBe(entries.rounds);
    expect(entries.dup).toBe(0);
    expect((await auditMoney(ctx)).problems).toEqual([]);
  });

  it('venue back with a venue down recovers nothing from it and says so', async () => {
    const { m, token } = await memberAtVenue(ctx);
    await spinUntil(ctx, token, () => false, 5);
    ctx.app.services.demoVenue!.control({ failure: 'down' });
    const back = await ctx.app.services.transfers.recoverAll(SITE, 'zh-CN', m.id, randomUUID());
    ctx.app.services.demoVenue!.control({ failure: 'none' });
    expect(back.moved).toBe('0.0000');
    expect(back.results.find((r) => r.wallet === VENUE)?.status).toBe('failed');
    expect(await accountBalance(ctx, m.id, `venue:${VENUE}`)).toBe(HUNDRED);
    expect((await auditMoney(ctx)).problems).toEqual([]);
  });

  it('a loss the ledger refuses fails the whole page: cursor stays, alert after 3 runs, booked once later', async () => {
    const m = await fundedMember(ctx, '100');
    // The transfer in is applied at the venue, but its answer is lost: pending on our side, so our
    // venue account is still empty while the member plays with the money there.
    ctx.app.services.demoVenue!.control({ failure: 'lost' });
    expect((await transfer(ctx, m, 'center', VENUE, '100')).status).toBe('pending');
    ctx.app.services.demoVenue!.control({ failure: 'none' });
    const token = await session(ctx.app, ctx.config.venueSecret, {
      venue: VENUE,
      gameCode: 'slot-prism',
      player: player(m),
    });
    const balance = await spinToLoss(ctx, token, HUNDRED);
    expect(balance).toBeLessThan(HUNDRED);
    const before = await cursor();
    const entries = await resultEntries(ctx);
    const { pulls } = ctx.app.services.venueRounds;
    for (let run = 0; run < 3; run += 1) {
      advance(40_000);
      const results = await pulls.pullAll();
      expect(results.map((r) => r.venue)).not.toContain(VENUE);
    }
    expect(await cursor()).toBe(before);
    expect(await bookedRounds(m.id)).toBe(0);
    expect(await resultEntries(ctx)).toEqual(entries);
    const alerts = rowsOf<{ subject: string }>(
      await ctx.database.db.execute(
        sql`select subject from job_alerts where job = 'venue-rounds.pull' and resolved_at is null`,
      ),
    );
    expect(alerts.map((a) => a.subject)).toContain(VENUE);

    // The transfer settles; the next run books the loss, once.
    await ctx.app.services.transfers.reconcile(100, 0, { ignoreBackoff: true });
    expect(await accountBalance(ctx, m.id, `venue:${VENUE}`)).toBe(HUNDRED);
    advance(40_000);
    expect((await pulls.pullAll()).map((r) => r.venue)).toContain(VENUE);
    expect(await cursor()).not.toBe(before);
    expect(await accountBalance(ctx, m.id, `venue:${VENUE}`)).toBe(balance);
    await pulls.pullAll();
    const after = await resultEntries(ctx);
    expect(after.entries).toBe(after.rounds);
    expect((await auditMoney(ctx)).problems).toEqual([]);
  });

  it('the books audit catches a round recorded without its result booked', async () => {
    const { m, token } = await memberAtVenue(ctx);
    await spinUntil(ctx, token, () => false, 15);
    const [round] = rowsOf<{ round_id: string; stake: string; payout: string; settled_at: Date | string }>(
      await ctx.database.db.execute(sql`select round_id, stake::text, payout::text, settled_at from demo_rounds
        where venue = ${VENUE} and player = ${player(m)} and payout <> stake order by settled_at limit 1`),
    );
    expect(round).toBeDefined();
    const stake = BigInt(round!.stake);
    const payout = BigInt(round!.payout);
    // A pull that wrote the round and skipped its ledger entry.
    await ctx.database.db.insert(venueBets).values({
      siteCode: SITE,
      memberId: m.id,
      provider: 'demo',
      venue: VENUE,
      roundId: round!.round_id,
      gameCode: 'slot-prism',
      gameId: 301,
      product: 'slot',
      currency: 'CNY',
      stake,
      validStake: stake,
      payout,
      status: 'settled',
      detail: '',
      placedAt: new Date(round!.settled_at),
      settledAt: new Date(round!.settled_at),
      bookedAt: new Date(),
    });
    const problems = (await auditMoney(ctx)).problems;
    expect(problems.some((p) => p.startsWith(`venue ${VENUE} player ${player(m)}:`))).toBe(true);
    expect(problems.some((p) => p.startsWith(`game_pnl:${VENUE} `))).toBe(true);

    // The missing entry, as the pull would have booked it: clean again.
    const { ledger } = ctx.app.services;
    const account = await ledger.memberAccount(SITE, m.id, `venue:${VENUE}`, 'CNY');
    const house = await ledger.houseAccount(SITE, `game_pnl:${VENUE}`, 'CNY');
    await ledger.post({
      siteCode: SITE,
      kind: 'venue_result',
      idempotencyKey: venueResultKey(VENUE, round!.round_id),
      lines: [
        { accountId: account.id, currency: 'CNY', amount: payout - stake },
        { accountId: house.id, currency: 'CNY', amount: stake - payout },
      ],
    });
    expect((await auditMoney(ctx)).problems).toEqual([]);
  });
});

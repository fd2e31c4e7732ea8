import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { centerBalance, fakeClock, fund, rowsOf } from './live-tables-helpers.ts';
import { newSession, openDeposit, protectionPost, protectionState, setLimit } from './protection-helpers.ts';
import { seedMatch, slip } from './sportsbook-helpers.ts';
import { auditMoney, depositByGateway, memberGet, memberPost } from './wallet-helpers.ts';

const DAY = 24 * 3_600_000;

/**
 * Issue 25: limits (decreases at once, increases after 24 h and a confirmation), breaks and
 * self-exclusions, enforced by the books port's protection guard in the money's own transaction.
 */
describe.each(BACKENDS)('player protection (%s)', (backend) => {
  let ctx: TestContext;
  const clock = fakeClock(Date.parse('2026-06-10T04:00:00Z'));

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now: clock.now });
  }, 60_000);
  afterAll(async () => {
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  it('a daily deposit limit refuses the deposit over it, naming the limit and when it resets', async () => {
    const m = await buildMember(ctx);
    const state = await setLimit(ctx, m.token, 'deposit', 'day', '1000');
    expect(
      state.limits.find((l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'day'),
    ).toMatchObject({ amount: '1000.0000', pendingAmount: null });
    expect((await openDeposit(ctx, m.token, '600')).body.status).toBe(true);
    const over = await openDeposit(ctx, m.token, '500');
    expect(over.body).toMatchObject({ status: false, code: 'PROTECTION_DEPOSIT_DAY' });
    expect(over.body.data).toContain('1,000.00');
    expect(over.body.data).toContain('2026-06-11 12:00 (UTC+8)');
    expect((await openDeposit(ctx, m.token, '400')).body.status).toBe(true);
  });

  it('counts USDT that arrived on the chain against a CNY deposit limit at the mid rate', async () => {
    const m = await buildMember(ctx);
    await setLimit(ctx, m.token, 'deposit', 'day', '1000');
    const address = (await memberGet(ctx, m.token, '/api/findmed/v1/deposit/address')).body.data.address;
    await memberPost(ctx, m.token, '/api/sandbox/v1/chain/send', { address, amount: '100' });
    await ctx.app.services.chain.watchChain();
    // 100 USDT = 718 CNY: 300 more would pass 1000, 250 does not (counted as 100, both would pass).
    const over = await openDeposit(ctx, m.token, '300');
    expect(over.body).toMatchObject({ status: false, code: 'PROTECTION_DEPOSIT_DAY' });
    expect((await openDeposit(ctx, m.token, '250')).body.status).toBe(true);
  });

  it('an increase waits 24 hours and a confirmation; a decrease applies at once', async () => {
    const m = await buildMember(ctx);
    await setLimit(ctx, m.token, 'deposit', 'day', '1000');
    const raised = await setLimit(ctx, m.token, 'deposit', 'day', '5000');
    const row = raised.limits.find(
      (l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'day',
    );
    expect(row).toMatchObject({ amount: '1000.0000', pendingAmount: '5000.0000', confirmable: false });
    expect(Date.parse(row.pendingFrom) - clock.now().getTime()).toBe(DAY);
    expect((await openDeposit(ctx, m.token, '2000')).body.code).toBe('PROTECTION_DEPOSIT_DAY');
    const early = await protectionPost(ctx, m.token, 'limit/confirm', { kind: 'deposit', period: 'day' });
    expect(early.body.code).toBe('PROTECTION_COOLING_OFF');
    clock.advance(DAY - 1000);
    const token = await newSession(ctx, m.id);
    expect(
      (await protectionPost(ctx, token, 'limit/confirm', { kind: 'deposit', period: 'day' })).body.code,
    ).toBe('PROTECTION_COOLING_OFF');
    clock.advance(1000);
    // Without the confirmation the old limit stays in force after the cooling-off.
    expect((await openDeposit(ctx, token, '2000')).body.code).toBe('PROTECTION_DEPOSIT_DAY');
    const confirmed = await protectionPost(ctx, token, 'limit/confirm', { kind: 'deposit', period: 'day' });
    expect(confirmed.body.status).toBe(true);
    expect((await openDeposit(ctx, token, '2000')).body.status).toBe(true);
    await setLimit(ctx, token, 'deposit', 'day', '1500');
    expect((await openDeposit(ctx, token, '100')).body.code).toBe('PROTECTION_DEPOSIT_DAY');
  });

  it('a stake limit and a loss limit refuse the bet that passes them', async () => {
    const m = await buildMember(ctx);
    await fund(ctx, m.id, '1000');
    const match = await seedMatch(ctx);
    const home = match.markets['1x2']!.sel.home!;
    const bets = ctx.app.services.sportsbook.bets;
    const bet = (stake: string) =>
      bets.place('hgtyc', m.id, slip([{ selectionId: home, odds: '2.100' }], stake) as never);
    await setLimit(ctx, m.token, 'stake', 'single', '50');
    await expect(bet('60')).rejects.toMatchObject({ code: 'PROTECTION_STAKE_LIMIT' });
    await setLimit(ctx, m.token, 'loss', 'day', '80');
    await bet('50');
    await expect(bet('40')).rejects.toMatchObject({ code: 'PROTECTION_LOSS_DAY' });
    await bet('30');
    expect(await centerBalance(ctx, m.id)).toBe(9_200_000n);
  });

  it('a time-out ends the sessions and refuses bets, deposits, transfers and rewards; withdrawals stay', async () => {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '300', clock.now());
    const res = await protectionPost(ctx, m.token, 'timeout', { hours: '24', confirm: 'true' });
    expect(res.body.status).toBe(true);
    expect(res.body.data.exclusion).toMatchObject({ kind: 'timeout', active: true });
    // The session is over.
    expect((await protectionState(ctx, m.token)).body).toMatchObject({
      status: false,
      code: 'SESSION_INVALID',
    });
    const token = await newSession(ctx, m.id);
    expect((await openDeposit(ctx, token, '100')).body.code).toBe('PROTECTION_TIMEOUT');
    await expect(
      ctx.app.services.transfers.transfer('hgtyc', 'zh-CN', m.id, {
        from: 'center',
        to: 'demo_slot',
        amount: '50',
        requestId: `t-${m.id}-in`,
      }),
    ).rejects.toMatchObject({ code: 'PROTECTION_TIMEOUT' });
    // The balance is still there to see.
    expect((await memberGet(ctx, token, '/api/findmed/v1/member/balance')).body).toMatchObject({
      status: true,
    });
    // No second break or exclusion during one, no early end.
    expect((await protectionPost(ctx, token, 'timeout', { hours: '24', confirm: 'true' })).body.code).toBe(
      'PROTECTION_ALREADY_EXCLUDED',
    );
    clock.advance(DAY);
    const later = await newSession(ctx, m.id);
    expect((await openDeposit(ctx, later, '100')).body.status).toBe(true);
  });

  it('a self-exclusion has no early end and reopens only 24 h after the member asks, once it has ended', async () => {
    const m = await buildMember(ctx);
    const res = await protectionPost(ctx, m.token, 'exclude', {
      months: '6',
      allBrands: 'false',
      confirm: 'true',
    });
    expect(res.body.data.exclusion).toMatchObject({ kind: 'self_exclusion', active: true, reopensAt: null });
    let token = await newSession(ctx, m.id);
    expect((await protectionPost(ctx, token, 'reopen', {})).body.code).toBe('PROTECTION_NOT_ENDED');
    clock.advance(185 * DAY);
    token = await newSession(ctx, m.id);
    expect((await openDeposit(ctx, token, '100')).body.code).toBe('PROTECTION_SELF_EXCLUDED');
    expect((await protectionPost(ctx, token, 'reopen', {})).body.status).toBe(true);
    expect((await openDeposit(ctx, token, '100')).body.code).toBe('PROTECTION_SELF_EXCLUDED');
    clock.advance(DAY);
    token = await newSession(ctx, m.id);
    expect((await openDeposit(ctx, token, '100')).body.status).toBe(true);
  });

  it('a self-exclusion on all brands signs out the same person on the other brands and refuses them there', async () => {
    const here = await buildMember(ctx);
    const there = await buildMember(ctx, { siteCode: 'hgty' });
    const stranger = await buildMember(ctx, { siteCode: 'hgty' });
    const email = `same${here.id}@example.test`;
    await ctx.database.db.execute(
      sql`update members set email = ${email} where id in (${here.id}, ${there.id})`,
    );
    const res = await protectionPost(ctx, here.token, 'exclude', {
      months: '6',
      allBrands: 'true',
      confirm: 'true',
    });
    expect(res.body.status).toBe(true);
    const { sessions } = ctx.app.services;
    expect(await sessions.resolve(there.token, 'hgty', { rotate: false })).toBeUndefined();
    expect(await sessions.resolve(stranger.token, 'hgty', { rotate: false })).toBeDefined();
    // Their next movement into play there is refused by the same exclusion row.
    const refusal = rowsOf<{ r: string | null }>(
      await ctx.database.db.execute(
        sql`select protection_refusal('hgty', ${there.id}::bigint, 'deposit', 1000000, ${clock.now().toISOString()}::timestamptz, 10000) as r`,
      ),
    );
    expect(refusal[0]?.r).toMatch(/^EXCLUDED\|self_exclusion/);
  });

  it('the confirmation is required: a bad request is a clear message, never a 500', async () => {
    const m = await buildMember(ctx);
    const res = await protectionPost(ctx, m.token, 'exclude', {
      months: '6',
      allBrands: 'false',
      confirm: 'false',
    });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(false);
    const bad = await protectionPost(ctx, m.token, 'limit/set', {
      kind: 'stake',
      period: 'day',
      amount: '5',
    });
    expect(bad.body.status).toBe(false);
    const count = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from protection_exclusions where member_id = ${m.id}`,
      ),
    );
    expect(count[0]?.n).toBe(0);
    expect(randomUUID()).toBeTruthy();
  });
});

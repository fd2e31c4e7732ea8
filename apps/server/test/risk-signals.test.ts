import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents } from '../src/platform/db/schema.ts';
import { BACKENDS, buildMember, createTestApp, encryptPassword, type TestContext } from './helpers.ts';
import { openGame, round, seamlessCall } from './venue-rounds-helpers.ts';
import { opCall, operatorToken } from './verification-helpers.ts';
import {
  adminPost,
  depositByGateway,
  memberPost,
  operatorTokens,
  withdrawalReady,
} from './wallet-helpers.ts';

/**
 * Risk signals (issue 25, decision 0063): each scenario raises its alert with the member linked,
 * and its near miss raises none. The brand's net-deposit threshold is 1000 here.
 */
describe.each(BACKENDS)('risk signals (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  let risk: string;
  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        verification: {
          kyc: { default: { mode: 'none', amountMinor: null }, brands: {} },
          risk: { netDepositDefaultMinor: 500_000_000n, netDepositBrands: { hgtyc: 10_000_000n } },
        },
      },
    });
    ops = await operatorTokens(ctx);
    risk = await operatorToken(ctx, { username: 'oprisk2', role: 'risk', brands: ['hgtyc'] });
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
  });

  const scan = () => ctx.app.services.verification.risk.scan();
  async function alertsOf(memberId: bigint, signal?: string) {
    await scan();
    const res = await opCall(
      ctx,
      risk,
      'GET',
      `risk/alerts?state=all&size=100${signal ? `&signal=${signal}` : ''}`,
    );
    expect(res.body.status).toBe(true);
    return (res.body.data.list as Array<{ memberId: string; signal: string; id: string }>).filter(
      (a) => a.memberId === String(memberId),
    );
  }
  /** One round at the seamless demo venue: stake, paid back `win`. */
  async function play(m: { id: bigint; token: string }, stake: string, win: string) {
    await openGame(ctx, m.token);
    const r = round(`hgtyc_${m.id}`);
    expect((await seamlessCall(ctx, 'debit', r.debit(stake))).body.status).toBe('ok');
    expect((await seamlessCall(ctx, 'credit', r.credit(win))).body.status).toBe('ok');
  }

  it('net deposits over the threshold in 30 days; not at the threshold', async () => {
    const over = await buildMember(ctx);
    await depositByGateway(ctx, over.token, '600');
    expect(await alertsOf(over.id, 'net_deposits')).toEqual([]);
    await depositByGateway(ctx, over.token, '500');
    const raised = await alertsOf(over.id, 'net_deposits');
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ signal: 'net_deposits', username: over.username });
    const exact = await buildMember(ctx);
    await depositByGateway(ctx, exact.token, '600');
    await depositByGateway(ctx, exact.token, '400');
    expect(await alertsOf(exact.id, 'net_deposits')).toEqual([]);
  });

  it('a deposit right after a loss; not after a small one', async () => {
    const loser = await buildMember(ctx);
    await depositByGateway(ctx, loser.token, '300');
    await play(loser, '200', '0');
    await depositByGateway(ctx, loser.token, '100');
    expect(await alertsOf(loser.id, 'deposit_after_loss')).toHaveLength(1);
    const small = await buildMember(ctx);
    await depositByGateway(ctx, small.token, '300');
    await play(small, '50', '0');
    await depositByGateway(ctx, small.token, '100');
    expect(await alertsOf(small.id, 'deposit_after_loss')).toEqual([]);
  });

  it('three limit increases in a row; not with a decrease between', async () => {
    const { risk: port } = ctx.app.services.verification;
    const a = await buildMember(ctx);
    for (let i = 0; i < 3; i += 1) await port.recordLimitChange('hgtyc', a.id, 'increase');
    expect(await alertsOf(a.id, 'limit_increases')).toHaveLength(1);
    const b = await buildMember(ctx);
    for (const d of ['increase', 'increase', 'decrease', 'increase'] as const)
      await port.recordLimitChange('hgtyc', b.id, d);
    expect(await alertsOf(b.id, 'limit_increases')).toEqual([]);
  });

  it('a member asking three times in a row to raise a limit raises it through the protection page', async () => {
    const m = await buildMember(ctx);
    const set = (amount: string) =>
      memberPost(ctx, m.token, '/api/findmed/v1/protection/limit/set', {
        kind: 'deposit',
        period: 'day',
        amount,
      });
    expect((await set('100')).body.status).toBe(true); // a first limit: a tightening
    for (const amount of ['200', '300']) expect((await set(amount)).body.status).toBe(true);
    expect(await alertsOf(m.id, 'limit_increases')).toEqual([]);
    expect((await set('400')).body.status).toBe(true);
    expect(await alertsOf(m.id, 'limit_increases')).toHaveLength(1);
  });

  it('three accounts on one device; not two', async () => {
    const signIn = (memberId: bigint, deviceNo: string) =>
      ctx.database.db.insert(authEvents).values({
        siteCode: 'hgtyc',
        kind: 'login',
        subject: String(memberId),
        memberId,
        success: true,
        ip: '127.0.0.1',
        deviceNo,
      });
    const [a, b, c] = [await buildMember(ctx), await buildMember(ctx), await buildMember(ctx)];
    const pair = `dev-${randomUUID()}`;
    await signIn(a.id, pair);
    await signIn(b.id, pair);
    expect(await alertsOf(b.id, 'shared_device')).toEqual([]);
    const shared = `dev-${randomUUID()}`;
    for (const m of [a, b, c]) await signIn(m.id, shared);
    const raised = [
      ...(await alertsOf(a.id, 'shared_device')),
      ...(await alertsOf(b.id, 'shared_device')),
      ...(await alertsOf(c.id, 'shared_device')),
    ];
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ subject: `device:${shared}:3` });
  });

  async function withdrawAfterDeposit(playFirst: boolean) {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '200');
    if (playFirst) await play(m, '10', '10');
    await adminPost(ctx, ops.admin, 'members/turnover/waive', { username: m.username, reason: 'test' });
    const accountId = await withdrawalReady(ctx, m.token);
    const applied = await memberPost(ctx, m.token, '/api/findmed/v1/withdraw/apply', {
      accountId,
      amount: '100',
      wpassword: await encryptPassword(ctx, '135790'),
      requestId: randomUUID(),
    });
    expect(applied.body.status).toBe(true);
    return m;
  }

  it('a withdrawal straight after a deposit without play; not after play', async () => {
    const straight = await withdrawAfterDeposit(false);
    expect(await alertsOf(straight.id, 'withdraw_without_play')).toHaveLength(1);
    const played = await withdrawAfterDeposit(true);
    expect(await alertsOf(played.id, 'withdraw_without_play')).toEqual([]);
  });

  it('records what was done, audited; a resolved alert is not raised again; brand and role checked', async () => {
    const m = await buildMember(ctx);
    for (let i = 0; i < 3; i += 1)
      await ctx.app.services.verification.risk.recordLimitChange('hgtyc', m.id, 'increase');
    const [alert] = await alertsOf(m.id, 'limit_increases');
    expect(
      (await opCall(ctx, ops.finance, 'POST', 'risk/resolve', { id: alert!.id, note: 'x' })).body.code,
    ).toBe('OPERATOR_FORBIDDEN');
    expect((await opCall(ctx, risk, 'POST', 'risk/resolve', { id: alert!.id, note: '' })).body.code).toBe(
      'BAD_REQUEST',
    );
    const done = await opCall(ctx, risk, 'POST', 'risk/resolve', {
      id: alert!.id,
      note: '已电话联系会员，设置了存款限额',
    });
    expect(done.body.data).toMatchObject({
      resolutionNote: '已电话联系会员，设置了存款限额',
      resolvedAt: expect.any(String),
    });
    expect(
      (await opCall(ctx, risk, 'POST', 'risk/resolve', { id: alert!.id, note: 'again' })).body.code,
    ).toBe('RISK_ALERT_NOT_FOUND');
    expect(await alertsOf(m.id, 'limit_increases')).toHaveLength(1);
    const audit = await opCall(ctx, ops.admin, 'GET', `audit?page=1&size=20&action=risk.alert.resolve`);
    expect(JSON.stringify(audit.body.data)).toContain(`member:${m.id}`);
    const open = await opCall(ctx, risk, 'GET', 'risk/alerts?state=open&size=100');
    expect(open.body.data.list.map((a: { id: string }) => a.id)).not.toContain(alert!.id);
  });
});

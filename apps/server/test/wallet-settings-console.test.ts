import { randomUUID } from 'node:crypto';
import type { SiteCode } from '@houseline/shared/brands/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxCallback } from '../src/modules/wallet/sandbox-gateway.ts';
import { auditRowsOf, operatorCall } from './console-helpers.ts';
import {
  BACKENDS,
  buildMember,
  call,
  clientHeaders,
  createTestApp,
  encryptPassword,
  type TestContext,
} from './helpers.ts';
import {
  adminPost,
  auditMoney,
  depositByGateway,
  loginOperator,
  memberGet,
  memberPost,
  operatorTokens,
  withdrawalReady,
} from './wallet-helpers.ts';

interface Channel {
  id: string;
  enabled: boolean;
  min: string;
  max: string;
  flowMultiple: string;
  provided: boolean;
  defaults: { enabled: boolean; min: string; max: string; flowMultiple: string };
  updatedAt: string | null;
}
interface Rules {
  min: string;
  max: string;
  dailyCountLimit: number;
  dailyAmountLimit: string;
  freeCountPerDay: number;
  feePermille: number;
  feeMin: string;
  defaults: Omit<Rules, 'defaults'>;
}

const SANDPAY = { channelId: 'sandpay', enabled: true, min: '50', max: '20000', flowMultiple: '1' };
const RULES = {
  min: '100',
  max: '50000',
  dailyCountLimit: 5,
  dailyAmountLimit: '100000',
  freeCountPerDay: 3,
  feePermille: 10,
  feeMin: '1',
};

/**
 * Issue 24 (decision 0082): a brand's deposit channels and withdrawal rules in the console.
 * Finance turns a channel off (members no longer see or use it; an order already open still
 * pays), changes its limits and turnover multiple (the next order follows, an open one keeps its
 * own), and changes the withdrawal limits and fee (the next request follows). Each change is
 * audited once with before and after; bad input is refused in Chinese and changes nothing; risk
 * reads, support neither; another brand is untouched; 50 edits at once leave one chain.
 */
describe.each(BACKENDS)('the brand money settings in the console (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string; risk: string; support: string; foreign: string };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    const base = await operatorTokens(ctx);
    const make = async (username: string, role: 'finance' | 'risk' | 'support', brands: string[] | null) => {
      await ctx.app.services.operators.create({ username, password: 'Console-pass-2026', role, brands });
      return loginOperator(ctx, username, 'Console-pass-2026');
    };
    ops = {
      ...base,
      risk: await make('oprisk82', 'risk', null),
      support: await make('opsup82', 'support', null),
      foreign: await make('opfinblty', 'finance', ['blty']),
    };
  });
  afterAll(async () => {
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx?.close();
  });

  const admin = (
    token: string,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
    site: SiteCode = 'hgtyc',
  ) => operatorCall(ctx, token, method, `/api/admin/v1/wallet/${path}`, payload, site);
  const settings = async (site: SiteCode = 'hgtyc') =>
    (await admin(ops.finance, 'GET', 'settings', undefined, site)).body.data as {
      channels: Channel[];
      withdraw: Rules;
      fourEyesThreshold: string;
    };
  const channel = async (id: string, site: SiteCode = 'hgtyc') =>
    (await settings(site)).channels.find((c) => c.id === id)!;
  const setChannel = (input: object, token = ops.finance) => admin(token, 'POST', 'channel', input);
  const setRules = (input: object, token = ops.finance) => admin(token, 'POST', 'withdraw-rules', input);
  const memberChannels = async (token: string) =>
    (await memberGet(ctx, token, '/api/findmed/v1/deposit/channels')).body.data as {
      id: string;
      min: string;
      max: string;
      flowMultiple: string;
    }[];
  const auditRows = (action: string) => auditRowsOf(ctx, action);

  const deposit = (token: string, amount: string, channelId = 'sandpay') =>
    memberPost(ctx, token, '/api/findmed/v1/deposit/create', { channelId, amount, requestId: randomUUID() });

  it("shows the code's defaults until finance sets the brand's own, with the four-eyes threshold", async () => {
    const view = await settings();
    expect(view.channels.map((c) => c.id)).toEqual(['bank', 'sandpay', 'usdt_trc20']);
    expect(view.channels.find((c) => c.id === 'sandpay')).toMatchObject({
      enabled: true,
      min: '50.0000',
      max: '20000.0000',
      flowMultiple: '1.0',
      provided: true,
      updatedAt: null,
    });
    expect(view.withdraw).toMatchObject({
      min: '100.0000',
      max: '50000.0000',
      feePermille: 10,
      freeCountPerDay: 3,
    });
    expect(view.fourEyesThreshold).toMatch(/^\d+\.\d{4}$/);
  });

  it('turns a channel off for members at once; an order already open still pays; on again, back', async () => {
    const m = await buildMember(ctx);
    const open = await deposit(m.token, '80');
    expect(open.body.status).toBe(true);
    const audited = (await auditRows('wallet.channel.update')).length;

    const off = await setChannel({ ...SANDPAY, enabled: false });
    expect(off.body.data).toMatchObject({ id: 'sandpay', enabled: false });
    expect((await memberChannels(m.token)).map((c) => c.id)).not.toContain('sandpay');
    const refused = await deposit(m.token, '80');
    expect(refused.body.code).toBe('CHANNEL_UNAVAILABLE');
    // another brand still offers it
    const other = await buildMember(ctx, { siteCode: 'blty' });
    const list = (
      await call(ctx.app, {
        method: 'GET',
        url: '/api/findmed/v1/deposit/channels',
        headers: clientHeaders('blty', { t: other.token }),
      })
    ).body.data as { id: string }[];
    expect(list.map((c) => c.id)).toContain('sandpay');

    // The order opened before still credits: the gateway's callback is not a new order.
    const cb = buildSandboxCallback(
      ctx.config.gatewaySecret,
      open.body.data.orderNo,
      '80.0000',
      'paid',
      new Date(),
    );
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/pay/v1/callback/sandpay', payload: cb });
    expect(answer.body).toBe('success');

    await setChannel(SANDPAY);
    expect((await memberChannels(m.token)).map((c) => c.id)).toContain('sandpay');
    const rows = (await auditRows('wallet.channel.update')).slice(audited);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      site_code: 'hgtyc',
      target: 'sandpay',
      before: { enabled: true, min: '50.0000', max: '20000.0000', flowMultiple: '1.0' },
      after: { enabled: false, min: '50.0000' },
    });
  });

  it('applies new limits and multiple to the next order; an open order keeps the multiple it was made under', async () => {
    const m = await buildMember(ctx);
    const before = await deposit(m.token, '100');
    expect(before.body.data).toMatchObject({ turnover: '100.0000' });

    await setChannel({ ...SANDPAY, min: '200', max: '300', flowMultiple: '2.5' });
    expect((await memberChannels(m.token)).find((c) => c.id === 'sandpay')).toMatchObject({
      min: '200.0000',
      max: '300.0000',
      flowMultiple: '2.5',
    });
    expect((await deposit(m.token, '150')).body.status).toBe(false);
    expect((await deposit(m.token, '301')).body.status).toBe(false);
    const after = await deposit(m.token, '200');
    expect(after.body.data).toMatchObject({ amount: '200.0000', turnover: '500.0000' });

    // the first order, credited now, asks the turnover of the multiple it was opened under
    const cb = buildSandboxCallback(
      ctx.config.gatewaySecret,
      before.body.data.orderNo,
      '100.0000',
      'paid',
      new Date(),
    );
    await ctx.app.inject({ method: 'POST', url: '/api/pay/v1/callback/sandpay', payload: cb });
    const info = (await memberGet(ctx, m.token, '/api/findmed/v1/withdraw/info')).body.data;
    expect(info.turnoverRequired).toBe('100.0000');
    await setChannel(SANDPAY);
  });

  it('applies the withdrawal rules to the next request: limits, fee and free count', async () => {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '5000');
    await adminPost(ctx, ops.admin, 'members/turnover/waive', { username: m.username, reason: '测试' });
    const accountId = await withdrawalReady(ctx, m.token);
    const apply = async (amount: string) =>
      memberPost(ctx, m.token, '/api/findmed/v1/withdraw/apply', {
        accountId,
        amount,
        wpassword: await encryptPassword(ctx, '135790'),
        requestId: randomUUID(),
      });
    const audited = (await auditRows('wallet.withdraw-rules.update')).length;
    const saved = await setRules({
      ...RULES,
      min: '200',
      max: '1000',
      freeCountPerDay: 0,
      feePermille: 20,
      feeMin: '5',
    });
    expect(saved.body.data).toMatchObject({
      min: '200.0000',
      max: '1000.0000',
      freeCountPerDay: 0,
      feePermille: 20,
    });
    const info = (await memberGet(ctx, m.token, '/api/findmed/v1/withdraw/info')).body.data;
    expect(info).toMatchObject({
      min: '200.0000',
      max: '1000.0000',
      feePermille: 20,
      feeMin: '5.0000',
      freeCountPerDay: 0,
    });

    expect((await apply('150')).body.status).toBe(false);
    expect((await apply('1001')).body.status).toBe(false);
    const small = await apply('200');
    expect(small.body.data).toMatchObject({ amount: '200.0000', fee: '5.0000' }); // 2% of 200 = 4 < 5
    const large = await apply('1000');
    expect(large.body.data).toMatchObject({ amount: '1000.0000', fee: '20.0000' });

    await setRules(RULES);
    const rows = (await auditRows('wallet.withdraw-rules.update')).slice(audited);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      target: 'hgtyc',
      before: { min: '100.0000', max: '50000.0000', feePermille: 10, freeCountPerDay: 3 },
      after: { min: '200.0000', max: '1000.0000', feePermille: 20, freeCountPerDay: 0, feeMin: '5.0000' },
    });
  });

  it('refuses bad settings with a Chinese message and changes nothing', async () => {
    const before = await settings();
    const channelAudits = (await auditRows('wallet.channel.update')).length;
    const ruleAudits = (await auditRows('wallet.withdraw-rules.update')).length;
    const channelCases: [object, string][] = [
      [{ ...SANDPAY, min: '0' }, 'BAD_REQUEST'],
      [{ ...SANDPAY, min: '-5' }, 'BAD_REQUEST'],
      [{ ...SANDPAY, min: '1.23456' }, 'BAD_REQUEST'],
      [{ ...SANDPAY, max: 'abc' }, 'BAD_REQUEST'],
      [{ ...SANDPAY, min: '500', max: '100' }, 'CHANNEL_LIMITS'],
      [{ ...SANDPAY, flowMultiple: '101' }, 'BAD_REQUEST'],
      [{ ...SANDPAY, flowMultiple: '1.2345' }, 'BAD_REQUEST'],
      [{ ...SANDPAY, flowMultiple: '-1' }, 'BAD_REQUEST'],
      [{ ...SANDPAY, enabled: 'yes' }, 'BAD_REQUEST'],
      [{ ...SANDPAY, channelId: 'nope' }, 'CHANNEL_NOT_FOUND'],
      [{ ...SANDPAY, channelId: 'Bad Id' }, 'BAD_REQUEST'],
    ];
    for (const [payload, code] of channelCases) {
      const res = await setChannel(payload);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.data, JSON.stringify(payload)).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await setChannel({ ...SANDPAY, flowMultiple: '101' })).body.data).toContain('流水倍数');
    const ruleCases: [object, string][] = [
      [{ ...RULES, min: '0' }, 'BAD_REQUEST'],
      [{ ...RULES, min: '600', max: '500' }, 'WITHDRAW_LIMITS'],
      [{ ...RULES, max: '200000' }, 'WITHDRAW_LIMITS'],
      [{ ...RULES, dailyCountLimit: 0 }, 'BAD_REQUEST'],
      [{ ...RULES, dailyCountLimit: 2.5 }, 'BAD_REQUEST'],
      [{ ...RULES, freeCountPerDay: -1 }, 'BAD_REQUEST'],
      [{ ...RULES, feePermille: 101 }, 'BAD_REQUEST'],
      [{ ...RULES, feeMin: '-1' }, 'BAD_REQUEST'],
      [{ ...RULES, feeMin: undefined }, 'BAD_REQUEST'],
    ];
    for (const [payload, code] of ruleCases) {
      const res = await setRules(payload);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.data, JSON.stringify(payload)).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await setRules({ ...RULES, feePermille: 101 })).body.data).toContain('手续费率');
    expect(await settings()).toEqual(before);
    expect(await auditRows('wallet.channel.update')).toHaveLength(channelAudits);
    expect(await auditRows('wallet.withdraw-rules.update')).toHaveLength(ruleAudits);
  });

  it('lets risk read the settings but not change them, support neither, nor finance of another brand', async () => {
    const before = await settings();
    expect((await admin(ops.risk, 'GET', 'settings')).body.status).toBe(true);
    const riskWrite = await setChannel({ ...SANDPAY, enabled: false }, ops.risk);
    expect(riskWrite.status).toBe(403);
    expect(riskWrite.body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await setRules(RULES, ops.risk)).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await admin(ops.support, 'GET', 'settings')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await setChannel({ ...SANDPAY, enabled: false }, ops.support)).body.code).toBe(
      'OPERATOR_FORBIDDEN',
    );
    expect((await admin(ops.foreign, 'GET', 'settings')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await setChannel({ ...SANDPAY, enabled: false }, ops.foreign)).body.code).toBe(
      'OPERATOR_FORBIDDEN',
    );
    expect(await settings()).toEqual(before);
    // their own brand is theirs, and hgtyc's settings stay as they were
    const own = await admin(ops.foreign, 'POST', 'channel', { ...SANDPAY, max: '9000' }, 'blty');
    expect(own.body.data).toMatchObject({ max: '9000.0000' });
    expect((await channel('sandpay')).max).toBe('20000.0000');
    expect((await channel('sandpay', 'blty')).max).toBe('9000.0000');
  });

  it('keeps one chain of changes under 50 edits of a channel at once, each audited once', async () => {
    const audited = (await auditRows('wallet.channel.update')).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        setChannel({ ...SANDPAY, channelId: 'bank', min: '100', max: String(10_000 + i) }),
      ),
    );
    expect(answers.every((a) => a.body.status)).toBe(true);
    const rows = (await auditRows('wallet.channel.update')).slice(audited);
    expect(rows).toHaveLength(50);
    // each edit saw what the one before it left: the befores are the afters shifted by one
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.before.max).toBe(rows[i - 1]!.after.max);
    expect((await channel('bank')).max).toBe(rows.at(-1)!.after.max);
  });
});

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
  postForm,
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
  presets: string[];
  defaults: { enabled: boolean; min: string; max: string; flowMultiple: string; presets: string[] };
  updatedAt: string | null;
}
interface Account {
  bankName: string;
  branch: string | null;
  accountName: string;
  accountNo: string;
  defaults: Omit<Account, 'defaults' | 'updatedAt'>;
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
const SANDPAY_PRESETS = ['50', '100', '300', '500', '1000', '3000'];
const BANK = { channelId: 'bank', enabled: true, min: '100', max: '50000', flowMultiple: '1' };
const BANK_PRESETS = ['100', '500', '1000', '5000', '10000'];
const ACCOUNT = {
  bankName: '禾光测试银行',
  branch: '',
  accountName: '禾光数字科技有限公司',
  accountNo: ' 6217  0000 1111 2222 333 ',
};
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
      receivingAccount: Account;
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
      presets: string[];
    }[];
  const setAccount = (input: object, token = ops.finance, site: SiteCode = 'hgtyc') =>
    admin(token, 'POST', 'receiving-account', input, site);
  const bankDeposit = (token: string, amount: string, site: SiteCode = 'hgtyc') =>
    postForm(
      ctx,
      '/api/findmed/v1/deposit/create',
      { channelId: 'bank', amount, payerName: '张三', requestId: randomUUID() },
      clientHeaders(site, { t: token }),
    );
  const orderOf = async (token: string, orderNo: string, site: SiteCode = 'hgtyc') =>
    (
      await call(ctx.app, {
        method: 'GET',
        url: `/api/findmed/v1/deposit/order?orderNo=${orderNo}`,
        headers: clientHeaders(site, { t: token }),
      })
    ).body.data as { receiver: Omit<Account, 'defaults' | 'updatedAt'> | null };
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

    // Limits that leave the quick-pick amounts outside are refused; with amounts of their own, saved.
    const outside = await setChannel({ ...SANDPAY, min: '200', max: '300', flowMultiple: '2.5' });
    expect(outside.body.code).toBe('CHANNEL_PRESETS_RANGE');
    expect(outside.body.data).toContain('快捷金额须在单笔最低');
    await setChannel({ ...SANDPAY, min: '200', max: '300', flowMultiple: '2.5', presets: ['200', '300'] });
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
    await setChannel({ ...SANDPAY, presets: SANDPAY_PRESETS });
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
      [{ ...SANDPAY, presets: [] }, 'BAD_REQUEST'],
      [{ ...SANDPAY, presets: ['50', '60', '70', '80', '90', '100', '110', '120', '130'] }, 'BAD_REQUEST'],
      [{ ...SANDPAY, presets: ['0'] }, 'BAD_REQUEST'],
      [{ ...SANDPAY, presets: ['-100'] }, 'BAD_REQUEST'],
      [{ ...SANDPAY, presets: ['100.12345'] }, 'BAD_REQUEST'],
      [{ ...SANDPAY, presets: ['abc'] }, 'BAD_REQUEST'],
      [{ ...SANDPAY, presets: '100,200' }, 'BAD_REQUEST'],
      [{ ...SANDPAY, presets: [100] }, 'BAD_REQUEST'],
      [{ ...SANDPAY, presets: ['100', '100.0'] }, 'CHANNEL_PRESETS_DUPLICATE'],
      [{ ...SANDPAY, presets: ['40', '100'] }, 'CHANNEL_PRESETS_RANGE'],
      [{ ...SANDPAY, presets: ['100', '20001'] }, 'CHANNEL_PRESETS_RANGE'],
      [{ ...SANDPAY, min: '400', max: '600' }, 'CHANNEL_PRESETS_RANGE'],
      [
        { ...SANDPAY, channelId: 'usdt_trc20', min: '10', max: '100000', presets: ['100'] },
        'CHANNEL_NO_PRESETS',
      ],
    ];
    for (const [payload, code] of channelCases) {
      const res = await setChannel(payload);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.data, JSON.stringify(payload)).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await setChannel({ ...SANDPAY, flowMultiple: '101' })).body.data).toContain('流水倍数');
    expect((await setChannel({ ...SANDPAY, presets: [] })).body.data).toContain('快捷金额须为 1-8 个');
    expect((await setChannel({ ...SANDPAY, presets: ['40'] })).body.data).toBe(
      '快捷金额须在单笔最低 50.00 与最高 20,000.00 之间',
    );
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
    for (const token of [ops.risk, ops.support, ops.foreign]) {
      const refused = await setAccount(ACCOUNT, token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('OPERATOR_FORBIDDEN');
      expect((await setChannel({ ...SANDPAY, presets: ['60'] }, token)).body.code).toBe('OPERATOR_FORBIDDEN');
    }
    expect(await settings()).toEqual(before);
    expect(await auditRows('wallet.receiving-account.update')).toHaveLength(0);
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
        setChannel({
          ...BANK,
          max: String(10_000 + i),
          presets: ['100', String(1000 + i)],
        }),
      ),
    );
    expect(answers.every((a) => a.body.status)).toBe(true);
    const rows = (await auditRows('wallet.channel.update')).slice(audited);
    expect(rows).toHaveLength(50);
    // each edit saw what the one before it left: the befores are the afters shifted by one
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i]!.before.max).toBe(rows[i - 1]!.after.max);
      expect(rows[i]!.before.presets).toEqual(rows[i - 1]!.after.presets);
    }
    const last = rows.at(-1)!.after as { max: string; presets: string[] };
    expect((await channel('bank')).max).toBe(last.max);
    expect((await channel('bank')).presets).toEqual(last.presets);
    // the max and the presets of one edit stay together: 10 000 + i with 1000 + i
    expect(Number(last.presets[1]) - 1000).toBe(Number(last.max) - 10_000);
    await setChannel({ ...BANK, presets: BANK_PRESETS });
  });

  it("offers the brand's quick-pick amounts from the next request, sorted; another brand keeps the code's", async () => {
    const m = await buildMember(ctx);
    const other = await buildMember(ctx, { siteCode: 'blty' });
    const bankOf = async (token: string, site: SiteCode = 'hgtyc') =>
      (
        (
          await call(ctx.app, {
            method: 'GET',
            url: '/api/findmed/v1/deposit/channels',
            headers: clientHeaders(site, { t: token }),
          })
        ).body.data as { id: string; presets: string[] }[]
      ).find((c) => c.id === 'bank')!;
    expect((await bankOf(m.token)).presets).toEqual(BANK_PRESETS);
    const audited = (await auditRows('wallet.channel.update')).length;

    const saved = await setChannel({ ...BANK, presets: ['2000', ' 200 ', '888.5'] });
    expect(saved.body.data).toMatchObject({ presets: ['200.0000', '888.5000', '2000.0000'] });
    expect((await bankOf(m.token)).presets).toEqual(['200', '888.5', '2000']);
    expect((await bankOf(other.token, 'blty')).presets).toEqual(BANK_PRESETS);
    expect((await channel('bank')).defaults.presets).toEqual(BANK_PRESETS.map((p) => `${p}.0000`));
    // turning the channel off and on (no presets sent) keeps them
    await setChannel({ ...BANK, enabled: false });
    await setChannel(BANK);
    expect((await bankOf(m.token)).presets).toEqual(['200', '888.5', '2000']);

    const rows = (await auditRows('wallet.channel.update')).slice(audited);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      site_code: 'hgtyc',
      target: 'bank',
      before: { presets: BANK_PRESETS.map((p) => `${p}.0000`) },
      after: { presets: ['200.0000', '888.5000', '2000.0000'] },
    });
    await setChannel({ ...BANK, presets: BANK_PRESETS });
  });

  it('shows the brand’s receiving account on the next bank order; an order made before keeps the one it showed', async () => {
    const m = await buildMember(ctx);
    const other = await buildMember(ctx, { siteCode: 'blty' });
    const view = await settings();
    expect(view.receivingAccount).toMatchObject({
      bankName: '沙盒商业银行',
      branch: '沙盒市演示支行',
      updatedAt: null,
    });
    const code = view.receivingAccount.defaults;
    const earlier = await bankDeposit(m.token, '500');
    expect(earlier.body.data.receiver).toEqual(code);

    const saved = await setAccount(ACCOUNT);
    expect(saved.body.data).toMatchObject({
      bankName: '禾光测试银行',
      branch: null,
      accountName: '禾光数字科技有限公司',
      accountNo: '6217 0000 1111 2222 333',
      defaults: code,
    });
    const shown = {
      bankName: '禾光测试银行',
      branch: null,
      accountName: '禾光数字科技有限公司',
      accountNo: '6217 0000 1111 2222 333',
    };
    const next = await bankDeposit(m.token, '600');
    expect(next.body.data.receiver).toEqual(shown);
    expect((await orderOf(m.token, next.body.data.orderNo)).receiver).toEqual(shown);
    // the order opened before still shows the account it was opened with
    expect((await orderOf(m.token, earlier.body.data.orderNo)).receiver).toEqual(code);
    // another brand's members still see its own (the code's) account
    expect((await bankDeposit(other.token, '500', 'blty')).body.data.receiver).toEqual(code);
    expect((await settings('blty')).receivingAccount.updatedAt).toBeNull();

    const withBranch = await setAccount({
      ...ACCOUNT,
      branch: ' 禾光路支行 ',
      accountNo: '62170000111122223333',
    });
    expect(withBranch.body.data).toMatchObject({ branch: '禾光路支行', accountNo: '62170000111122223333' });
    const rows = await auditRows('wallet.receiving-account.update');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ site_code: 'hgtyc', target: 'hgtyc', before: code, after: shown });
    expect(rows[1]).toMatchObject({ before: shown, after: { branch: '禾光路支行' } });
  });

  it('refuses a bad receiving account in Chinese and changes nothing', async () => {
    const before = await settings();
    const audited = (await auditRows('wallet.receiving-account.update')).length;
    const cases: [object, RegExp][] = [
      [{ ...ACCOUNT, bankName: '' }, /收款银行/],
      [{ ...ACCOUNT, bankName: '   ' }, /收款银行/],
      [{ ...ACCOUNT, bankName: '银'.repeat(41) }, /收款银行/],
      [{ ...ACCOUNT, bankName: '<b>银行</b>' }, /收款银行/],
      [{ ...ACCOUNT, bankName: undefined }, /收款银行/],
      [{ ...ACCOUNT, branch: '支'.repeat(61) }, /开户支行/],
      [{ ...ACCOUNT, accountName: '' }, /收款户名/],
      [{ ...ACCOUNT, accountName: '户'.repeat(61) }, /收款户名/],
      [{ ...ACCOUNT, accountNo: '1234 567' }, /收款账号/],
      [{ ...ACCOUNT, accountNo: '1'.repeat(31) }, /收款账号/],
      [{ ...ACCOUNT, accountNo: '6217-0000-1111' }, /收款账号/],
      [{ ...ACCOUNT, accountNo: 'abcd12345678' }, /收款账号/],
      [{ ...ACCOUNT, accountNo: 62170000111122 }, /收款账号/],
      [{ ...ACCOUNT, accountNo: '' }, /收款账号/],
    ];
    for (const [payload, message] of cases) {
      const res = await setAccount(payload);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload)).toBe('BAD_REQUEST');
      expect(res.body.data, JSON.stringify(payload)).toMatch(message);
    }
    expect(await settings()).toEqual(before);
    expect(await auditRows('wallet.receiving-account.update')).toHaveLength(audited);
  });

  it('keeps one chain of receiving accounts under 50 edits at once, each audited once; blty is its own', async () => {
    const own = await setAccount({ ...ACCOUNT, accountName: '碧蓝测试有限公司' }, ops.foreign, 'blty');
    expect(own.body.data).toMatchObject({ accountName: '碧蓝测试有限公司' });
    const audited = (await auditRows('wallet.receiving-account.update')).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        setAccount({ ...ACCOUNT, accountNo: `6217 0000 ${String(1000 + i)}` }),
      ),
    );
    expect(answers.every((a) => a.body.status)).toBe(true);
    const rows = (await auditRowsOf<{ accountNo: string }>(ctx, 'wallet.receiving-account.update')).slice(
      audited,
    );
    expect(rows).toHaveLength(50);
    for (let i = 1; i < rows.length; i += 1)
      expect(rows[i]!.before.accountNo).toBe(rows[i - 1]!.after.accountNo);
    expect((await settings()).receivingAccount.accountNo).toBe(rows.at(-1)!.after.accountNo);
    expect((await settings('blty')).receivingAccount).toMatchObject({
      accountName: '碧蓝测试有限公司',
      accountNo: '6217 0000 1111 2222 333',
    });
  });
});

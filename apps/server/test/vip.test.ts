import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import {
  DAY_MS,
  depositedMember,
  playTurnover,
  turnoverRequired,
  vipEntries,
  vipGet,
} from './vip-helpers.ts';
import { auditMoney, balanceOf } from './wallet-helpers.ts';

const STATUS = '/api/findmed/v1/member/vips';
const LIST = '/api/findmed/v1/member/vips/list';
const RECORDS = '/api/findmed/v1/member/vips/records';

/**
 * Issue 13, VIP: levels from real valid turnover (seamless venue rounds) and real credited deposits
 * (the sandbox gateway), upgrade bonuses once per level (skipped levels included) however many
 * readers and job runs race, the monthly bonus once per month and the rebate once per day.
 */
describe.each(BACKENDS)('VIP (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists the brand ladder with thresholds and privileges, to guests too', async () => {
    const answer = await vipGet(ctx, undefined, LIST);
    expect(answer.body.status).toBe(true);
    const { levels, currency, bonusTurnoverPermille } = answer.body.data;
    expect(currency).toBe('CNY');
    expect(bonusTurnoverPermille).toBe(1000);
    expect(levels).toHaveLength(11);
    expect(levels[0]).toMatchObject({ name: 'VIP0', turnover: '0.0000', withdrawDailyCount: 5 });
    expect(levels[1]).toMatchObject({
      level: 1,
      name: 'VIP1',
      turnover: '10000.0000',
      deposit: '1000.0000',
      upgradeBonus: '18.0000',
      monthlyBonus: '8.0000',
      rebateBp: 40,
      withdrawDailyCount: 6,
      withdrawDailyAmount: '200000.0000',
    });
    // The USDT brand has its own ladder in USDT.
    const usdt = await vipGet(ctx, undefined, LIST, 'hgty');
    expect(usdt.body.data.currency).toBe('USDT');
    expect(usdt.body.data.levels[1].turnover).toBe('1400.0000');
  });

  it('shows a new member at VIP0 with progress towards VIP1', async () => {
    const m = await buildMember(ctx);
    const answer = await vipGet(ctx, m.token, STATUS);
    expect(answer.body.data).toMatchObject({
      level: 0,
      current: { name: 'VIP0' },
      next: { name: 'VIP1' },
      turnover: '0.0000',
      deposit: '0.0000',
      progress: {
        turnover: { done: '0.0000', target: '10000.0000', remaining: '10000.0000', percent: 0 },
        deposit: { done: '0.0000', target: '1000.0000', remaining: '1000.0000', percent: 0 },
      },
      received: { total: '0.0000' },
    });
  });

  it('moves progress with real deposits and turnover, and promotes on read paying the bonus once', async () => {
    const m = await depositedMember(ctx, ['600']);
    await playTurnover(ctx, m, '500', 10);
    const half = await vipGet(ctx, m.token, STATUS);
    expect(half.body.data).toMatchObject({
      level: 0,
      turnover: '5000.0000',
      deposit: '600.0000',
      progress: { turnover: { percent: 50 }, deposit: { percent: 60, remaining: '400.0000' } },
    });
    // Turnover alone does not promote: both thresholds are needed.
    await playTurnover(ctx, m, '500', 10);
    expect((await vipGet(ctx, m.token, STATUS)).body.data.level).toBe(0);

    await depositedMember(ctx); // another member's money never counts
    const { depositByGateway } = await import('./wallet-helpers.ts');
    await depositByGateway(ctx, m.token, '400');
    const before = (await balanceOf(ctx, m.token)).balance;
    // Twenty readers at once: one promotion, one bonus.
    const reads = await Promise.all(Array.from({ length: 20 }, () => vipGet(ctx, m.token, STATUS)));
    for (const r of reads) expect(r.body.data.level).toBe(1);
    expect(await vipEntries(ctx, `vip:upgrade:${m.id}:`)).toEqual({ count: 1, totalMinor: 180_000n });
    expect(Number((await balanceOf(ctx, m.token)).balance) - Number(before)).toBeCloseTo(18, 4);
    // The bonus must be turned over once before it can be withdrawn.
    expect(await turnoverRequired(ctx, m.id, `vip:upgrade:${m.id}:`)).toBe(180_000n);
    const status = (await vipGet(ctx, m.token, STATUS)).body.data;
    expect(status).toMatchObject({ level: 1, next: { name: 'VIP2' }, received: { upgrade: '18.0000' } });
    const info = await vipGet(ctx, m.token, '/api/findmed/v1/member/token');
    expect(info.body.data.vipLevel).toBe(1);
    expect((await auditMoney(ctx)).problems).toEqual([]);
  });

  it('promotes past skipped levels paying each bonus once, with two job runs at once', async () => {
    const m = await depositedMember(ctx, ['20000']);
    await playTurnover(ctx, m, '20000', 10);
    const { payouts } = ctx.app.services.vip;
    const runs = await Promise.all([payouts.promoteDue(), payouts.promoteDue()]);
    expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(1);
    // VIP1, VIP2 and VIP3 each paid once: 18 + 58 + 188.
    for (const [level, minor] of [
      [1, 180_000n],
      [2, 580_000n],
      [3, 1_880_000n],
    ] as const) {
      expect(await vipEntries(ctx, `vip:upgrade:${m.id}:VIP${level}`)).toEqual({
        count: 1,
        totalMinor: minor,
      });
    }
    expect((await vipEntries(ctx, `vip:upgrade:${m.id}:`)).count).toBe(3);
    // Run again, and read: nothing more.
    await payouts.promoteDue();
    const status = (await vipGet(ctx, m.token, STATUS)).body.data;
    expect(status).toMatchObject({ level: 3, received: { upgrade: '264.0000', total: '264.0000' } });
    expect((await vipEntries(ctx, `vip:upgrade:${m.id}:`)).count).toBe(3);

    const records = await vipGet(ctx, m.token, `${RECORDS}?kind=upgrade`);
    expect(records.body.data.total).toBe(3);
    expect(records.body.data.list.map((r: { reference: string }) => r.reference)).toEqual([
      'VIP3',
      'VIP2',
      'VIP1',
    ]);
    expect(records.body.data.list[0]).toMatchObject({ kind: 'upgrade', amount: '188.0000', currency: 'CNY' });
    // The wallet's transaction records show them as bonuses.
    const tx = await vipGet(ctx, m.token, '/api/findmed/v1/wallet/records?type=bonus');
    expect(tx.body.data.list.map((r: { kind: string }) => r.kind)).toContain('vip_upgrade_bonus');
    expect((await auditMoney(ctx)).problems).toEqual([]);
  });

  it('pays the daily rebate once per day on the day’s valid turnover, with two runs at once and a re-run', async () => {
    const m = await depositedMember(ctx, ['1000']);
    await playTurnover(ctx, m, '1000', 3);
    const { payouts } = ctx.app.services.vip;
    // Two days on, today is a closed day past its grace.
    const later = new Date(Date.now() + 2 * DAY_MS);
    await Promise.all([payouts.payRebates(later), payouts.payRebates(later)]);
    // VIP0 rebates 30 bp: 3000 × 0.30 % = 9.00.
    expect(await vipEntries(ctx, `vip:rebate:${m.id}:`)).toEqual({ count: 1, totalMinor: 90_000n });
    await payouts.payRebates(later);
    await payouts.payRebates(new Date(later.getTime() + 60_000));
    expect(await vipEntries(ctx, `vip:rebate:${m.id}:`)).toEqual({ count: 1, totalMinor: 90_000n });
    // Today is not closed yet: nothing is paid for it now.
    const fresh = await depositedMember(ctx, ['1000']);
    await playTurnover(ctx, fresh, '1000', 5);
    await payouts.payRebates();
    expect((await vipEntries(ctx, `vip:rebate:${fresh.id}:`)).count).toBe(0);
    const records = await vipGet(ctx, m.token, `${RECORDS}?kind=rebate`);
    expect(records.body.data.list).toHaveLength(1);
    expect(records.body.data.list[0]).toMatchObject({ kind: 'rebate', amount: '9.0000' });
    expect(records.body.data.list[0].reference).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await auditMoney(ctx)).problems).toEqual([]);
  });

  it('pays the monthly bonus once per member and month, with two runs at once', async () => {
    const m = await depositedMember(ctx, ['1000']);
    await playTurnover(ctx, m, '1000', 10);
    expect((await vipGet(ctx, m.token, STATUS)).body.data.level).toBe(1);
    const { payouts } = ctx.app.services.vip;
    const now = new Date();
    await Promise.all([payouts.payMonthly(now), payouts.payMonthly(now)]);
    await payouts.payMonthly(now);
    expect(await vipEntries(ctx, `vip:monthly:${m.id}:`)).toEqual({ count: 1, totalMinor: 80_000n });
    // Next month: once more.
    const nextMonth = new Date(now.getTime() + 32 * DAY_MS);
    await Promise.all([payouts.payMonthly(nextMonth), payouts.payMonthly(nextMonth)]);
    expect(await vipEntries(ctx, `vip:monthly:${m.id}:`)).toEqual({ count: 2, totalMinor: 160_000n });
    // A VIP0 member gets none.
    const plain = await buildMember(ctx);
    await payouts.payMonthly(now);
    expect((await vipEntries(ctx, `vip:monthly:${plain.id}:`)).count).toBe(0);
    expect((await auditMoney(ctx)).problems).toEqual([]);
  });

  it('answers FEATURE_DISABLED on a brand without VIP, and refuses bad input', async () => {
    const m = await buildMember(ctx, { siteCode: 'pgdz' });
    for (const url of [STATUS, LIST, RECORDS]) {
      const answer = await vipGet(ctx, m.token, url, 'pgdz');
      expect(answer.body, url).toMatchObject({ status: false, code: 'FEATURE_DISABLED' });
    }
    const member = await buildMember(ctx);
    for (const query of ['kind=bonus', 'page=0', 'size=51', 'page=abc']) {
      const answer = await vipGet(ctx, member.token, `${RECORDS}?${query}`);
      expect(answer.body.status, query).toBe(false);
      expect(answer.body.code, query).toBe('BAD_REQUEST');
    }
    expect((await vipGet(ctx, member.token, `${RECORDS}?kind=bonus`)).body.data).toBe('请选择正确的记录类型');
    // No session: the status and records need one.
    expect((await vipGet(ctx, undefined, STATUS)).body.status).toBe(false);
    expect((await vipGet(ctx, undefined, RECORDS)).body.status).toBe(false);
    // Another member's records are never shown: a fresh member sees none.
    expect((await vipGet(ctx, member.token, RECORDS)).body.data.total).toBe(0);
  });
});

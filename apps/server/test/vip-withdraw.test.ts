import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, encryptPassword, type TestContext } from './helpers.ts';
import { depositedMember, playTurnover, vipGet } from './vip-helpers.ts';
import { auditMoney, balanceOf, memberPost, withdrawalReady } from './wallet-helpers.ts';

const INFO = '/api/findmed/v1/withdraw/info';

/**
 * Issue 13, VIP privileges in the wallet: the daily withdrawal limits are the member's level's, and
 * the count holds against a burst of 50 concurrent withdrawals.
 */
describe.each(BACKENDS)('VIP withdrawal limits (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("shows each member their level's limits", async () => {
    const plain = await depositedMember(ctx);
    expect((await vipGet(ctx, plain.token, INFO)).body.data).toMatchObject({
      dailyCountLimit: 5,
      dailyAmountLimit: '100000.0000',
    });
    const vip = await depositedMember(ctx, ['1000']);
    await playTurnover(ctx, vip, '1000', 10);
    expect((await vipGet(ctx, vip.token, '/api/findmed/v1/member/vips')).body.data.level).toBe(1);
    expect((await vipGet(ctx, vip.token, INFO)).body.data).toMatchObject({
      dailyCountLimit: 6,
      dailyAmountLimit: '200000.0000',
    });
  });

  it('holds the VIP1 count of 6 a day against 50 concurrent withdrawals', { timeout: 120_000 }, async () => {
    const m = await depositedMember(ctx, ['1000']);
    // 10 000 of valid turnover: VIP1, and the deposit's and the bonus's turnover are met.
    await playTurnover(ctx, m, '1000', 10);
    expect((await vipGet(ctx, m.token, '/api/findmed/v1/member/vips')).body.data.level).toBe(1);
    expect((await balanceOf(ctx, m.token)).balance).toBe('1018.0000');
    const accountId = await withdrawalReady(ctx, m.token);
    const wpassword = await encryptPassword(ctx, '135790');
    // The withdrawal-password guard admits at most 5 checks in flight per member (claimed before
    // the check) and answers WPASSWORD_LOCKED to the rest until one succeeds; each of the 50
    // clients retries that answer, so all 50 reach the daily count, up to 5 of them at once.
    const apply = async () => {
      for (let attempt = 0; attempt < 400; attempt += 1) {
        const answer = await memberPost(ctx, m.token, '/api/findmed/v1/withdraw/apply', {
          accountId,
          amount: '100',
          wpassword,
          requestId: randomUUID(),
        });
        if (answer.body.code !== 'WPASSWORD_LOCKED') return answer;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
      }
      throw new Error('the withdrawal password stayed locked');
    };
    const answers = await Promise.all(Array.from({ length: 50 }, apply));
    const ok = answers.filter((a) => a.body.status);
    const refused = answers.filter((a) => !a.body.status).map((a) => a.body.code);
    expect(refused.filter((c) => c !== 'WITHDRAW_DAILY_COUNT')).toEqual([]);
    expect(ok).toHaveLength(6);
    expect(new Set(refused)).toEqual(new Set(['WITHDRAW_DAILY_COUNT']));
    expect(await balanceOf(ctx, m.token)).toMatchObject({ balance: '418.0000', frozen: '600.0000' });
    expect((await vipGet(ctx, m.token, INFO)).body.data).toMatchObject({
      dailyCountLimit: 6,
      dailyCountUsed: 6,
    });
    expect((await auditMoney(ctx)).problems).toEqual([]);
  });

  it('keeps the wallet defaults on a brand without VIP', async () => {
    const { buildMember } = await import('./helpers.ts');
    const m = await buildMember(ctx, { siteCode: 'pgdz' });
    expect((await vipGet(ctx, m.token, INFO, 'pgdz')).body.data).toMatchObject({
      dailyCountLimit: 5,
      dailyAmountLimit: '100000.0000',
    });
  });
});

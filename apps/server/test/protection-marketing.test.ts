import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { fakeClock } from './live-tables-helpers.ts';
import { listOf, memberForm } from './messages-helpers.ts';
import { newSession, protectionPost } from './protection-helpers.ts';
import { adminPost, operatorTokens } from './wallet-helpers.ts';

const DAY = 24 * 3_600_000;

/**
 * Issue 25: from the moment of a time-out or a self-exclusion, marketing stops. Notices are marked
 * marketing or service by the operator; a member on a break or excluded sees the service ones only
 * (list, unread count and opening one), and the marketing ones again once the break has ended.
 */
describe.each(BACKENDS)('no marketing to a member on a break or excluded (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  const clock = fakeClock(Date.parse('2026-06-10T04:00:00Z'));

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now: clock.now });
    ops = await operatorTokens(ctx);
  }, 60_000);
  afterAll(async () => ctx.close());

  const titles = async (token: string) =>
    (await listOf(ctx, token, 'notice')).list.map((n) => n.title).sort();

  it('leaves marketing notices out during a time-out and a self-exclusion, and keeps service notices', async () => {
    const offer = await adminPost(ctx, ops.admin, 'messages/notices', {
      siteCode: 'hgtyc',
      marketing: true,
      title: '周末存款加赠',
      body: '本周末存款可获加赠',
    });
    expect(offer.body).toMatchObject({ status: true, data: { marketing: true } });
    const service = await adminPost(ctx, ops.admin, 'messages/notices', {
      siteCode: 'hgtyc',
      title: '系统维护通知',
      body: '周二凌晨维护一小时',
    });
    expect(service.body).toMatchObject({ status: true, data: { marketing: false } });

    const [onBreak, excluded, other] = await Promise.all([
      buildMember(ctx),
      buildMember(ctx),
      buildMember(ctx),
    ]);
    const both = ['周末存款加赠', '系统维护通知'];
    expect(await titles(onBreak.token)).toEqual(both);

    expect(
      (await protectionPost(ctx, onBreak.token, 'timeout', { hours: '24', confirm: 'true' })).body.status,
    ).toBe(true);
    expect(
      (
        await protectionPost(ctx, excluded.token, 'exclude', {
          months: '6',
          allBrands: 'false',
          confirm: 'true',
        })
      ).body,
    ).toMatchObject({ status: true });
    const breakToken = await newSession(ctx, onBreak.id);
    const excludedToken = await newSession(ctx, excluded.id);

    for (const token of [breakToken, excludedToken]) {
      expect(await titles(token)).toEqual(['系统维护通知']);
      const listed = await listOf(ctx, token, 'notice');
      expect(listed.unread.notice).toBe(1);
      // Opening the marketing notice by its id finds nothing.
      const opened = await memberForm(ctx, token, '/api/findmed/v1/member/message/detail', {
        type: 'notice',
        id: offer.body.data.id,
      });
      expect(opened.body).toMatchObject({ status: false, code: 'MESSAGE_NOT_FOUND' });
    }
    // A member without a break sees both.
    expect(await titles(other.token)).toEqual(both);
    // No promotions are listed to them either (a guest and the other member see the brand's).
    const promos = async (token?: string) =>
      (
        await call(ctx.app, {
          method: 'GET',
          url: '/api/findmed/v1/promo/list',
          headers: clientHeaders('hgtyc', token ? { t: token } : {}),
        })
      ).body.data.list.length;
    expect(await promos()).toBeGreaterThan(0);
    expect(await promos(other.token)).toBe(await promos());
    expect(await promos(breakToken)).toBe(0);
    expect(await promos(excludedToken)).toBe(0);

    // After the time-out has ended, the offers are back; the self-exclusion still holds.
    clock.advance(DAY + 1_000);
    const back = await newSession(ctx, onBreak.id);
    expect(await titles(back)).toEqual(both);
    expect(await promos(back)).toBe(await promos());
    expect(await titles(await newSession(ctx, excluded.id))).toEqual(['系统维护通知']);
  });
});

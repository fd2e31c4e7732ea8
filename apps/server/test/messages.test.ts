import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessagesRepository } from '../src/modules/messages/messages.repository.ts';
import { createMessagesService } from '../src/modules/messages/messages.service.ts';
import { BACKENDS, buildMember, createTestApp, encryptPassword, type TestContext } from './helpers.ts';
import { listOf, memberForm } from './messages-helpers.ts';
import {
  adminPost,
  auditMoney,
  depositByGateway,
  memberGet,
  memberPost,
  operatorTokens,
  withdrawalReady,
} from './wallet-helpers.ts';

const UPDATE = '/api/findmed/v1/member/message/update';
const DETAIL = '/api/findmed/v1/member/message/detail';
const COUNT = '/api/findmed/v1/member/message/num';

/** Posts a ledger entry of a kind other helpers' modules post (rewards, settlements) to a member. */
async function credit(
  ctx: TestContext,
  memberId: bigint,
  kind: string,
  amountMinor: bigint,
  reference?: string,
) {
  const ledger = ctx.app.services.ledger;
  const center = await ledger.memberAccount('hgtyc', memberId, 'center', 'CNY');
  const house = await ledger.houseAccount('hgtyc', 'bonus_expense', 'CNY');
  await ledger.post({
    siteCode: 'hgtyc',
    kind,
    idempotencyKey: `${kind}:${randomUUID()}`,
    ...(reference ? { reference } : {}),
    lines: [
      { accountId: house.id, currency: 'CNY', amount: -amountMinor },
      { accountId: center.id, currency: 'CNY', amount: amountMinor },
    ],
  });
}

describe.each(BACKENDS)('messages (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  const notify = () => ctx.app.services.messages.notifier.run();

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => {
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  it('writes one message for a credited deposit, and the count says so', async () => {
    const m = await buildMember(ctx);
    expect((await memberGet(ctx, m.token, COUNT)).body.data).toEqual({ unread: 0, total: 0 });
    const orderNo = await depositByGateway(ctx, m.token, '1234.5');
    await notify();
    await notify();
    const { list, unread } = await listOf(ctx, m.token, 'personal');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'deposit', title: '存款到账', read: false });
    expect(list[0]!.body).toContain('1,234.50 元');
    expect(list[0]!.body).toContain(orderNo);
    expect(unread).toEqual({ notice: 0, personal: 1 });
    expect((await memberGet(ctx, m.token, COUNT)).body.data).toEqual({ unread: 1, total: 1 });
  });

  it('writes each message once when two runs of the job go at once', async () => {
    const members = await Promise.all([buildMember(ctx), buildMember(ctx), buildMember(ctx)]);
    for (const m of members) await depositByGateway(ctx, m.token, '50');
    const written = await Promise.all([notify(), notify()]);
    expect(written[0]! + written[1]!).toBe(3);
    for (const m of members) expect((await listOf(ctx, m.token, 'personal')).total).toBe(1);
    expect(await notify()).toBe(0);
  });

  it('still tells of an entry that committed after the cursor had passed its id', async () => {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '60');
    // As if a later-numbered entry had been processed first: the cursor is already at this one.
    await ctx.database.db.execute(
      sql`update message_cursors set last_entry_id = (select max(id) from ledger_entries) where name = 'ledger'`,
    );
    expect(await notify()).toBe(1);
    expect((await listOf(ctx, m.token, 'personal')).list[0]).toMatchObject({ kind: 'deposit' });
  });

  it('tells of a paid withdrawal, a refused one, settled bets and rewards', async () => {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '600');
    await adminPost(ctx, ops.admin, 'members/turnover/waive', { username: m.username, reason: '测试' });
    const accountId = await withdrawalReady(ctx, m.token);
    const apply = async (amount: string) =>
      (
        await memberPost(ctx, m.token, '/api/findmed/v1/withdraw/apply', {
          accountId,
          amount,
          wpassword: await encryptPassword(ctx, '135790'),
          requestId: randomUUID(),
        })
      ).body.data.orderNo as string;
    const paid = await apply('200');
    for (const step of ['review', 'approve', 'pay']) {
      expect((await adminPost(ctx, ops.finance, `withdrawals/${step}`, { orderNo: paid })).body.status).toBe(
        true,
      );
    }
    const refused = await apply('100');
    await adminPost(ctx, ops.finance, 'withdrawals/reject', { orderNo: refused, reason: '银行卡信息有误' });
    await credit(ctx, m.id, 'bet_settle', 1_880_000n, 'sb:4242');
    await credit(ctx, m.id, 'live_settle', 195_000n, 'lt:round:9');
    for (const kind of ['task_reward', 'vip_upgrade_bonus', 'agent_commission'])
      await credit(ctx, m.id, kind, 88_000n);
    // A kind that tells the member nothing.
    await credit(ctx, m.id, 'adjust', 10_000n);
    await notify();

    const { list } = await listOf(ctx, m.token, 'personal');
    const byKind = new Map(list.map((x) => [x.kind, x]));
    expect([...byKind.keys()].sort()).toEqual(
      [
        'agent_commission',
        'bet_settle',
        'deposit',
        'live_settle',
        'task_reward',
        'vip_upgrade_bonus',
        'withdraw_paid',
        'withdraw_refund',
      ].sort(),
    );
    expect(byKind.get('withdraw_paid')!.body).toContain('200.00 元');
    expect(byKind.get('withdraw_paid')!.body).toContain(paid);
    expect(byKind.get('withdraw_refund')!.body).toContain('100.00 元');
    expect(byKind.get('withdraw_refund')!.body).toContain('银行卡信息有误');
    expect(byKind.get('bet_settle')!.body).toContain('4242');
    expect(byKind.get('bet_settle')!.body).toContain('188.00 元');
    expect(byKind.get('task_reward')!.title).toBe('任务奖励到账');
    expect(list.filter((x) => x.kind === 'withdraw_paid')).toHaveLength(1);
  });

  it('shows notices to their brand, to every brand, and to no one once withdrawn', async () => {
    const here = await buildMember(ctx);
    const there = await buildMember(ctx, { siteCode: 'by' });
    const publish = (siteCode: string, title: string) =>
      adminPost(ctx, ops.admin, 'messages/notices', { siteCode, title, body: `${title}的内容` });
    const toHere = await publish('hgtyc', '禾光维护公告');
    await publish('by', '博雅专属公告');
    const toAll = await publish('*', '全站公告');
    expect(toAll.body.data).toMatchObject({ siteCode: null, minVipLevel: 0 });

    const titles = async (m: { token: string }, site: 'hgtyc' | 'by') =>
      (await listOf(ctx, m.token, 'notice', site)).list.map((n) => n.title).sort();
    expect(await titles(here, 'hgtyc')).toEqual(['全站公告', '禾光维护公告'].sort());
    expect(await titles(there, 'by')).toEqual(['全站公告', '博雅专属公告'].sort());

    // A finance operator may not publish; a bad brand is bad input; a past expiry too.
    expect(
      (await adminPost(ctx, ops.finance, 'messages/notices', { siteCode: 'hgtyc', title: 'x', body: 'y' }))
        .body.status,
    ).toBe(false);
    expect((await publish('nowhere', 'x')).body.code).toBe('BAD_REQUEST');

    const withdrawn = await adminPost(ctx, ops.admin, 'messages/notices/withdraw', {
      id: toHere.body.data.id,
    });
    expect(withdrawn.body.data.withdrawnAt).not.toBeNull();
    expect(await titles(here, 'hgtyc')).toEqual(['全站公告']);
    expect((await adminPost(ctx, ops.admin, 'messages/notices/withdraw', { id: 999_999 })).body.code).toBe(
      'NOTICE_NOT_FOUND',
    );
  });

  it('shows a notice from a VIP level up only to members at that level or above', async () => {
    const levels = new Map<bigint, number>();
    const service = createMessagesService({
      db: ctx.database.db,
      repository: createMessagesRepository(),
      vipLevelOf: (_site, memberId) => levels.get(memberId) ?? 0,
      marketingAllowed: async () => true,
      changed: () => undefined,
    });
    const [low, mid, high] = await Promise.all([buildMember(ctx), buildMember(ctx), buildMember(ctx)]);
    levels.set(mid.id, 3);
    levels.set(high.id, 7);
    const vip = await adminPost(ctx, ops.admin, 'messages/notices', {
      siteCode: 'hgtyc',
      minVipLevel: 3,
      title: 'VIP3 专属礼遇',
      body: '尊享专属活动',
    });
    const sees = async (m: { id: bigint }) =>
      (await service.list('hgtyc', m.id, { type: 'notice', read: 'all', page: 1, size: 50 })).list.some(
        (n) => n.id === vip.body.data.id,
      );
    expect([await sees(low), await sees(mid), await sees(high)]).toEqual([false, true, true]);
    // Reading it by id is as "not found" for a member below the level.
    await expect(service.detail('hgtyc', low.id, 'notice', vip.body.data.id)).rejects.toMatchObject({
      code: 'MESSAGE_NOT_FOUND',
    });
    expect((await service.detail('hgtyc', high.id, 'notice', vip.body.data.id)).read).toBe(true);
  });

  it('reads, deletes and marks all read — the member’s own only', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    for (const m of [a, b]) {
      await depositByGateway(ctx, m.token, '70');
      await depositByGateway(ctx, m.token, '71');
    }
    await notify();
    const mine = (await listOf(ctx, a.token, 'personal')).list.map((x) => x.id);
    const theirs = (await listOf(ctx, b.token, 'personal')).list.map((x) => x.id);
    expect(mine).toHaveLength(2);

    // Another member's id, alone or beside one's own: not found, and nothing changes.
    for (const ids of [[theirs[0]!], [mine[0]!, theirs[0]!]]) {
      for (const action of ['read', 'delete']) {
        const answer = await memberForm(ctx, a.token, UPDATE, { action, type: 'personal', ids });
        expect(answer.body.code).toBe('MESSAGE_NOT_FOUND');
      }
    }
    expect((await memberForm(ctx, a.token, DETAIL, { type: 'personal', id: theirs[0]! })).body.code).toBe(
      'MESSAGE_NOT_FOUND',
    );
    expect((await listOf(ctx, b.token, 'personal')).list.every((x) => !x.read)).toBe(true);
    expect((await listOf(ctx, a.token, 'personal')).unread.personal).toBe(2);
    expect(
      (await memberForm(ctx, a.token, UPDATE, { action: 'read', type: 'personal', ids: 'x' })).body.status,
    ).toBe(false);

    // Opening one reads it; deleting the other removes it from the list for good.
    const opened = await memberForm(ctx, a.token, DETAIL, { type: 'personal', id: mine[0]! });
    expect(opened.body.data).toMatchObject({ id: mine[0], read: true, kind: 'deposit' });
    const deleted = await memberForm(ctx, a.token, UPDATE, {
      action: 'delete',
      type: 'personal',
      ids: [mine[1]!],
    });
    expect(deleted.body.data).toEqual({ changed: 1, unread: expect.any(Number) });
    expect((await listOf(ctx, a.token, 'personal')).list.map((x) => x.id)).toEqual([mine[0]]);
    expect((await memberForm(ctx, a.token, DETAIL, { type: 'personal', id: mine[1]! })).body.code).toBe(
      'MESSAGE_NOT_FOUND',
    );
    // The deleted message is not written again by a later run.
    await notify();
    expect((await listOf(ctx, a.token, 'personal')).total).toBe(1);

    // Notices: read all of both tabs; a notice deleted by one member stays for another.
    const all = await memberForm(ctx, a.token, UPDATE, { action: 'readAll' });
    expect(all.body.data.unread).toBe(0);
    expect((await memberGet(ctx, a.token, COUNT)).body.data.unread).toBe(0);
    const notice = (await listOf(ctx, a.token, 'notice')).list[0]!;
    expect(notice.read).toBe(true);
    await memberForm(ctx, a.token, UPDATE, { action: 'delete', type: 'notice', ids: [notice.id] });
    expect((await listOf(ctx, a.token, 'notice')).list.some((n) => n.id === notice.id)).toBe(false);
    expect((await listOf(ctx, b.token, 'notice')).list.find((n) => n.id === notice.id)).toMatchObject({
      read: false,
    });
  });

  it('takes 50 concurrent mark-all-read calls with one answer: nothing unread', async () => {
    const m = await buildMember(ctx);
    for (let i = 0; i < 3; i += 1) await depositByGateway(ctx, m.token, `${60 + i}`);
    await notify();
    const before = (await memberGet(ctx, m.token, COUNT)).body.data.unread as number;
    expect(before).toBeGreaterThanOrEqual(3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => memberForm(ctx, m.token, UPDATE, { action: 'readAll' })),
    );
    expect(answers.every((a) => a.body.status === true)).toBe(true);
    expect(answers.reduce((n, a) => n + (a.body.data.changed as number), 0)).toBe(before);
    expect((await memberGet(ctx, m.token, COUNT)).body.data).toMatchObject({ unread: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnover } from '../src/modules/books/turnover.repository.ts';
import { periodsAt } from '../src/modules/tasks/task-periods.ts';
import { createTasksRepository } from '../src/modules/tasks/tasks.repository.ts';
import { createTasksService } from '../src/modules/tasks/tasks.service.ts';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { loginAt, paidRewards, taskOf, taskPost, turnoverRequired, UNIT } from './tasks-helpers.ts';
import { auditMoney, balanceOf, depositByGateway } from './wallet-helpers.ts';

const LONG = 30 * 86_400_000;

/**
 * The task centre (issue 13): progress from real events, rewards through the ledger exactly once
 * (twice, before earned, 50 at once), receive all and chests, the day reset, one member's records.
 */
describe.each(BACKENDS)('task centre (%s)', (backend) => {
  let ctx: TestContext;
  let clock = Date.now();
  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      now: () => new Date(clock),
      sessionPolicy: {
        idleMs: LONG,
        absoluteMs: LONG,
        rotateAfterMs: LONG,
        rotateGraceMs: LONG,
        touchEveryMs: 60_000,
      },
    });
  });
  afterAll(async () => {
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx.close();
  });

  it('a deposit completes the first-deposit task; its reward is paid once, never before it is earned', async () => {
    clock = Date.now();
    const m = await buildMember(ctx);
    expect((await taskOf(ctx, m.token, 'newbie', 'newbie_first_deposit')).status).toBe('progress');
    const early = await taskPost(ctx, m.token, 'list/one_receive', { code: 'newbie_first_deposit' });
    expect(early.body).toMatchObject({ status: false, code: 'TASK_NOT_COMPLETED' });
    expect((await paidRewards(ctx, m.id)).claims).toBe(0);

    await depositByGateway(ctx, m.token, '100');
    const task = await taskOf(ctx, m.token, 'newbie', 'newbie_first_deposit');
    expect(task).toMatchObject({
      status: 'completed',
      current: '1',
      progressPermille: 1000,
      reward: '18.0000',
    });
    expect((await taskOf(ctx, m.token, 'daily', 'daily_deposit')).status).toBe('completed');
    const tag = await taskPost(ctx, m.token, 'tag');
    expect(tag.body.data.groups.newbie).toBe(1);
    expect(tag.body.data.groups.daily).toBeGreaterThanOrEqual(2); // deposit and login

    const burst = await Promise.all(
      Array.from({ length: 50 }, () =>
        taskPost(ctx, m.token, 'list/one_receive', { code: 'newbie_first_deposit' }),
      ),
    );
    const won = burst.filter((r) => r.body.status);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data).toMatchObject({ count: 1, amount: '18.0000', points: 10 });
    for (const lost of burst.filter((r) => !r.body.status))
      expect(lost.body.code).toBe('TASK_ALREADY_CLAIMED');
    const again = await taskPost(ctx, m.token, 'list/one_receive', { code: 'newbie_first_deposit' });
    expect(again.body).toMatchObject({ status: false, code: 'TASK_ALREADY_CLAIMED' });

    expect(await paidRewards(ctx, m.id)).toEqual({ entries: 1, claims: 1, reward: 18n * UNIT });
    expect((await balanceOf(ctx, m.token)).balance).toBe('118.0000');
    expect(await turnoverRequired(ctx, m.id)).toBe(18n * UNIT);
    expect((await taskOf(ctx, m.token, 'newbie', 'newbie_first_deposit')).status).toBe('claimed');
    const records = await taskPost(ctx, m.token, 'member_record', { page: 1, size: 10 });
    expect(records.body.data).toMatchObject({ total: 1, page: 1 });
    expect(records.body.data.list[0]).toMatchObject({
      code: 'newbie_first_deposit',
      kind: 'task',
      reward: '18.0000',
    });
  });

  it('valid turnover moves the daily and weekly turnover tasks', async () => {
    clock = Date.now();
    const m = await buildMember(ctx);
    const { db } = ctx.database;
    await turnover.progress(db, 'hgtyc', m.id, 600n * UNIT, `test-bet-a-${m.id}`);
    const partial = await taskOf(ctx, m.token, 'daily', 'daily_turnover_1');
    expect(partial).toMatchObject({ status: 'progress', current: '600.0000', progressPermille: 600 });
    await turnover.progress(db, 'hgtyc', m.id, 500n * UNIT, `test-bet-b-${m.id}`);
    expect(await taskOf(ctx, m.token, 'daily', 'daily_turnover_1')).toMatchObject({
      status: 'completed',
      current: '1000.0000',
    });
    expect((await taskOf(ctx, m.token, 'daily', 'daily_turnover_2')).current).toBe('1100.0000');
    expect((await taskOf(ctx, m.token, 'weekly', 'weekly_turnover_1')).current).toBe('1100.0000');
  });

  it('receive all pays each completed reward once under a burst; chests open by points, once', async () => {
    clock = Date.now();
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '50');
    await turnover.progress(ctx.database.db, 'hgtyc', m.id, 5_000n * UNIT, `test-bet-c-${m.id}`);
    // Completed now: daily login, daily deposit, daily turnover 1 and 2 (10+20+10+20 = 60 points).
    const chestEarly = await taskPost(ctx, m.token, 'active/receive', { tier: 1 });
    expect(chestEarly.body).toMatchObject({ status: false, code: 'CHEST_NOT_REACHED' });

    const burst = await Promise.all([
      ...Array.from({ length: 25 }, () => taskPost(ctx, m.token, 'list/receive', { group: 'daily' })),
      ...Array.from({ length: 25 }, () =>
        taskPost(ctx, m.token, 'list/one_receive', { code: 'daily_login' }),
      ),
    ]);
    const receivedAll = burst
      .filter((r) => r.body.status)
      .flatMap((r) => (r.body.data.received as { code: string }[]).map((x) => x.code));
    expect(receivedAll.sort()).toEqual([
      'daily_deposit',
      'daily_login',
      'daily_turnover_1',
      'daily_turnover_2',
    ]);
    const paid = await paidRewards(ctx, m.id);
    expect(paid.claims).toBe(4);
    expect(paid.entries).toBe(4);
    expect(paid.reward).toBe((1n + 3n + 3n + 8n) * UNIT);

    const content = await taskPost(ctx, m.token, 'content');
    expect(content.body.data.points).toBe(60);
    expect(content.body.data.chests.map((c: { status: string }) => c.status)).toEqual([
      'open',
      'open',
      'locked',
      'locked',
    ]);
    const chests = await Promise.all(
      Array.from({ length: 50 }, () => taskPost(ctx, m.token, 'active/receive', { tier: 2 })),
    );
    expect(chests.filter((r) => r.body.status)).toHaveLength(1);
    expect(chests.filter((r) => !r.body.status).every((r) => r.body.code === 'TASK_ALREADY_CLAIMED')).toBe(
      true,
    );
    const locked = await taskPost(ctx, m.token, 'active/receive', { tier: 3 });
    expect(locked.body).toMatchObject({ status: false, code: 'CHEST_NOT_REACHED' });
    expect((await paidRewards(ctx, m.id)).reward).toBe((15n + 5n) * UNIT);
    expect((await balanceOf(ctx, m.token)).balance).toBe('70.0000');
    // Nothing left: a second receive-all finds nothing, the red dots count the one open chest.
    const none = await taskPost(ctx, m.token, 'list/receive', { group: 'daily' });
    expect(none.body.data).toMatchObject({ count: 0, amount: '0.0000' });
    const tag = await taskPost(ctx, m.token, 'tag');
    expect(tag.body.data).toMatchObject({ groups: { daily: 0 }, chests: 1 });
  });

  it('daily tasks reset at the brand day boundary; records keep yesterday', async () => {
    clock = Date.now();
    const m = await buildMember(ctx);
    await turnover.progress(ctx.database.db, 'hgtyc', m.id, 1_000n * UNIT, `test-bet-d-${m.id}`);
    const first = await taskPost(ctx, m.token, 'list/receive', {});
    expect(first.body.data.received.map((r: { code: string }) => r.code).sort()).toEqual([
      'daily_login',
      'daily_turnover_1',
    ]);
    clock += 86_400_000;
    expect(await taskOf(ctx, m.token, 'daily', 'daily_turnover_1')).toMatchObject({
      status: 'progress',
      current: '0.0000',
    });
    // The session is used on the new day: today's login task is open again and pays again.
    expect((await taskOf(ctx, m.token, 'daily', 'daily_login')).status).toBe('completed');
    const second = await taskPost(ctx, m.token, 'list/one_receive', { code: 'daily_login' });
    expect(second.body.status).toBe(true);
    expect((await taskPost(ctx, m.token, 'content')).body.data.points).toBe(10);
    // The weekly turnover keeps counting unless the new day is a Monday.
    const weekly = await taskOf(ctx, m.token, 'weekly', 'weekly_turnover_1');
    const monday = new Date(clock + 8 * 3_600_000).getUTCDay() === 1;
    expect(weekly.current).toBe(monday ? '0.0000' : '1000.0000');
    const records = await taskPost(ctx, m.token, 'member_record', {});
    expect(records.body.data.total).toBe(3);
    expect(new Set(records.body.data.list.map((r: { period: string }) => r.period)).size).toBe(2);
    clock = Date.now();
  });

  it('the weekly login streak counts consecutive brand days with a login', async () => {
    const monday = periodsAt(new Date()).week.start.getTime();
    const noon = (day: number) => new Date(monday + day * 86_400_000 + 12 * 3_600_000);
    clock = noon(6).getTime(); // Sunday noon, brand time: the session below is that day's login.
    const steady = await buildMember(ctx);
    for (let day = 0; day < 6; day += 1) await loginAt(ctx, steady.id, steady.username, noon(day));
    expect(await taskOf(ctx, steady.token, 'weekly', 'weekly_login_7')).toMatchObject({
      status: 'completed',
      current: '7',
    });
    const gappy = await buildMember(ctx);
    for (const day of [0, 1, 3]) await loginAt(ctx, gappy.id, gappy.username, noon(day));
    // Mon, Tue | Thu | Sun: the longest run is two days.
    expect(await taskOf(ctx, gappy.token, 'weekly', 'weekly_login_3')).toMatchObject({
      status: 'progress',
      current: '2',
    });
    const late = await taskPost(ctx, gappy.token, 'list/one_receive', { code: 'weekly_login_3' });
    expect(late.body).toMatchObject({ status: false, code: 'TASK_NOT_COMPLETED' });
    const paid = await taskPost(ctx, steady.token, 'list/receive', { group: 'weekly' });
    expect(paid.body.data.received.map((r: { code: string }) => r.code).sort()).toEqual([
      'weekly_login_3',
      'weekly_login_7',
    ]);
    // A login last week does not count for this one.
    const lastWeek = await buildMember(ctx);
    await loginAt(ctx, lastWeek.id, lastWeek.username, new Date(monday - 86_400_000));
    await loginAt(ctx, lastWeek.id, lastWeek.username, new Date(monday - 2 * 86_400_000));
    expect((await taskOf(ctx, lastWeek.token, 'weekly', 'weekly_login_3')).current).toBe('1');
    clock = Date.now();
  });

  it("another member never sees one's records; bad input changes nothing", async () => {
    clock = Date.now();
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await depositByGateway(ctx, a.token, '60');
    await taskPost(ctx, a.token, 'list/receive', {});
    expect((await taskPost(ctx, a.token, 'member_record', {})).body.data.total).toBeGreaterThan(0);
    expect((await taskPost(ctx, b.token, 'member_record', {})).body.data).toMatchObject({
      total: 0,
      list: [],
    });
    expect((await taskOf(ctx, b.token, 'newbie', 'newbie_first_deposit')).status).toBe('progress');
    const bad = [
      await taskPost(ctx, b.token, 'list', { group: 'monthly' }),
      await taskPost(ctx, b.token, 'active/receive', { tier: 99 }),
      await taskPost(ctx, b.token, 'list/one_receive', { code: "x'; drop table task_claims" }),
      await taskPost(ctx, b.token, 'member_record', { size: 500 }),
    ];
    for (const r of bad) expect(r.body).toMatchObject({ status: false, code: 'BAD_REQUEST' });
    const unknown = await taskPost(ctx, b.token, 'list/one_receive', { code: 'no_such_task' });
    expect(unknown.body).toMatchObject({ status: false, code: 'TASK_NOT_FOUND' });
    const guest = await taskPost(ctx, '', 'list_group');
    expect(guest.body.status).toBe(false);
    expect((await paidRewards(ctx, b.id)).claims).toBe(0);
  });

  it('the task groups answer an object with list and total (SPEC.md §3)', async () => {
    clock = Date.now();
    const m = await buildMember(ctx);
    const groups = await taskPost(ctx, m.token, 'list_group');
    expect(groups.body.data.total).toBe(3);
    expect(groups.body.data.list.map((g: { group: string }) => g.group)).toEqual([
      'newbie',
      'daily',
      'weekly',
    ]);
    expect(groups.body.data.list[0]).toMatchObject({ name: '新手任务', total: 5, claimed: 0 });
  });

  it('a brand without the task feature answers FEATURE_DISABLED', async () => {
    const m = await buildMember(ctx);
    const off = createTasksService({
      db: ctx.database.db,
      repository: createTasksRepository(),
      books: ctx.app.services.books,
      accounts: {
        member: async () => 0n,
        house: async () => 0n,
      },
      featureEnabled: () => false,
    });
    await expect(off.groups('hgtyc', m.id, 'zh-CN')).rejects.toMatchObject({ code: 'FEATURE_DISABLED' });
    await expect(off.receiveOne('hgtyc', m.id, 'zh-CN', 'daily_login')).rejects.toMatchObject({
      code: 'FEATURE_DISABLED',
    });
    expect((await paidRewards(ctx, m.id)).claims).toBe(0);
  });
});

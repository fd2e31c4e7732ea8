import type { SiteCode } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator, operatorCall } from './console-helpers.ts';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { paidRewards, taskPost } from './tasks-helpers.ts';
import { auditMoney, operatorTokens } from './wallet-helpers.ts';

interface ChestSetting {
  tier: number;
  currency: string;
  enabled: boolean;
  points: number;
  reward: string;
  defaults: { enabled: boolean; points: number; reward: string };
  updatedAt: string | null;
}

interface ChestEdit {
  tier: number;
  enabled: boolean;
  points: number;
  reward: string;
}

const DEFAULTS = [
  { tier: 1, enabled: true, points: 20, reward: '2.0000' },
  { tier: 2, enabled: true, points: 50, reward: '5.0000' },
  { tier: 3, enabled: true, points: 80, reward: '8.0000' },
  { tier: 4, enabled: true, points: 120, reward: '18.0000' },
];

/**
 * Issue 24 (decision 0089): the brand's activity chests in the console. Content changes a chest's
 * points and reward or turns it off; the member's task centre follows at once (a lowered threshold
 * the day's points already pass opens the chest, the edited reward is paid once through the
 * ledger), a chest already opened stays opened and is never paid again; the enabled chests' points
 * must rise by tier; bad input is refused in Chinese and changes nothing; another brand keeps its
 * chests; reset brings the catalogue's back; 50 edits at once leave a consistent set.
 */
describe.each(BACKENDS)('the brand chests in the console (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string; content: string; support: string; foreign: string };
  let opener: { token: string; id: bigint };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    const base = await operatorTokens(ctx);
    const make = (username: string, role: 'content' | 'support', brands: string[] | null = null) =>
      newOperator(ctx, username, role, brands);
    ops = {
      ...base,
      content: await make('opconchest', 'content', null),
      support: await make('opsupchest', 'support', null),
      foreign: await make('opconchestbl', 'content', ['blty']),
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
  ) => operatorCall(ctx, token, method, `/api/admin/v1/tasks/chests${path}`, payload, site);
  const chests = async (site: SiteCode = 'hgtyc', token = ops.content) =>
    (await admin(token, 'GET', '', undefined, site)).body.data.list as ChestSetting[];
  const values = async (site: SiteCode = 'hgtyc') =>
    (await chests(site)).map(({ tier, enabled, points, reward }) => ({ tier, enabled, points, reward }));
  const update = (edit: ChestEdit, token = ops.content) => admin(token, 'POST', '/update', edit);
  const reset = (token = ops.content) => admin(token, 'POST', '/reset', {});
  const memberChests = async (token: string) =>
    (await taskPost(ctx, token, 'content')).body.data as {
      points: number;
      maxPoints: number;
      chests: { tier: number; points: number; reward: string; status: string }[];
    };
  const auditRows = async (action: string) => {
    const result: unknown = await ctx.database.db.execute(
      sql`select site_code, target, before, after from operator_audit where action = ${action} order by id`,
    );
    return ((result as { rows?: unknown[] }).rows ?? result) as {
      site_code: string;
      target: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }[];
  };

  it("reads the brand's chests at the catalogue's, in its own currency", async () => {
    const list = await chests();
    expect(list.map(({ tier, enabled, points, reward }) => ({ tier, enabled, points, reward }))).toEqual(
      DEFAULTS,
    );
    expect(list[0]).toMatchObject({
      currency: 'CNY',
      defaults: { points: 20, reward: '2.0000' },
      updatedAt: null,
    });
    // hgty keeps its center wallet in USDT: the rewards divided by 5
    expect((await chests('hgty'))[3]).toMatchObject({ points: 120, reward: '3.6000' });
    expect((await admin(ops.admin, 'GET', '')).body.status).toBe(true);
  });

  it('opens a chest at its lowered threshold and pays the edited reward once, through the ledger', async () => {
    const m = await buildMember(ctx);
    opener = m;
    // daily_login is completed by the session the member was given: 10 points today
    expect((await taskPost(ctx, m.token, 'list/one_receive', { code: 'daily_login' })).body.status).toBe(
      true,
    );
    expect((await memberChests(m.token)).chests[0]).toMatchObject({ tier: 1, points: 20, status: 'locked' });

    const res = await update({ tier: 1, enabled: true, points: 10, reward: '3.5' });
    expect(res.body.status).toBe(true);
    expect(res.body.data).toMatchObject({ tier: 1, points: 10, reward: '3.5000', defaults: { points: 20 } });
    expect(res.body.data.updatedAt).not.toBeNull();
    // another brand keeps the catalogue's chests
    expect(await values('blty')).toEqual(DEFAULTS);

    // the day's 10 points already pass the lowered threshold: the member may open it now
    const shown = await memberChests(m.token);
    expect(shown.points).toBe(10);
    expect(shown.chests[0]).toMatchObject({ tier: 1, points: 10, reward: '3.5000', status: 'open' });
    const opened = await Promise.all(
      Array.from({ length: 10 }, () => taskPost(ctx, m.token, 'active/receive', { tier: 1 })),
    );
    expect(opened.filter((r) => r.body.status)).toHaveLength(1);
    expect(opened.filter((r) => !r.body.status).every((r) => r.body.code === 'TASK_ALREADY_CLAIMED')).toBe(
      true,
    );
    expect(opened.find((r) => r.body.status)!.body.data).toMatchObject({ count: 1, amount: '3.5000' });
    // the task's 1.00 and the chest's 3.50: one ledger entry each
    expect(await paidRewards(ctx, m.id)).toEqual({ entries: 2, claims: 2, reward: 45_000n });

    // a later change does not reopen it nor pay it again; the chest keeps what it paid
    expect((await update({ tier: 1, enabled: true, points: 15, reward: '9' })).body.status).toBe(true);
    expect((await memberChests(m.token)).chests[0]).toMatchObject({
      points: 15,
      reward: '9.0000',
      status: 'claimed',
    });
    const again = await taskPost(ctx, m.token, 'active/receive', { tier: 1 });
    expect(again.body.code).toBe('TASK_ALREADY_CLAIMED');
    expect(await paidRewards(ctx, m.id)).toEqual({ entries: 2, claims: 2, reward: 45_000n });
    const records = await taskPost(ctx, m.token, 'member_record', { page: 1, size: 10 });
    expect(records.body.data.list.find((r: { kind: string }) => r.kind === 'chest')).toMatchObject({
      reward: '3.5000',
    });

    const rows = await auditRows('task.chest.update');
    expect(rows.slice(0, 2)).toEqual([
      {
        site_code: 'hgtyc',
        target: 'chest_1',
        before: { enabled: true, points: 20, reward: '2.0000' },
        after: { enabled: true, points: 10, reward: '3.5000' },
      },
      {
        site_code: 'hgtyc',
        target: 'chest_1',
        before: { enabled: true, points: 10, reward: '3.5000' },
        after: { enabled: true, points: 15, reward: '9.0000' },
      },
    ]);
  });

  it('takes a chest turned off out of the header and refuses it; the order counts enabled chests only', async () => {
    const m = await buildMember(ctx);
    expect((await update({ tier: 2, enabled: false, points: 50, reward: '5' })).body.status).toBe(true);
    const shown = await memberChests(m.token);
    expect(shown.chests.map((c) => c.tier)).toEqual([1, 3, 4]);
    expect(shown.maxPoints).toBe(120);
    const refused = await taskPost(ctx, m.token, 'active/receive', { tier: 2 });
    expect(refused.body).toMatchObject({ status: false, code: 'CHEST_DISABLED', data: '该宝箱暂未开放' });
    // tier 2 is off: tier 3 may sit anywhere above tier 1 (15 points)
    expect((await update({ tier: 3, enabled: true, points: 16, reward: '8' })).body.status).toBe(true);
    // turning tier 2 on again at 50 would sit above tier 3's 16: refused
    const back = await update({ tier: 2, enabled: true, points: 50, reward: '5' });
    expect(back.body).toMatchObject({ status: false, code: 'CHEST_ORDER' });
    expect(back.body.data).toContain('递增');
    expect((await update({ tier: 3, enabled: true, points: 80, reward: '8' })).body.status).toBe(true);
    expect((await update({ tier: 2, enabled: true, points: 50, reward: '5' })).body.status).toBe(true);
    expect((await memberChests(m.token)).chests.map((c) => c.tier)).toEqual([1, 2, 3, 4]);
  });

  it('refuses bad values in Chinese, an unknown tier and a broken order, and changes nothing', async () => {
    const before = await chests();
    const audited = (await auditRows('task.chest.update')).length;
    const base: ChestEdit = { tier: 3, enabled: true, points: 80, reward: '8' };
    const cases: [object, string][] = [
      [{ ...base, points: 0 }, 'BAD_REQUEST'],
      [{ ...base, points: -5 }, 'BAD_REQUEST'],
      [{ ...base, points: 2.5 }, 'BAD_REQUEST'],
      [{ ...base, points: 10_001 }, 'BAD_REQUEST'],
      [{ ...base, points: '80' }, 'BAD_REQUEST'],
      [{ ...base, reward: '0' }, 'BAD_REQUEST'],
      [{ ...base, reward: '-1' }, 'BAD_REQUEST'],
      [{ ...base, reward: 'abc' }, 'BAD_REQUEST'],
      [{ ...base, reward: '1.23456' }, 'BAD_REQUEST'],
      [{ ...base, reward: '10000.0001' }, 'BAD_REQUEST'],
      [{ ...base, reward: '99999999' }, 'BAD_REQUEST'],
      [{ ...base, reward: 8 }, 'BAD_REQUEST'],
      [{ ...base, enabled: 'yes' }, 'BAD_REQUEST'],
      [{ ...base, enabled: undefined }, 'BAD_REQUEST'],
      [{ ...base, tier: 0 }, 'BAD_REQUEST'],
      [{ ...base, tier: 'x' }, 'BAD_REQUEST'],
      [{ ...base, tier: 9 }, 'TASK_NOT_FOUND'],
      // equal to tier 2 and below it: the points rise strictly
      [{ ...base, points: 50 }, 'CHEST_ORDER'],
      [{ ...base, points: 30 }, 'CHEST_ORDER'],
      [{ ...base, tier: 1, points: 120 }, 'CHEST_ORDER'],
    ];
    for (const [payload, code] of cases) {
      const res = await update(payload as ChestEdit);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.data, JSON.stringify(payload)).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await update({ ...base, reward: '10001' })).body.data).toContain('宝箱奖励');
    expect((await update({ ...base, points: 0 })).body.data).toContain('活跃度');
    // the cap itself is allowed (and put back)
    expect((await update({ ...base, tier: 4, reward: '10000', points: 120 })).body.status).toBe(true);
    expect((await update({ ...base, tier: 4, reward: '18', points: 120 })).body.status).toBe(true);
    expect(await values()).toEqual(
      before.map(({ tier, enabled, points, reward }) => ({ tier, enabled, points, reward })),
    );
    expect(await auditRows('task.chest.update')).toHaveLength(audited + 2);
  });

  it('lets finance read the chests but not change them, support neither, nor an operator of another brand', async () => {
    const before = await values();
    const edit: ChestEdit = { tier: 4, enabled: true, points: 999, reward: '99' };
    expect((await admin(ops.finance, 'GET', '')).body.status).toBe(true);
    for (const token of [ops.finance, ops.support, ops.foreign]) {
      const write = await update(edit, token);
      expect(write.status).toBe(403);
      expect(write.body.code).toBe('OPERATOR_FORBIDDEN');
      expect((await reset(token)).body.code).toBe('OPERATOR_FORBIDDEN');
    }
    expect((await admin(ops.support, 'GET', '')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await admin(ops.foreign, 'GET', '')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await admin(ops.foreign, 'GET', '', undefined, 'blty')).body.status).toBe(true);
    expect(await values()).toEqual(before);
  });

  it('keeps the set in order under 50 edits at once of two neighbouring chests, each audited once', async () => {
    const audited = (await auditRows('task.chest.update')).length;
    // tier 3 asks 100–124, tier 4 asks 110–134: some pairs cross and are refused
    const edits: ChestEdit[] = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? { tier: 3, enabled: true, points: 100 + i / 2, reward: '8' }
        : { tier: 4, enabled: true, points: 110 + (i - 1) / 2, reward: '18' },
    );
    const answers = await Promise.all(edits.map((e) => update(e)));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const done = answers.filter((a) => a.body.status).length;
    expect(answers.filter((a) => !a.body.status).every((a) => a.body.code === 'CHEST_ORDER')).toBe(true);
    const rows = (await auditRows('task.chest.update')).slice(audited);
    expect(rows).toHaveLength(done);
    // each edit of a chest saw what the one before it left: one chain of befores and afters per tier
    for (const tier of ['chest_3', 'chest_4']) {
      const chain = rows.filter((r) => r.target === tier).map((r) => [r.before.points, r.after.points]);
      for (let i = 1; i < chain.length; i += 1) expect(chain[i]![0]).toBe(chain[i - 1]![1]);
    }
    const now = await values();
    expect(now[2]!.points).toBeLessThan(now[3]!.points);
    expect(now[1]!.points).toBeLessThan(now[2]!.points);
  });

  it("resets the brand's chests to the catalogue's, audited with before and after; the member follows", async () => {
    const before = await values();
    const res = await reset();
    expect(res.body.status).toBe(true);
    expect(res.body.data.list.map((c: ChestSetting) => c.updatedAt)).toEqual([null, null, null, null]);
    expect(await values()).toEqual(DEFAULTS);
    const m = await buildMember(ctx);
    expect((await memberChests(m.token)).chests.map(({ points, reward }) => ({ points, reward }))).toEqual(
      DEFAULTS.map(({ points, reward }) => ({ points, reward })),
    );
    const [row] = (await auditRows('task.chest.reset')).slice(-1);
    expect(row).toMatchObject({ site_code: 'hgtyc', target: 'chests' });
    expect(row!.before).toEqual({ chests: before });
    expect(row!.after).toEqual({ chests: DEFAULTS });
    expect(await values('blty')).toEqual(DEFAULTS);
    // the member who opened tier 1 at 10 points keeps it opened under the catalogue's 20, unpaid again
    expect((await memberChests(opener.token)).chests[0]).toMatchObject({ points: 20, status: 'claimed' });
    expect((await taskPost(ctx, opener.token, 'active/receive', { tier: 1 })).body.code).toBe(
      'TASK_ALREADY_CLAIMED',
    );
    expect((await paidRewards(ctx, opener.id)).entries).toBe(2);
  });
});

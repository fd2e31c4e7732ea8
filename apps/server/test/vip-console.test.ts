import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { loginOperator, operatorTokens } from './wallet-helpers.ts';

interface Level {
  level: number;
  turnover: string;
  deposit: string;
  upgradeBonus: string;
  monthlyBonus: string;
  rebateBp: number;
  withdrawDailyCount: number;
  withdrawDailyAmount: string;
}

/**
 * Issue 24: the VIP ladder in the console. Finance changes a level and the member side follows at
 * once; each change is audited once with before and after; a ladder out of order is refused in
 * Chinese and changes nothing, even with 50 conflicting edits of adjacent levels at once; content
 * reads the ladder but may not change it, support may not even read it.
 */
describe.each(BACKENDS)('the VIP ladder in the console (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string; content: string; support: string };
  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    const base = await operatorTokens(ctx);
    const make = async (username: string, role: 'content' | 'support') => {
      await ctx.app.services.operators.create({ username, password: 'Console-pass-2026', role });
      return loginOperator(ctx, username, 'Console-pass-2026');
    };
    ops = {
      ...base,
      content: await make('opcontentvip', 'content'),
      support: await make('opsupportvip', 'support'),
    };
  });
  afterAll(async () => ctx?.close());

  const admin = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    call(ctx.app, {
      method,
      url: `/api/admin/v1/vip/${path}`,
      headers: {
        ...clientHeaders('hgtyc', { lang: 'zh-CN' }),
        authorization: `Bearer ${token}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const ladder = async () => (await admin(ops.finance, 'GET', 'levels')).body.data.levels as Level[];
  const memberLadder = async () =>
    (
      await call(ctx.app, {
        method: 'GET',
        url: '/api/findmed/v1/member/vips/list',
        headers: clientHeaders(),
      })
    ).body.data.levels as Level[];
  const edit = (level: Level, change: Partial<Level>) => {
    const { level: n, turnover, deposit, upgradeBonus, monthlyBonus, rebateBp, withdrawDailyCount } = level;
    return {
      level: n,
      turnover,
      deposit,
      upgradeBonus,
      monthlyBonus,
      rebateBp,
      withdrawDailyCount,
      withdrawDailyAmount: level.withdrawDailyAmount,
      ...change,
    };
  };
  const auditRows = async () => {
    const result: unknown = await ctx.database.db.execute(
      sql`select target, before, after from operator_audit where action = 'vip.level.update' order by id`,
    );
    return ((result as { rows?: unknown[] }).rows ?? result) as {
      target: string;
      before: Level;
      after: Level;
    }[];
  };

  it('lets finance change a level; the member side follows at once and the audit has before and after', async () => {
    const levels = await ladder();
    expect(levels).toHaveLength(11);
    const vip2 = levels[2]!;
    const res = await admin(ops.finance, 'POST', 'level', edit(vip2, { upgradeBonus: '66.5', rebateBp: 55 }));
    expect(res.body.status).toBe(true);
    expect(res.body.data).toMatchObject({ level: 2, upgradeBonus: '66.5000', rebateBp: 55 });
    expect((await memberLadder())[2]).toMatchObject({ upgradeBonus: '66.5000', rebateBp: 55 });
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      target: 'VIP2',
      before: { upgradeBonus: vip2.upgradeBonus, rebateBp: vip2.rebateBp },
      after: { upgradeBonus: '66.5000', rebateBp: 55 },
    });
  });

  it('refuses a ladder out of order or bad values in Chinese, and changes nothing', async () => {
    const levels = await ladder();
    const cases: [object, string][] = [
      [edit(levels[3]!, { turnover: levels[2]!.turnover }), 'VIP_LADDER_ORDER'],
      [edit(levels[3]!, { deposit: levels[4]!.deposit }), 'VIP_LADDER_ORDER'],
      [edit(levels[0]!, { turnover: '1' }), 'VIP_LADDER_ORDER'],
      [edit(levels[3]!, { upgradeBonus: '-1' }), 'BAD_REQUEST'],
      [edit(levels[3]!, { upgradeBonus: '1.23456' }), 'BAD_REQUEST'],
      [edit(levels[3]!, { rebateBp: 1001 }), 'BAD_REQUEST'],
      [edit(levels[3]!, { withdrawDailyCount: 1.5 }), 'BAD_REQUEST'],
      [edit(levels[3]!, { level: 42 }), 'VIP_LEVEL_NOT_FOUND'],
    ];
    for (const [payload, code] of cases) {
      const res = await admin(ops.finance, 'POST', 'level', payload);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.data).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await ladder()).toEqual(levels);
  });

  it('keeps the ladder in order under 50 conflicting edits of two adjacent levels at once', async () => {
    const levels = await ladder();
    const [vip5, vip6] = [levels[5]!, levels[6]!];
    // Each edit alone is in order; together VIP5 would need more than VIP6.
    const between = (a: string, b: string, part: bigint) =>
      String((BigInt(a.split('.')[0]!) * (10n - part) + BigInt(b.split('.')[0]!) * part) / 10n);
    const high5 = edit(vip5, { turnover: between(vip5.turnover, vip6.turnover, 8n) });
    const low6 = edit(vip6, { turnover: between(vip5.turnover, vip6.turnover, 2n) });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => admin(ops.finance, 'POST', 'level', i % 2 ? high5 : low6)),
    );
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(answers.filter((a) => a.body.status).length).toBeGreaterThan(0);
    const after = await ladder();
    for (let i = 1; i < after.length; i += 1) {
      expect(BigInt(after[i]!.turnover.replace('.', ''))).toBeGreaterThan(
        BigInt(after[i - 1]!.turnover.replace('.', '')),
      );
    }
  });

  it('lets content read the ladder but not change it, and support neither', async () => {
    const levels = await ladder();
    expect((await admin(ops.content, 'GET', 'levels')).body.status).toBe(true);
    expect(
      (await admin(ops.content, 'POST', 'level', edit(levels[1]!, { upgradeBonus: '1' }))).body.code,
    ).toBe('OPERATOR_FORBIDDEN');
    expect((await admin(ops.support, 'GET', 'levels')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect(await ladder()).toEqual(levels);
  });
});

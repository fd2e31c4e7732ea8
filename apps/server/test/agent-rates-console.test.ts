import type { SiteCode } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDay } from '../src/modules/agent/agent-config.ts';
import { hashPassword } from '../src/platform/crypto/password-hash.ts';
import { turnoverEntries } from '../src/platform/db/schema.ts';
import { BACKENDS, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { loginOperator, operatorTokens } from './wallet-helpers.ts';

interface Rate {
  level: number;
  rateBp: number;
  updatedAt: string;
}

/**
 * Issue 24: the agent commission rates per brand, in the console. Finance changes a level and the
 * member's agent page and the daily commission job follow at once, while a day already settled
 * keeps what it paid; each change is audited once with before and after; level 2 above level 1 is
 * refused in Chinese and changes nothing, even with 50 conflicting edits of both levels at once;
 * risk reads the rates but may not change them, support may not even read them.
 */
describe.each(BACKENDS)('the agent commission rates in the console (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string; risk: string; support: string; foreign: string };
  let counter = 0;
  let passwordHash: string;
  // One instant for the server and the test: "today" and the closed days are the same for both.
  const NOW = new Date();

  beforeAll(async () => {
    ctx = await createTestApp(backend, { now: () => NOW, config: { jobs: false } });
    passwordHash = await hashPassword('Passw0rd!');
    const base = await operatorTokens(ctx);
    const make = async (username: string, role: 'risk' | 'support' | 'finance', brands: string[] | null) => {
      await ctx.app.services.operators.create({ username, password: 'Console-pass-2026', role, brands });
      return loginOperator(ctx, username, 'Console-pass-2026');
    };
    ops = {
      ...base,
      risk: await make('oprisksrate', 'risk', null),
      support: await make('opsupportrate', 'support', null),
      // finance of another brand only: hgtyc's rates are not theirs to read or change
      foreign: await make('opfinblty', 'finance', ['blty']),
    };
  });
  afterAll(async () => ctx?.close());

  const admin = (
    token: string,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
    site: SiteCode = 'hgtyc',
  ) =>
    call(ctx.app, {
      method,
      url: `/api/admin/v1/agent/${path}`,
      headers: {
        ...clientHeaders(site, { lang: 'zh-CN' }),
        authorization: `Bearer ${token}`,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const rates = async (site: SiteCode = 'hgtyc') =>
    (await admin(ops.finance, 'GET', 'rates', undefined, site)).body.data.rates as Rate[];
  const bp = (list: readonly Rate[]) => list.map((r) => [r.level, r.rateBp]);
  const update = (level: number, rateBp: number, token = ops.finance) =>
    admin(token, 'POST', 'rate', { level, rateBp });
  const auditRows = async () => {
    const result: unknown = await ctx.database.db.execute(
      sql`select site_code, target, before, after from operator_audit where action = 'agent.rate.update' order by id`,
    );
    return ((result as { rows?: unknown[] }).rows ?? result) as {
      site_code: string;
      target: string;
      before: { level: number; rateBp: number };
      after: { level: number; rateBp: number };
    }[];
  };

  /** A member of hgtyc under `parent` (or top level), with a session. */
  async function member(parent?: bigint) {
    counter += 1;
    const username = `ar${process.pid % 1000}y${counter}`.slice(0, 11);
    const row = await ctx.app.services.members.insert(ctx.database.db, {
      siteCode: 'hgtyc',
      username,
      passwordHash,
      inviteCode: `R${process.pid % 1000}${counter}`.toUpperCase().padEnd(8, 'X'),
      ...(parent ? { parentId: parent } : {}),
    });
    const token = await ctx.app.services.sessions.create({
      memberId: row.id,
      siteCode: 'hgtyc',
      deviceNo: 'test',
      ip: '127.0.0.1',
    });
    return { id: row.id, token };
  }
  async function turnover(memberId: bigint, amountMinor: bigint, at: Date) {
    counter += 1;
    await ctx.database.db.insert(turnoverEntries).values({
      siteCode: 'hgtyc',
      memberId,
      kind: 'progress',
      amount: amountMinor,
      reference: `rates-test:${counter}`,
      createdAt: at,
    });
  }
  const memberGet = (token: string, url: string) =>
    call(ctx.app, { method: 'GET', url, headers: clientHeaders('hgtyc', { t: token }) });

  it('starts every brand from the default rates', async () => {
    expect(bp(await rates())).toEqual([
      [1, 50],
      [2, 20],
    ]);
    expect(bp(await rates('blty'))).toEqual([
      [1, 50],
      [2, 20],
    ]);
  });

  it("lets finance change a level; the member's agent page follows at once and the audit has before and after", async () => {
    const agent = await member();
    const invitee = await member(agent.id);
    const today = brandDay(NOW);
    await turnover(invitee.id, 1_000_000n, new Date(today.start.getTime() + 1000)); // 100.0000 level 1

    const res = await update(1, 80);
    expect(res.body.status).toBe(true);
    expect(res.body.data).toMatchObject({ level: 1, rateBp: 80 });
    expect(bp(await rates())).toEqual([
      [1, 80],
      [2, 20],
    ]);
    // another brand keeps its own rates
    expect(bp(await rates('blty'))).toEqual([
      [1, 50],
      [2, 20],
    ]);

    const page = await memberGet(agent.token, '/api/findmed/v1/member/agent');
    expect(page.body.data.rates).toEqual([
      { level: 1, rateBp: 80 },
      { level: 2, rateBp: 20 },
    ]);
    // 100 × 0.80 % = 0.80
    expect(page.body.data.commission.estimatedToday).toBe('0.8000');

    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      site_code: 'hgtyc',
      target: 'L1',
      before: { level: 1, rateBp: 50 },
      after: { level: 1, rateBp: 80 },
    });
  });

  it('refuses level 2 above level 1 or bad values in Chinese, and changes nothing', async () => {
    const before = await rates();
    const audited = (await auditRows()).length;
    const cases: [object, string][] = [
      [{ level: 2, rateBp: 81 }, 'AGENT_RATE_ORDER'],
      [{ level: 1, rateBp: 19 }, 'AGENT_RATE_ORDER'],
      [{ level: 1, rateBp: 1001 }, 'BAD_REQUEST'],
      [{ level: 1, rateBp: -1 }, 'BAD_REQUEST'],
      [{ level: 1, rateBp: 55.5 }, 'BAD_REQUEST'],
      [{ level: 1, rateBp: '60' }, 'BAD_REQUEST'],
      [{ level: 3, rateBp: 10 }, 'BAD_REQUEST'],
      [{ level: 0, rateBp: 10 }, 'BAD_REQUEST'],
      [{ rateBp: 10 }, 'BAD_REQUEST'],
    ];
    for (const [payload, code] of cases) {
      const res = await admin(ops.finance, 'POST', 'rate', payload);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(payload)).toBe(code);
      expect(res.body.data).toMatch(/[\u4e00-\u9fff]/);
    }
    const order = await update(2, 81);
    expect(order.body.data).toContain('二级');
    expect(await rates()).toEqual(before);
    expect(await auditRows()).toHaveLength(audited);
  });

  it('lets risk read the rates but not change them, support neither, nor an operator of another brand', async () => {
    const before = await rates();
    expect((await admin(ops.risk, 'GET', 'rates')).body.status).toBe(true);
    const riskWrite = await update(1, 60, ops.risk);
    expect(riskWrite.status).toBe(403);
    expect(riskWrite.body.code).toBe('OPERATOR_FORBIDDEN');
    const supportRead = await admin(ops.support, 'GET', 'rates');
    expect(supportRead.status).toBe(403);
    expect(supportRead.body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await admin(ops.foreign, 'GET', 'rates')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await update(1, 60, ops.foreign)).body.code).toBe('OPERATOR_FORBIDDEN');
    // a brand without agents has no rates to edit
    expect((await admin(ops.finance, 'GET', 'rates', undefined, 'ddh')).body.code).toBe('FEATURE_DISABLED');
    expect(await rates()).toEqual(before);
  });

  it("settles a day at the brand's rates of the moment; a day already settled keeps what it paid", async () => {
    const agent = await member();
    const a = await member(agent.id);
    const b = await member(a.id);
    // Four and three days back: past the settlement grace whenever the test runs.
    const [older, newer] = [brandDay(NOW, 4), brandDay(NOW, 3)];
    for (const day of [older, newer]) {
      await turnover(a.id, 100_000_000n, new Date(day.start.getTime() + 5_000)); // 10 000 level 1
      await turnover(b.id, 50_000_000n, new Date(day.start.getTime() + 6_000)); // 5 000 level 2
    }
    const { agent: service } = ctx.app.services;
    // At 0.80 % and 0.20 %: 80 + 10 = 90
    expect(await service.settleDay('hgtyc', 4)).toBe(true);

    expect((await update(2, 40)).body.status).toBe(true);
    expect((await update(1, 100)).body.status).toBe(true);
    // At 1.00 % and 0.40 %: 100 + 20 = 120; the older day is not paid again nor recomputed
    expect(await service.settleDay('hgtyc', 3)).toBe(true);
    expect(await service.settleDay('hgtyc', 4)).toBe(false);

    const list = await memberGet(agent.token, '/api/findmed/v1/member/agent/commissions');
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ period: newer.period, amount: '120.0000' }),
      expect.objectContaining({ period: older.period, amount: '90.0000' }),
    ]);
  });

  it('keeps level 2 at most level 1 under 50 conflicting edits of both levels at once', async () => {
    expect((await update(1, 100)).body.status).toBe(true);
    expect((await update(2, 20)).body.status).toBe(true);
    // Each edit alone is in order; together level 2 (60) would be above level 1 (30).
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? update(1, 30) : update(2, 60))),
    );
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(answers.filter((a) => a.body.status).length).toBeGreaterThan(0);
    const refused = answers.filter((a) => !a.body.status);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((a) => a.body.code === 'AGENT_RATE_ORDER')).toBe(true);
    const [l1, l2] = await rates();
    expect(l2!.rateBp).toBeLessThanOrEqual(l1!.rateBp);
    // Only the accepted edits are audited, each once.
    const accepted = answers.filter((a) => a.body.status).length;
    expect((await auditRows()).filter((r) => r.after.rateBp === 30 || r.after.rateBp === 60)).toHaveLength(
      accepted,
    );
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import {
  adminPost,
  depositByGateway,
  memberPost,
  operatorTokens,
  withdrawalReady,
} from './wallet-helpers.ts';

function dashboard(ctx: TestContext, token: string, query = '') {
  return call(ctx.app, {
    method: 'GET',
    url: `/api/admin/v1/reports/dashboard${query}`,
    headers: { ...clientHeaders(), authorization: `Bearer ${token}` },
  });
}

describe.each(BACKENDS)('console dashboard (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('counts a pending bank deposit in the queue, then in today once finance confirms it', async () => {
    const before = (await dashboard(ctx, ops.finance)).body.data;
    expect(before.daily).toHaveLength(14);
    const m = await buildMember(ctx);
    const order = await memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', {
      channelId: 'bank',
      amount: '1000',
      payerName: '王小明',
      requestId: randomUUID(),
    });
    const pending = (await dashboard(ctx, ops.finance)).body.data;
    expect(pending.pending.deposits).toBe(before.pending.deposits + 1);
    expect(pending.today.newMembers).toBe(before.today.newMembers + 1);

    await adminPost(ctx, ops.finance, 'deposits/confirm', { orderNo: order.body.data.orderNo });
    await depositByGateway(ctx, m.token, '250');
    const after = (await dashboard(ctx, ops.finance, '?days=7')).body.data;
    expect(after.daily).toHaveLength(7);
    expect(after.today).toEqual(after.daily[6]);
    expect(after.yesterday).toEqual(after.daily[5]);
    expect(after.pending.deposits).toBe(before.pending.deposits);
    expect(after.today.depositCount).toBe(before.today.depositCount + 2);
    expect(Number(after.today.deposits) - Number(before.today.deposits)).toBe(1250);
    expect(after.currency).toBe('CNY');
  });

  it('filters the audit log by action prefix, operator, target and time, for the roles that read it', async () => {
    const search = (token: string, query: string) =>
      call(ctx.app, {
        method: 'GET',
        url: `/api/admin/v1/audit${query}`,
        headers: { ...clientHeaders(), authorization: `Bearer ${token}` },
      });
    const deposits = (await search(ops.admin, '?action=deposit.')).body.data;
    expect(deposits.total).toBeGreaterThanOrEqual(1);
    expect(deposits.list.every((e: { action: string }) => e.action.startsWith('deposit.'))).toBe(true);
    const target = deposits.list[0].target as string;
    const byTarget = (await search(ops.admin, `?target=${target}`)).body.data;
    expect(byTarget.list.map((e: { target: string }) => e.target)).toEqual(byTarget.list.map(() => target));
    expect((await search(ops.admin, '?action=deposit.&operator=opfinance')).body.data.total).toBe(
      deposits.total,
    );
    expect((await search(ops.admin, '?action=deposit.&operator=opadmin')).body.data.total).toBe(0);
    // A typed `%` is a literal character, not a wildcard.
    expect((await search(ops.admin, '?action=%25')).body.data.total).toBe(0);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await search(ops.admin, `?action=deposit.&from=${future}`)).body.data.total).toBe(0);
    expect((await search(ops.finance, '')).body.code).toBe('OPERATOR_FORBIDDEN');
    const bad = await search(ops.admin, '?from=yesterday');
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.status).toBe(false);
  });

  it('finds a player by each of the seven fields, only in its own brand', async () => {
    const m = await buildMember(ctx);
    const other = await buildMember(ctx, { siteCode: 'hgty' });
    const invite = `IV${m.id}`;
    await ctx.database.db.execute(
      sql`update members set phone = '13800138000', email = 'Wang@Example.com', invite_code = ${invite} where id = ${m.id}`,
    );
    await ctx.database.db.execute(sql`update members set phone = '13800138000' where id = ${other.id}`);
    await ctx.database.db.execute(
      sql`insert into auth_events (site_code, kind, subject, member_id, success, ip)
          values ('hgtyc', 'login', ${m.username}, ${m.id}, true, '203.0.113.9')`,
    );
    await withdrawalReady(ctx, m.token);
    const find = async (field: string, q: string, token = ops.finance) =>
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/admin/v1/players/search?field=${field}&q=${encodeURIComponent(q)}`,
          headers: { ...clientHeaders(), authorization: `Bearer ${token}` },
        })
      ).body;
    const names = async (field: string, q: string) =>
      (await find(field, q)).data.list.map((p: { username: string }) => p.username);
    expect(await names('username', m.username.toUpperCase())).toContain(m.username);
    expect(await names('phone', '13800138000')).toEqual([m.username]);
    expect(await names('email', 'wang@example.com')).toEqual([m.username]);
    expect(await names('memberId', String(m.id))).toEqual([m.username]);
    expect(await names('memberId', 'abc')).toEqual([]);
    expect(await names('bankCard', '6222020200112233446')).toContain(m.username);
    expect(await names('ip', '203.0.113.9')).toEqual([m.username]);
    expect(await names('inviteCode', invite)).toEqual([m.username]);
    expect(await names('username', '%')).toEqual([]);
    const page = (await find('phone', '13800138000')).data;
    expect(page).toMatchObject({ total: 1, list: [{ memberId: String(m.id), status: 'active' }] });
    const bad = await find('password', 'x');
    expect(bad.status).toBe(false);
  });

  it('is an operator read: a member token is refused, bad input answers in the envelope', async () => {
    const m = await buildMember(ctx);
    const asMember = await dashboard(ctx, m.token);
    expect(asMember.body.status).toBe(false);
    const bad = await dashboard(ctx, ops.admin, '?days=400');
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.status).toBe(false);
  });
});

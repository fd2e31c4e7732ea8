import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildMember,
  call,
  clientHeaders,
  createTestApp,
  encryptPassword,
  type TestContext,
} from './helpers.ts';
import {
  adminPost,
  balanceOf,
  depositByGateway,
  memberPost,
  operatorTokens,
  withdrawalReady,
} from './wallet-helpers.ts';

/**
 * The operator room (issue 22 item 2, issue 24 "Operators and access"): roles with permissions per
 * action, brand binding, four eyes above the per-brand threshold, and one audit row per write.
 * The four-eyes threshold of hgtyc is set to 200.00 here, so a 300.00 withdrawal needs two.
 */

const BURST = 50;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[];
}

describe.each(BACKENDS)('operator room (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        fourEyes: { defaultMinor: 10_000n * 10_000n, brands: { hgtyc: 200n * 10_000n } },
      },
    });
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => ctx.close());

  /** Creates (once) and logs in an operator of a role, optionally bound to brands. */
  async function op(username: string, role: string, brands?: string[], site = 'hgtyc'): Promise<string> {
    const known = tokens.get(username);
    if (known) return known;
    await ctx.app.services.operators.create({
      username,
      password: `${username}-Pass-2026`,
      role: role as 'admin',
      ...(brands ? { brands } : {}),
    });
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/v1/login',
      headers: { ...clientHeaders(site as 'hgtyc'), 'content-type': 'application/json' },
      payload: { username, password: `${username}-Pass-2026` },
    });
    const token = login.body.data?.token as string;
    if (!token) throw new Error(`login of ${username} failed: ${JSON.stringify(login.body)}`);
    tokens.set(username, token);
    return token;
  }

  const get = (token: string, url: string, site = 'hgtyc') =>
    call(ctx.app, {
      method: 'GET',
      url,
      headers: { ...clientHeaders(site as 'hgtyc'), authorization: `Bearer ${token}` },
    });
  const postAt = (token: string, site: string, path: string, payload: Record<string, unknown>) =>
    call(ctx.app, {
      method: 'POST',
      url: `/api/admin/v1/${path}`,
      headers: {
        ...clientHeaders(site as 'hgtyc'),
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      payload,
    });

  /** A funded member with a withdrawal of `amount` requested (turnover waived). */
  async function withdrawal(amount: string): Promise<{ orderNo: string; token: string }> {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '1000');
    const accountId = await withdrawalReady(ctx, m.token);
    await adminPost(ctx, ops.admin, 'members/turnover/waive', { username: m.username, reason: '测试豁免' });
    const applied = await memberPost(ctx, m.token, '/api/findmed/v1/withdraw/apply', {
      accountId,
      amount,
      wpassword: await encryptPassword(ctx, '135790'),
      requestId: randomUUID(),
    });
    if (!applied.body.status) throw new Error(`withdrawal failed: ${JSON.stringify(applied.body)}`);
    return { orderNo: applied.body.data.orderNo as string, token: m.token };
  }

  const auditOf = async (target: string) =>
    (await get(ops.admin, `/api/admin/v1/audit?size=100&target=${encodeURIComponent(target)}`)).body.data
      ?.list as { action: string; before: unknown; after: unknown; ip: string; operator: string }[];

  it('lets a support operator read withdrawals but never approve one', async () => {
    const support = await op('opsupport1', 'support');
    const { orderNo } = await withdrawal('100');
    expect((await adminPost(ctx, ops.finance, 'withdrawals/review', { orderNo })).body.status).toBe(true);
    const list = await get(support, '/api/admin/v1/withdrawals?status=reviewing');
    expect(list.body.status, JSON.stringify(list.body)).toBe(true);
    expect(list.body.data.list.map((w: { orderNo: string }) => w.orderNo)).toContain(orderNo);
    const approve = await adminPost(ctx, support, 'withdrawals/approve', { orderNo });
    expect(approve.status).toBe(403);
    expect(approve.body.code).toBe('OPERATOR_FORBIDDEN');
    const after = await get(ops.admin, '/api/admin/v1/withdrawals?status=reviewing');
    expect(after.body.data.list.map((w: { orderNo: string }) => w.orderNo)).toContain(orderNo);
  });

  it("answers a brand-bound operator about another brand's order or player as about a missing one", async () => {
    const other = await op('ophgtyfin', 'finance', ['hgty'], 'hgty');
    const otherAdmin = await op('ophgtyadm', 'admin', ['hgty'], 'hgty');
    const { orderNo } = await withdrawal('110');
    const ghost = `W${'9'.repeat(20)}`;
    const real = await postAt(other, 'hgty', 'withdrawals/review', { orderNo });
    const missing = await postAt(other, 'hgty', 'withdrawals/review', { orderNo: ghost });
    expect(real.status).toBe(404);
    expect(real.body).toEqual(missing.body);
    // At the foreign brand itself the answer does not depend on the id either.
    const there = await postAt(other, 'hgtyc', 'withdrawals/review', { orderNo });
    const thereGhost = await postAt(other, 'hgtyc', 'withdrawals/review', { orderNo: ghost });
    expect(there.body.status).toBe(false);
    expect(there.body).toEqual(thereGhost.body);
    const member = await buildMember(ctx);
    const player = await postAt(otherAdmin, 'hgty', 'members/disable', {
      username: member.username,
      reason: '越权',
    });
    const nobody = await postAt(otherAdmin, 'hgty', 'members/disable', {
      username: 'zz_nobody1',
      reason: '越权',
    });
    expect(player.body.status).toBe(false);
    expect({ ...player.body }).toEqual({ ...nobody.body });
    // Its own brand's lists show nothing of hgtyc.
    const list = await get(other, '/api/admin/v1/withdrawals?size=100', 'hgty');
    expect(list.body.data.list.map((w: { orderNo: string }) => w.orderNo)).not.toContain(orderNo);
    // An operator bound to two brands works at both and is refused at a third.
    const two = await op('optwobrand', 'finance', ['hgty', 'hgtyc'], 'hgty');
    expect((await get(two, '/api/admin/v1/withdrawals', 'hgtyc')).body.status).toBe(true);
    expect((await get(two, '/api/admin/v1/withdrawals', 'hgty')).body.status).toBe(true);
  });

  it('needs a second, different operator to approve a withdrawal above the threshold', async () => {
    const second = await op('opfinance2', 'finance');
    const big = await withdrawal('300');
    await adminPost(ctx, ops.finance, 'withdrawals/review', { orderNo: big.orderNo });
    const first = await adminPost(ctx, ops.finance, 'withdrawals/approve', { orderNo: big.orderNo });
    expect(first.body.data).toMatchObject({ status: 'reviewing', approvals: 1, approvalsNeeded: 2 });
    const again = await adminPost(ctx, ops.finance, 'withdrawals/approve', { orderNo: big.orderNo });
    expect(again.body.code).toBe('FOUR_EYES_SAME_OPERATOR');
    expect((await adminPost(ctx, ops.finance, 'withdrawals/pay', { orderNo: big.orderNo })).body.code).toBe(
      'ORDER_STATE',
    );
    const done = await adminPost(ctx, second, 'withdrawals/approve', { orderNo: big.orderNo });
    expect(done.body.data).toMatchObject({ status: 'approved', approvals: 2 });
    expect((await adminPost(ctx, ops.finance, 'withdrawals/pay', { orderNo: big.orderNo })).body.status).toBe(
      true,
    );
    // Below the threshold one approval is enough, as before.
    const small = await withdrawal('120');
    await adminPost(ctx, ops.finance, 'withdrawals/review', { orderNo: small.orderNo });
    const one = await adminPost(ctx, ops.finance, 'withdrawals/approve', { orderNo: small.orderNo });
    expect(one.body.data).toMatchObject({ status: 'approved', approvalsNeeded: 1 });
  });

  it('refuses an operator approving their own adjustment above the threshold', async () => {
    const second = await op('opadmin2', 'admin');
    const m = await buildMember(ctx);
    const asked = await adminPost(ctx, ops.admin, 'members/adjust', {
      username: m.username,
      amount: '500',
      reason: '大额补偿',
      requestId: randomUUID(),
    });
    expect(asked.body.data).toMatchObject({ status: 'pending' });
    expect((await balanceOf(ctx, m.token)).balance).toBe('0.0000');
    const approvalId = asked.body.data.approvalId as string;
    const own = await adminPost(ctx, ops.admin, 'members/adjust/approve', { approvalId });
    expect(own.body.code).toBe('FOUR_EYES_OWN_REQUEST');
    const ok = await adminPost(ctx, second, 'members/adjust/approve', { approvalId });
    expect(ok.body.data).toMatchObject({ status: 'done', balance: '500.0000' });
    const twice = await adminPost(ctx, second, 'members/adjust/approve', { approvalId });
    expect(twice.body.status).toBe(false);
    expect((await balanceOf(ctx, m.token)).balance).toBe('500.0000');
  });

  it(`pays once under a ${BURST}-way burst of second approvals (withdrawal and adjustment)`, async () => {
    const approvers = await Promise.all(Array.from({ length: 10 }, (_, i) => op(`opburst${i}`, 'finance')));
    const w = await withdrawal('400');
    await adminPost(ctx, ops.finance, 'withdrawals/review', { orderNo: w.orderNo });
    await adminPost(ctx, ops.finance, 'withdrawals/approve', { orderNo: w.orderNo });
    const approvals = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        adminPost(ctx, approvers[i % approvers.length]!, 'withdrawals/approve', { orderNo: w.orderNo }),
      ),
    );
    expect(approvals.filter((a) => a.body.status).length).toBe(1);
    expect(approvals.every((a) => a.status < 500)).toBe(true);
    const pays = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        adminPost(ctx, approvers[i % approvers.length]!, 'withdrawals/pay', { orderNo: w.orderNo }),
      ),
    );
    expect(pays.filter((a) => a.body.status).length).toBe(1);
    const paid = rowsOf(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from ledger_entries where reference = ${w.orderNo} and kind = 'withdraw_paid'`,
      ),
    );
    expect(Number(paid[0]!.n)).toBe(1);

    const m = await buildMember(ctx);
    const asked = await adminPost(ctx, ops.admin, 'members/adjust', {
      username: m.username,
      amount: '700',
      reason: '大额补偿',
      requestId: randomUUID(),
    });
    const approvalId = asked.body.data.approvalId as string;
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        adminPost(ctx, approvers[i % approvers.length]!, 'members/adjust/approve', { approvalId }),
      ),
    );
    expect(burst.filter((a) => a.body.status).length).toBe(1);
    expect(burst.every((a) => a.status < 500)).toBe(true);
    expect((await balanceOf(ctx, m.token)).balance).toBe('700.0000');
  });

  it('leaves exactly one audit row per write, with before, after and the address', async () => {
    const { orderNo } = await withdrawal('130');
    expect(await auditOf(orderNo)).toEqual([]);
    await adminPost(ctx, ops.finance, 'withdrawals/review', { orderNo });
    const rows = await auditOf(orderNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'withdrawal.review',
      operator: 'opfinance',
      before: { status: 'requested' },
      after: { status: 'reviewing' },
      ip: '127.0.0.1',
    });
    const m = await buildMember(ctx);
    await adminPost(ctx, ops.admin, 'members/adjust', {
      username: m.username,
      amount: '20',
      reason: '补发活动奖金',
      requestId: randomUUID(),
    });
    const adjusted = await auditOf(m.username);
    expect(adjusted).toHaveLength(1);
    expect(adjusted[0]).toMatchObject({
      action: 'member.adjust',
      before: { balance: '0.0000' },
      after: { balance: '20.0000' },
    });
    await adminPost(ctx, ops.admin, 'members/disable', { username: m.username, reason: '风控冻结' });
    const status = (await auditOf(m.username)).filter((e) => e.action === 'member.disable');
    expect(status).toHaveLength(1);
    expect(status[0]).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
    await adminPost(ctx, ops.admin, 'operators/create', {
      username: 'opcontent9',
      password: 'Content-pass-2026',
      role: 'content',
    });
    const created = await auditOf('opcontent9');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ action: 'operator.create', before: null, after: { role: 'content' } });
    // Filters: by action and by operator, paged on the server.
    const byAction = await get(ops.admin, '/api/admin/v1/audit?action=operator.create&size=1');
    expect(byAction.body.data.list).toHaveLength(1);
    expect(byAction.body.data.total).toBeGreaterThanOrEqual(1);
    const byOperator = await get(ops.admin, '/api/admin/v1/audit?operator=opfinance&size=100');
    expect(byOperator.body.data.list.every((e: { operator: string }) => e.operator === 'opfinance')).toBe(
      true,
    );
  });

  it('will not register an operator endpoint that declares no permission', async () => {
    const { endpoints } = await import('@houseline/shared/api/endpoints');
    const { createEndpointRegistrar } = await import('../src/platform/http/endpoint.ts');
    const Fastify = (await import('fastify')).default;
    const scratch = Fastify();
    const table = endpoints as unknown as Record<string, Record<string, unknown>>;
    table.adminUndeclared = {
      ...table.adminDeposits,
      path: '/api/admin/v1/undeclared',
      permission: undefined,
    };
    try {
      const endpoint = createEndpointRegistrar(scratch, {
        sessions: ctx.app.services.sessions,
        validateResponses: true,
      });
      expect(() =>
        endpoint('adminUndeclared' as 'adminDeposits', async () => ({ list: [], total: 0 })),
      ).toThrow(/declares no permission/);
      expect(() => endpoint('adminDeposits', async () => ({ list: [], total: 0 }))).not.toThrow();
    } finally {
      delete table.adminUndeclared;
      await scratch.close();
    }
  });

  it('refuses UPDATE and DELETE on the audit log', async () => {
    await expect(ctx.database.db.execute(sql`update operator_audit set action = 'x'`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from operator_audit`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`truncate operator_audit`)).rejects.toThrow();
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueSignature } from '../src/modules/venues/venue-client.ts';
import { buildSandboxCallback } from '../src/modules/wallet/sandbox-gateway.ts';
import { TRANSFER_RULES } from '../src/modules/wallet/wallet-config.ts';
import { backoffMs } from '../src/platform/jobs/job-alerts.ts';
import { createScheduler, JOB_FAILURE_ALERT_AT } from '../src/platform/jobs/scheduler.ts';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import {
  ADMIN,
  adminPost,
  auditMoney,
  balanceOf,
  FINANCE,
  memberGet,
  memberPost,
  operatorTokens,
} from './wallet-helpers.ts';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/**
 * Issue 8 items 1-5: the edges where a third party's answer could make money vanish. Every test
 * injects the fault (a credit that throws, a late notice, a refusal, two drivers, an item that
 * throws, a planted mismatch) and checks that the money is booked or held where an operator sees it.
 */
describe.each(BACKENDS)('money edges (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  let clockMs = Date.now();

  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      now: () => new Date(clockMs),
      config: { jobs: false, venueTimeoutMs: 2_000, chainBlockMs: 1_000 },
    });
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => {
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  const relogin = async () => {
    const login = async (o: { username: string; password: string }) =>
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/admin/v1/login',
          headers: { ...clientHeaders(), 'content-type': 'application/json' },
          payload: o,
        })
      ).body.data.token as string;
    return { admin: await login(ADMIN), finance: await login(FINANCE) };
  };
  const adminGet = (token: string, path: string) =>
    call(ctx.app, {
      method: 'GET',
      url: `/api/admin/v1/${path}`,
      headers: { ...clientHeaders(), authorization: `Bearer ${token}` },
    });
  const callback = (payload: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/pay/v1/callback/sandpay', payload });
  async function gatewayOrder(token: string, amount: string) {
    const order = await memberPost(ctx, token, '/api/findmed/v1/deposit/create', {
      channelId: 'sandpay',
      amount,
      requestId: randomUUID(),
    });
    expect(order.body).toMatchObject({ status: true });
    return order.body.data as { orderNo: string; amount: string };
  }

  /** Funds a member through the gateway, signed at the test's clock (it runs ahead of real time). */
  async function fund(token: string, amount: string) {
    const order = await gatewayOrder(token, amount);
    const answer = await callback(
      buildSandboxCallback(ctx.config.gatewaySecret, order.orderNo, order.amount, 'paid', new Date(clockMs)),
    );
    expect(answer.body).toBe('success');
  }

  it('1. a credit that fails once is credited by the redelivery of the same callback', async () => {
    const m = await buildMember(ctx);
    const order = await gatewayOrder(m.token, '120');
    const payload = buildSandboxCallback(
      ctx.config.gatewaySecret,
      order.orderNo,
      order.amount,
      'paid',
      new Date(clockMs),
    );
    const ledger = ctx.app.services.ledger;
    const post = ledger.post;
    let failures = 0;
    ledger.post = async (input, tx) => {
      if (input.kind === 'deposit' && failures === 0) {
        failures += 1;
        throw new Error('injected: the database went away mid-credit');
      }
      return post.call(ledger, input, tx);
    };
    try {
      const first = await callback(payload);
      // Nothing was booked: the gateway must hear "not done" so that it delivers again.
      expect(first.body).not.toBe('success');
    } finally {
      ledger.post = post;
    }
    expect(failures).toBe(1);
    const again = await callback(payload);
    expect(again.body).toBe('success');
    expect((await balanceOf(ctx, m.token)).balance).toBe('120.0000');
  });

  it('2. a paid notice after expiry is held for finance, listed, and credited once on review', async () => {
    const m = await buildMember(ctx);
    const order = await gatewayOrder(m.token, '75');
    clockMs += 16 * 60 * 1000;
    await ctx.app.services.deposits.expireOverdue();
    const late = buildSandboxCallback(
      ctx.config.gatewaySecret,
      order.orderNo,
      order.amount,
      'paid',
      new Date(clockMs),
    );
    const answers = await Promise.all([callback(late), callback(late), callback({ ...late })]);
    // Held durably: the gateway may stop retrying, finance takes it from here.
    expect(answers.map((a) => a.body)).toEqual(['success', 'success', 'success']);
    expect((await balanceOf(ctx, m.token)).balance).toBe('0.0000');

    const listed = await adminGet(ops.finance, 'deposits/late?status=held');
    expect(listed.body.status).toBe(true);
    const held = listed.body.data.list.find((l: { orderNo: string }) => l.orderNo === order.orderNo);
    expect(held).toMatchObject({ paidAmount: '75.0000', orderStatus: 'expired', status: 'held' });

    const resolve = (action: string) =>
      adminPost(ctx, ops.finance, 'deposits/late/resolve', {
        orderNo: order.orderNo,
        action,
        reason: '网关确认已收款',
      });
    const [a, b] = await Promise.all([resolve('credit'), resolve('credit')]);
    expect([a.body.status, b.body.status].sort()).toEqual([false, true]);
    expect((await balanceOf(ctx, m.token)).balance).toBe('75.0000');
    const detail = await memberGet(ctx, m.token, `/api/findmed/v1/deposit/order?orderNo=${order.orderNo}`);
    expect(detail.body.data.status).toBe('succeeded');
    const audit = await adminGet(ops.admin, 'audit');
    expect(
      audit.body.data.list.some(
        (r: { action: string; target: string }) =>
          r.action === 'deposit.late.credit' && r.target === order.orderNo,
      ),
    ).toBe(true);
    // A notice for a failed order is held too, and can be closed as refunded outside.
    const other = await gatewayOrder(m.token, '60');
    await callback(
      buildSandboxCallback(
        ctx.config.gatewaySecret,
        other.orderNo,
        other.amount,
        'failed',
        new Date(clockMs),
      ),
    );
    const after = await callback(
      buildSandboxCallback(ctx.config.gatewaySecret, other.orderNo, other.amount, 'paid', new Date(clockMs)),
    );
    expect(after.body).toBe('success');
    const refunded = await adminPost(ctx, ops.finance, 'deposits/late/resolve', {
      orderNo: other.orderNo,
      action: 'refund_outside',
      reason: '已原路退回',
    });
    expect(refunded.body.data).toMatchObject({ status: 'refunded_outside', orderStatus: 'failed' });
    expect((await balanceOf(ctx, m.token)).balance).toBe('75.0000');
  });

  it('3a. the demo venue answers a refused transfer id the same way when asked again', async () => {
    const venueCall = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const text = body === undefined ? '' : JSON.stringify(body);
      const ts = String(clockMs);
      const response = await ctx.app.inject({
        method,
        url,
        headers: {
          'x-venue-ts': ts,
          'x-venue-sign': venueSignature(ctx.config.venueSecret, ts, method, url, text),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: text }),
      });
      return response.json() as { status: string };
    };
    const player = `hgtyc_${randomUUID().slice(0, 8)}`;
    const out = {
      transferId: `T${Date.now()}1`,
      venue: 'demo_slot',
      player,
      direction: 'out',
      amount: '10.0000',
    };
    expect((await venueCall('POST', '/venue/demo/v1/transfer', out)).status).toBe('refused');
    const fund = { ...out, transferId: `T${Date.now()}2`, direction: 'in', amount: '50.0000' };
    expect((await venueCall('POST', '/venue/demo/v1/transfer', fund)).status).toBe('ok');
    // The player now holds enough, but the refused id stays refused: its answer is final.
    expect((await venueCall('POST', '/venue/demo/v1/transfer', out)).status).toBe('refused');
    expect((await venueCall('GET', `/venue/demo/v1/transfer?transferId=${out.transferId}`)).status).toBe(
      'refused',
    );
    // Take the 50 back out so the venue's books match ours again (this player has no account here).
    const back = { ...fund, transferId: `T${Date.now()}3`, direction: 'out' };
    expect((await venueCall('POST', '/venue/demo/v1/transfer', back)).status).toBe('ok');
  });

  it('3b. a pending transfer has one driver however many retries and reconcilers arrive', async () => {
    const m = await buildMember(ctx);
    await fund(m.token, '300');
    const venue = ctx.app.services.demoVenue!;
    const requestId = randomUUID();
    const body = { from: 'center', to: 'demo_live', amount: '100', requestId };
    venue.control({ failure: 'error' });
    try {
      const first = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', body);
      expect(first.body.data.status).toBe('pending');
    } finally {
      venue.control({ failure: 'none' });
    }
    // Count the transfer calls that reach the venue while five retries and two reconcilers race.
    const inject = ctx.app.inject.bind(ctx.app);
    let venueTransferCalls = 0;
    (ctx.app as { inject: unknown }).inject = ((options: { method?: string; url?: string }) => {
      if (options.method === 'POST' && options.url?.includes('/venue/demo/v1/transfer'))
        venueTransferCalls += 1;
      return inject(options as never);
    }) as never;
    venue.control({ latencyMs: 150 });
    try {
      clockMs += 60_000;
      await Promise.all([
        ...Array.from({ length: 5 }, () => memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', body)),
        ctx.app.services.transfers.reconcile(100, 0),
        ctx.app.services.transfers.reconcile(100, 0),
      ]);
    } finally {
      venue.control({ latencyMs: 0 });
      (ctx.app as { inject: unknown }).inject = inject;
    }
    expect(venueTransferCalls).toBe(1);
    expect((await balanceOf(ctx, m.token)).balance).toBe('200.0000');
  });

  it('4. a reconciler item that throws is isolated, retried with backoff, and listed once stuck', async () => {
    const m = await buildMember(ctx);
    await fund(m.token, '100');
    const venue = ctx.app.services.demoVenue!;
    venue.control({ failure: 'error' });
    const ids: string[] = [];
    try {
      for (const amount of ['10', '20']) {
        const r = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
          from: 'center',
          to: 'demo_chess',
          amount,
          requestId: randomUUID(),
        });
        expect(r.body.data.status).toBe('pending');
        ids.push(r.body.data.transferId);
      }
    } finally {
      venue.control({ failure: 'none' });
    }
    const [poisoned, healthy] = ids as [string, string];
    const ledger = ctx.app.services.ledger;
    const post = ledger.post;
    ledger.post = async (input, tx) => {
      if (input.reference === poisoned) throw new Error('injected: settle of one item fails');
      return post.call(ledger, input, tx);
    };
    try {
      clockMs += 60_000;
      // The poisoned item does not stop the batch: the healthy one settles.
      await ctx.app.services.transfers.reconcile(100, 0);
      const wallets = async () =>
        (await memberGet(ctx, m.token, '/api/game/walletlist')).body.data as {
          code: string;
          balance: string;
        }[];
      expect((await wallets()).find((w) => w.code === 'demo_chess')?.balance).toBe('20.0000');
      const [row] = rowsOf<{ attempts: number; next_attempt_at: unknown; last_error: string }>(
        await ctx.database.db.execute(
          sql`select attempts, next_attempt_at, last_error from venue_transfers where transfer_id = ${poisoned}`,
        ),
      );
      expect(Number(row!.attempts)).toBeGreaterThanOrEqual(1);
      expect(row!.next_attempt_at).not.toBeNull();
      expect(row!.last_error).toContain('injected');
      // Keep failing past the cap, the clock passing each backoff: it becomes stuck and alerts.
      for (let attempt = 1; attempt < TRANSFER_RULES.maxAttempts; attempt += 1) {
        clockMs += backoffMs(attempt, TRANSFER_RULES.retryBaseMs, TRANSFER_RULES.retryMaxMs) + 1_000;
        await ctx.app.services.transfers.reconcile(100, 0);
      }
      // Stuck: the reconciler leaves it alone now, however late it gets.
      clockMs += 60 * 60 * 1000;
      await ctx.app.services.transfers.reconcile(100, 0);
      const [after] = rowsOf<{ attempts: number; stuck_at: unknown; status: string }>(
        await ctx.database.db.execute(
          sql`select attempts, stuck_at, status from venue_transfers where transfer_id = ${poisoned}`,
        ),
      );
      expect(Number(after!.attempts)).toBe(TRANSFER_RULES.maxAttempts);
      expect(after!.stuck_at).not.toBeNull();
      expect(after!.status).toBe('pending');
      // The clock moved on: the operators log in again.
      ops = await relogin();
      const alerts = await adminGet(ops.admin, 'jobs/alerts');
      expect(alerts.body.status).toBe(true);
      const stuck = alerts.body.data.list.filter(
        (a: { subject: string }) => a.subject === `transfer:${poisoned}`,
      );
      expect(stuck).toHaveLength(1);
      expect(stuck[0].job).toBe('transfers.reconcile');
    } finally {
      ledger.post = post;
    }
    expect(healthy).not.toBe(poisoned);
    // An operator sends it back to the reconciler once the cause is fixed; it settles exactly once.
    const retry = await adminPost(ctx, ops.admin, 'transfers/retry', { transferId: poisoned });
    expect(retry.body.status).toBe(true);
    await ctx.app.services.transfers.reconcile(100, 0);
    expect((await balanceOf(ctx, m.token)).balance).toBe('70.0000');
  });

  it('4b. a job that keeps failing backs off, and alerts after repeated failures', async () => {
    const realClock = { now: () => new Date() };
    const scheduler = createScheduler(ctx.database, ctx.app.log, {
      alerts: ctx.app.services.alerts,
      ...realClock,
    });
    let runs = 0;
    const name = `test.failing.${backend}`;
    scheduler.start([
      {
        name,
        everyMs: 10,
        run: async () => {
          runs += 1;
          throw new Error('injected: the job fails every time');
        },
      },
    ]);
    const deadline = Date.now() + 10_000;
    let raised = false;
    while (!raised && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      const [row] = rowsOf<{ n: number }>(
        await ctx.database.db.execute(sql`select count(*)::int as n from job_alerts where job = ${name}`),
      );
      raised = Number(row!.n) === 1;
    }
    await scheduler.stop();
    expect(raised).toBe(true);
    // Backed off: 10 ms apart without backoff would be hundreds of runs by now.
    expect(runs).toBeGreaterThanOrEqual(JOB_FAILURE_ALERT_AT);
    expect(runs).toBeLessThan(JOB_FAILURE_ALERT_AT + 5);
  });

  it('5. the books audit finds a planted mismatch and raises an alert operators can list', async () => {
    const clean = await adminPost(ctx, ops.admin, 'books/audit', {});
    expect(clean.body.status).toBe(true);
    expect(clean.body.data.problems).toEqual([]);
    const m = await buildMember(ctx);
    await fund(m.token, '60');
    await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
      from: 'center',
      to: 'demo_fish',
      amount: '60',
      requestId: randomUUID(),
    });
    const player = `hgtyc_${m.id}`;
    // Plant: the venue's books say the player holds 1.0000 more than our mirror of that wallet.
    await ctx.database.db.execute(
      sql`update demo_venue_wallets set balance = balance + 10000 where player = ${player} and venue = 'demo_fish'`,
    );
    const found = await adminPost(ctx, ops.admin, 'books/audit', {});
    expect(found.body.data.problems.some((p: string) => p.includes('demo_fish') && p.includes(player))).toBe(
      true,
    );
    const alerts = await adminGet(ops.admin, 'jobs/alerts');
    expect(alerts.body.data.list.some((a: { job: string }) => a.job === 'books.audit')).toBe(true);
    // Put it back so the suite's closing audit is clean again.
    await ctx.database.db.execute(
      sql`update demo_venue_wallets set balance = balance - 10000 where player = ${player} and venue = 'demo_fish'`,
    );
  });

  it('14. fifty concurrent deposit orders never pass the open-orders limit', async () => {
    const m = await buildMember(ctx);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', {
          channelId: 'sandpay',
          amount: '50',
          requestId: randomUUID(),
        }),
      ),
    );
    const created = answers.filter((a) => a.body.status === true).length;
    expect(created).toBe(5);
    expect(answers.filter((a) => a.body.code === 'DEPOSIT_PENDING_LIMIT')).toHaveLength(45);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildSandboxCallback } from '../../src/modules/wallet/sandbox-gateway.ts';
import { rowsOf } from '../venue-rounds-helpers.ts';
import { adminPost, memberPost } from '../wallet-helpers.ts';
import {
  type Answer,
  BURST,
  burst,
  entries,
  fromEnvelope,
  fundedMember,
  judge,
  type SweepState,
  UNIT,
} from './sweep-kit.ts';

const V1 = '/api/findmed/v1';

/** Deposit: order create (one order per request id), the signed gateway callback, operator confirm. */
export async function sweepDeposits(state: SweepState): Promise<void> {
  const { ctx, ops } = state;
  const m = await fundedMember(state, '0');
  const requestId = randomUUID();
  const created = await burst(BURST, async () =>
    fromEnvelope(
      (
        await memberPost(ctx, m.token, `${V1}/deposit/create`, {
          channelId: 'sandpay',
          amount: '100',
          requestId,
        })
      ).body,
      (d: { orderNo: string }) => d.orderNo,
    ),
  );
  const [orders] = rowsOf<{ n: number }>(
    await ctx.database.db.execute(
      sql`select count(*)::int as n from deposit_orders where member_id = ${m.id}`,
    ),
  );
  await judge(state, {
    endpoint: 'depositCreate',
    kind: 'identical',
    answers: created,
    expected: BURST,
    refusals: [],
    effects: { actual: Number(orders?.n), expected: 1 },
  });

  const orderNo = created[0]!.same as string;
  const callback = buildSandboxCallback(ctx.config.gatewaySecret, orderNo, '100.0000', 'paid', new Date());
  const notify = (payload: Record<string, string>) => async (): Promise<Answer> => {
    const r = await ctx.app.inject({ method: 'POST', url: '/api/pay/v1/callback/sandpay', payload });
    return { ok: r.body === 'success', code: r.body === 'success' ? undefined : r.body, same: r.body };
  };
  const same = await burst(BURST, notify(callback));
  await judge(state, {
    endpoint: 'payCallback',
    kind: 'identical',
    answers: same,
    expected: BURST,
    refusals: [],
    effects: { actual: await entries(ctx, 'deposit', orderNo), expected: 1 },
    memberId: m.id,
    expectedBalance: 100n * UNIT,
  });

  // Another order, notified 50 times with 50 different nonces and timestamps: one credit.
  const other = await memberPost(ctx, m.token, `${V1}/deposit/create`, {
    channelId: 'sandpay',
    amount: '100',
    requestId: randomUUID(),
  });
  const otherNo = other.body.data.orderNo as string;
  const distinct = await burst(BURST, (i) =>
    notify(
      buildSandboxCallback(ctx.config.gatewaySecret, otherNo, '100.0000', 'paid', new Date(Date.now() - i)),
    )(),
  );
  await judge(state, {
    endpoint: 'payCallback',
    kind: 'conflicting',
    answers: distinct,
    expected: BURST,
    refusals: [],
    effects: { actual: await entries(ctx, 'deposit', otherNo), expected: 1 },
    memberId: m.id,
    expectedBalance: 200n * UNIT,
  });

  // The sandbox pay page's confirm button, pressed 50 times at once: one credit.
  const paged = await memberPost(ctx, m.token, `${V1}/deposit/create`, {
    channelId: 'sandpay',
    amount: '100',
    requestId: randomUUID(),
  });
  const pagedNo = paged.body.data.orderNo as string;
  const pressed = await burst(BURST, async () => {
    const r = await ctx.app.inject({
      method: 'POST',
      url: `/api/sandbox/v1/pay/${pagedNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=paid',
    });
    return { ok: r.statusCode === 303, code: String(r.statusCode), same: r.headers.location };
  });
  await judge(state, {
    endpoint: 'sandboxPayConfirm',
    kind: 'identical',
    answers: pressed,
    expected: BURST,
    refusals: [],
    effects: { actual: await entries(ctx, 'deposit', pagedNo), expected: 1 },
    memberId: m.id,
    expectedBalance: 300n * UNIT,
  });

  // A bank order: 25 confirms and 25 rejects at once — exactly one decision, at most one credit.
  const bank = await memberPost(ctx, m.token, `${V1}/deposit/create`, {
    channelId: 'bank',
    amount: '300',
    payerName: '王小明',
    requestId: randomUUID(),
  });
  const bankNo = bank.body.data.orderNo as string;
  const decided = await burst(BURST, async (i) =>
    fromEnvelope(
      (
        await adminPost(ctx, ops.finance, i % 2 ? 'deposits/reject' : 'deposits/confirm', {
          orderNo: bankNo,
          reason: '并发测试',
        })
      ).body,
    ),
  );
  const credited = await entries(ctx, 'deposit', bankNo);
  await judge(state, {
    endpoint: 'adminDepositConfirm',
    kind: 'conflicting',
    answers: decided,
    expected: 1,
    refusals: ['ORDER_STATE'],
    effects: { actual: credited, expected: credited === 1 ? 1 : 0 },
    memberId: m.id,
    expectedBalance: 300n * UNIT + BigInt(credited) * 300n * UNIT,
  });
  state.swept.add('adminDepositReject');
}

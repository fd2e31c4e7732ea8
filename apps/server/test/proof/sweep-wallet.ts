import { randomUUID } from 'node:crypto';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { encryptPassword } from '../helpers.ts';
import { adminPost, memberGet, memberPost, withdrawalReady } from '../wallet-helpers.ts';
import {
  type Answer,
  BURST,
  burst,
  centerMinor,
  entries,
  fromEnvelope,
  fundedMember,
  judge,
  type SweepState,
  UNIT,
} from './sweep-kit.ts';

const V1 = '/api/findmed/v1';

/** Withdrawal apply (one hold per request id; balance and the daily count bound a burst). */
export async function sweepWithdrawals(state: SweepState): Promise<void> {
  const { ctx, ops } = state;
  const m = await fundedMember(state, '1000');
  const accountId = await withdrawalReady(ctx, m.token);
  const wpassword = await encryptPassword(ctx, '135790');
  const apply = (amount: string, requestId: string) => async () =>
    fromEnvelope(
      (await memberPost(ctx, m.token, `${V1}/withdraw/apply`, { accountId, amount, wpassword, requestId }))
        .body,
      (d: { orderNo: string }) => d.orderNo,
    );
  const requestId = randomUUID();
  const same = await burst(BURST, apply('100', requestId));
  await judge(state, {
    endpoint: 'withdrawApply',
    kind: 'identical',
    answers: same,
    // The withdrawal password guard admits five attempts at a time (five wrong in 15 minutes lock
    // it, and attempts in flight count): the rest of a burst is told WPASSWORD_LOCKED, moving nothing.
    expected: same.filter((a) => a.ok).length,
    refusals: ['WPASSWORD_LOCKED'],
    sameAnswers: false,
    effects: {
      actual: await entries(ctx, 'withdraw_hold', same.find((a) => a.ok)?.same as string),
      expected: 1,
    },
    memberId: m.id,
    expectedBalance: 900n * UNIT,
  });

  const info = (await memberGet(ctx, m.token, `${V1}/withdraw/info`)).body.data;
  const before = await centerMinor(ctx, m.id);
  const amount = parseAmountToMinor('150');
  const allowed = Math.min(Number(before / amount), info.dailyCountLimit - info.dailyCountUsed);
  const many = await burst(BURST, () => apply('150', randomUUID())());
  await judge(state, {
    endpoint: 'withdrawApply',
    kind: 'conflicting',
    answers: many,
    expected: allowed,
    refusals: ['INSUFFICIENT_BALANCE', 'WITHDRAW_DAILY_COUNT', 'WITHDRAW_DAILY_AMOUNT', 'WPASSWORD_LOCKED'],
    memberId: m.id,
    expectedBalance: before - BigInt(many.filter((a) => a.ok).length) * amount,
  });

  // The operator's side: 50 pays of one approved order; then 25 pays and 25 rejects of another.
  const orderNo = same.find((a) => a.ok)!.same as string;
  for (const step of ['review', 'approve'])
    await adminPost(ctx, ops.finance, `withdrawals/${step}`, { orderNo });
  const pays = await burst(BURST, async () =>
    fromEnvelope((await adminPost(ctx, ops.finance, 'withdrawals/pay', { orderNo })).body),
  );
  const afterPays = await centerMinor(ctx, m.id);
  await judge(state, {
    endpoint: 'adminWithdrawalPay',
    kind: 'identical',
    answers: pays,
    expected: 1,
    refusals: ['ORDER_STATE'],
    sameAnswers: false,
    effects: { actual: await entries(ctx, 'withdraw_paid', orderNo), expected: 1 },
  });
  const second = many.find((a) => a.ok)?.same as string;
  for (const step of ['review', 'approve'])
    await adminPost(ctx, ops.finance, `withdrawals/${step}`, { orderNo: second });
  const mixed = await burst(BURST, async (i) =>
    fromEnvelope(
      (
        await adminPost(ctx, ops.finance, i % 2 ? 'withdrawals/reject' : 'withdrawals/pay', {
          orderNo: second,
          reason: '并发测试',
        })
      ).body,
    ),
  );
  const refunded = await entries(ctx, 'withdraw_refund', second);
  await judge(state, {
    endpoint: 'adminWithdrawalReject',
    kind: 'conflicting',
    answers: mixed,
    expected: 1,
    refusals: ['ORDER_STATE'],
    effects: { actual: refunded + (await entries(ctx, 'withdraw_paid', second)), expected: 1 },
    memberId: m.id,
    expectedBalance: afterPays + BigInt(refunded) * amount,
  });
  state.swept.add('adminWithdrawalPay');
}

/** Center → venue transfers: one per request id; a balance of 10 lets exactly 10 of 1.00 through. */
export async function sweepTransfers(state: SweepState): Promise<void> {
  const { ctx } = state;
  const m = await fundedMember(state, '10');
  const transfer = (requestId: string) => async () =>
    fromEnvelope(
      (
        await memberPost(ctx, m.token, `${V1}/wallet/transfer`, {
          from: 'center',
          to: 'demo_slot',
          amount: '1.00',
          requestId,
        })
      ).body,
      // A replay answers the transfer as it stands (pending while the first is at the venue).
      (d: { transferId: string }) => d.transferId,
    );
  const requestId = randomUUID();
  const same = await burst(BURST, transfer(requestId));
  await judge(state, {
    endpoint: 'transfer',
    kind: 'identical',
    answers: same,
    expected: BURST,
    refusals: [],
    effects: { actual: await entries(ctx, 'transfer_out', `transfer:${same[0]?.same}:debit`), expected: 1 },
    memberId: m.id,
    expectedBalance: 9n * UNIT,
  });
  const reach = Number((await centerMinor(ctx, m.id)) / UNIT);
  const many = await burst(BURST, () => transfer(randomUUID())());
  await judge(state, {
    endpoint: 'transfer',
    kind: 'conflicting',
    answers: many,
    expected: reach,
    refusals: ['INSUFFICIENT_BALANCE'],
    memberId: m.id,
    expectedBalance: 0n,
  });
}

/** Recover all: the venue wallets come home once, however many ask (one request id or many). */
export async function sweepRecover(state: SweepState): Promise<void> {
  const { ctx } = state;
  const m = await fundedMember(state, '10');
  const toVenue = async () => {
    const r = await memberPost(ctx, m.token, `${V1}/wallet/transfer`, {
      from: 'center',
      to: 'demo_slot',
      amount: '10',
      requestId: randomUUID(),
    });
    if (r.body.data?.status !== 'succeeded') throw new Error(`transfer: ${JSON.stringify(r.body)}`);
  };
  // A recover succeeds as far as it moved something; the others find nothing left (or lose the race).
  const recover = (requestId: string) => async (): Promise<Answer> => {
    const r = await memberPost(ctx, m.token, `${V1}/wallet/recover`, { requestId });
    const moved = r.body.status ? (r.body.data.moved as string) : '0';
    return { ok: parseAmountToMinor(moved) > 0n, code: r.body.code ?? 'NOTHING_MOVED', same: moved };
  };
  for (const kind of ['identical', 'conflicting'] as const) {
    await toVenue();
    const requestId = randomUUID();
    const answers = await burst(
      BURST,
      kind === 'identical' ? recover(requestId) : () => recover(randomUUID())(),
    );
    await judge(state, {
      endpoint: 'recoverAll',
      kind,
      answers,
      expected: 1,
      refusals: ['NOTHING_MOVED'],
      sameAnswers: false,
      memberId: m.id,
      expectedBalance: 10n * UNIT,
    });
  }
}

/** Exchange: a quote is used once; quotes against one balance go through as far as it reaches. */
export async function sweepExchange(state: SweepState): Promise<void> {
  const { ctx } = state;
  const m = await fundedMember(state, '20');
  const quote = async () =>
    (
      await memberPost(ctx, m.token, `${V1}/wallet/exchange/quote`, {
        from: 'center',
        to: 'usdt',
        amount: '2',
      })
    ).body.data.quoteId as string;
  const exchange = (quoteId: string) => async () =>
    fromEnvelope((await memberPost(ctx, m.token, `${V1}/wallet/exchange`, { quoteId })).body);
  const one = await quote();
  const same = await burst(BURST, exchange(one));
  await judge(state, {
    endpoint: 'exchange',
    kind: 'identical',
    answers: same,
    expected: 1,
    refusals: ['QUOTE_USED'],
    sameAnswers: false,
    effects: { actual: await entries(ctx, 'exchange', one), expected: 1 },
    memberId: m.id,
    expectedBalance: 18n * UNIT,
  });
  const quotes: string[] = [];
  for (let i = 0; i < BURST; i++) quotes.push(await quote());
  const reach = Number((await centerMinor(ctx, m.id)) / (2n * UNIT));
  const many = await burst(BURST, (i) => exchange(quotes[i]!)());
  await judge(state, {
    endpoint: 'exchange',
    kind: 'conflicting',
    answers: many,
    expected: reach,
    refusals: ['INSUFFICIENT_BALANCE'],
    memberId: m.id,
    expectedBalance: 0n,
  });
  state.swept.add('exchangeQuote');
}

/** The operator's balance adjustment: one per request id; debits stop at zero. */
export async function sweepAdjust(state: SweepState): Promise<void> {
  const { ctx, ops } = state;
  const m = await fundedMember(state, '5');
  const adjust = (amount: string, requestId: string) => async () =>
    fromEnvelope(
      (
        await adminPost(ctx, ops.admin, 'members/adjust', {
          username: m.username,
          amount,
          reason: '并发测试',
          requestId,
        })
      ).body,
      (d: { balance: string }) => d.balance,
    );
  const requestId = randomUUID();
  const same = await burst(BURST, adjust('5', requestId));
  await judge(state, {
    endpoint: 'adminAdjust',
    kind: 'identical',
    answers: same,
    expected: BURST,
    refusals: [],
    effects: { actual: await entries(ctx, 'adjust', requestId), expected: 1 },
    memberId: m.id,
    expectedBalance: 10n * UNIT,
  });
  const reach = Number((await centerMinor(ctx, m.id)) / UNIT);
  const many = await burst(BURST, () => adjust('-1', randomUUID())());
  await judge(state, {
    endpoint: 'adminAdjust',
    kind: 'conflicting',
    answers: many,
    expected: reach,
    refusals: ['INSUFFICIENT_BALANCE'],
    memberId: m.id,
    expectedBalance: 0n,
  });
}

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxCallback } from '../src/modules/wallet/sandbox-gateway.ts';
import { BACKENDS, buildMember, createTestApp, encryptPassword, type TestContext } from './helpers.ts';
import {
  adminPost,
  auditMoney,
  balanceOf,
  depositByGateway,
  memberGet,
  memberPost,
  operatorTokens,
  withdrawalReady,
} from './wallet-helpers.ts';

describe.each(BACKENDS)('wallet (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  let clockMs = Date.now();
  const advance = (ms: number) => {
    clockMs += ms;
  };

  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      now: () => new Date(clockMs),
      config: { jobs: false, venueTimeoutMs: 300, chainBlockMs: 1_000 },
    });
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => {
    // The reconciling audit: ledger invariants, clearing and hold against the open orders, one
    // entry per succeeded deposit, and the demo venue's books against our venue accounts.
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  describe('deposits', () => {
    it('credits a gateway deposit once however many times its callback arrives', async () => {
      const m = await buildMember(ctx);
      const order = await memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', {
        channelId: 'sandpay',
        amount: '100.50',
        requestId: randomUUID(),
      });
      expect(order.body.data).toMatchObject({ status: 'created', amount: '100.5000', turnover: '100.5000' });
      const { orderNo } = order.body.data;
      const signed = buildSandboxCallback(
        ctx.config.gatewaySecret,
        orderNo,
        '100.5000',
        'paid',
        new Date(clockMs),
      );
      // The same callback ten times at once, and ten fresh deliveries (new nonces) at once.
      const fresh = Array.from({ length: 10 }, () =>
        buildSandboxCallback(ctx.config.gatewaySecret, orderNo, '100.5000', 'paid', new Date(clockMs)),
      );
      const answers = await Promise.all(
        [...Array.from({ length: 10 }, () => signed), ...fresh].map((payload) =>
          ctx.app.inject({ method: 'POST', url: '/api/pay/v1/callback/sandpay', payload }),
        ),
      );
      expect(answers.every((a) => a.body === 'success')).toBe(true);
      expect((await balanceOf(ctx, m.token)).balance).toBe('100.5000');
      const detail = await memberGet(ctx, m.token, `/api/findmed/v1/deposit/order?orderNo=${orderNo}`);
      expect(detail.body.data.status).toBe('succeeded');
      const credits = await ctx.database.db.execute(
        sql`select count(*)::int as n from ledger_entries where idempotency_key = ${`deposit:${orderNo}`}`,
      );
      expect((credits as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    });

    it('refuses forged, tampered and stale callbacks and changes nothing', async () => {
      const m = await buildMember(ctx);
      const order = await memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', {
        channelId: 'sandpay',
        amount: '60',
        requestId: randomUUID(),
      });
      const { orderNo } = order.body.data;
      const forged = buildSandboxCallback('not-the-secret', orderNo, '60.0000', 'paid', new Date(clockMs));
      const tampered = {
        ...buildSandboxCallback(ctx.config.gatewaySecret, orderNo, '60.0000', 'paid', new Date(clockMs)),
        amount: '6000.0000',
      };
      const stale = buildSandboxCallback(
        ctx.config.gatewaySecret,
        orderNo,
        '60.0000',
        'paid',
        new Date(clockMs - 10 * 60_000),
      );
      for (const payload of [forged, tampered, stale, { orderNo }]) {
        const answer = await ctx.app.inject({ method: 'POST', url: '/api/pay/v1/callback/sandpay', payload });
        expect(answer.body).toBe('fail');
      }
      expect((await balanceOf(ctx, m.token)).balance).toBe('0.0000');
    });

    it('takes a bank transfer when finance confirms it, and adds its turnover', async () => {
      const m = await buildMember(ctx);
      const order = await memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', {
        channelId: 'bank',
        amount: '1000',
        payerName: '王小明',
        requestId: randomUUID(),
      });
      expect(order.body.data).toMatchObject({ status: 'pending', payerName: '王小明' });
      expect(order.body.data.receiver.accountNo).toBeTruthy();
      const confirm = await adminPost(ctx, ops.finance, 'deposits/confirm', {
        orderNo: order.body.data.orderNo,
      });
      expect(confirm.body.data.status).toBe('succeeded');
      const again = await adminPost(ctx, ops.finance, 'deposits/confirm', {
        orderNo: order.body.data.orderNo,
      });
      expect(again.body.code).toBe('ORDER_STATE');
      expect((await balanceOf(ctx, m.token)).balance).toBe('1000.0000');
      const info = await memberGet(ctx, m.token, '/api/findmed/v1/withdraw/info');
      expect(info.body.data).toMatchObject({ turnoverRemaining: '1000.0000', withdrawable: '0.0000' });
    });

    it('rejects a bank transfer with a reason, crediting nothing', async () => {
      const m = await buildMember(ctx);
      const order = await memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', {
        channelId: 'bank',
        amount: '300',
        payerName: '王小明',
        requestId: randomUUID(),
      });
      const noReason = await adminPost(ctx, ops.finance, 'deposits/reject', {
        orderNo: order.body.data.orderNo,
      });
      expect(noReason.body.status).toBe(false);
      const rejected = await adminPost(ctx, ops.finance, 'deposits/reject', {
        orderNo: order.body.data.orderNo,
        reason: '未收到款项',
      });
      expect(rejected.body.data).toMatchObject({ status: 'failed', reason: '未收到款项' });
      expect((await balanceOf(ctx, m.token)).balance).toBe('0.0000');
    });

    it('credits USDT after the required confirmations on the sandbox chain', async () => {
      const m = await buildMember(ctx);
      const address = (await memberGet(ctx, m.token, '/api/findmed/v1/deposit/address')).body.data;
      expect(address.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      await memberPost(ctx, m.token, '/api/sandbox/v1/chain/send', {
        address: address.address,
        amount: '25',
      });
      await ctx.app.services.chain.watchChain();
      let list = (await memberGet(ctx, m.token, '/api/findmed/v1/deposit/records')).body.data.list;
      expect(list[0]).toMatchObject({ channelKind: 'usdt', status: 'pending', confirmations: 0 });
      advance(1_500);
      await ctx.app.services.chain.watchChain();
      list = (await memberGet(ctx, m.token, '/api/findmed/v1/deposit/records')).body.data.list;
      expect(list[0]).toMatchObject({ status: 'pending', confirmations: 1 });
      advance(2_000);
      await ctx.app.services.chain.watchChain();
      await ctx.app.services.chain.watchChain();
      list = (await memberGet(ctx, m.token, '/api/findmed/v1/deposit/records')).body.data.list;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        status: 'succeeded',
        confirmations: 3,
        amount: '25.0000',
        currency: 'USDT',
      });
      expect((await balanceOf(ctx, m.token)).virtual?.balance).toBe('25.0000');
      // Turnover is counted in the center currency: 25 USDT at 7.18 requires 179.50 of bets.
      const info = await memberGet(ctx, m.token, '/api/findmed/v1/withdraw/info');
      expect(info.body.data.turnoverRemaining).toBe('179.5000');
      expect(list[0].turnover).toBe('179.5000');
    });

    it('says clearly what is wrong with an amount and opens no order', async () => {
      const m = await buildMember(ctx);
      const cases: [string, string][] = [
        ['0', '金额必须大于0'],
        ['-5', '请输入正确的金额'],
        ['1.234', '金额最多保留两位小数'],
        ['abc', '请输入正确的金额'],
        ['10', '单笔金额不能低于100.00'],
        ['50000.01', '单笔金额不能高于50,000.00'],
      ];
      for (const [amount, message] of cases) {
        const answer = await memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', {
          channelId: 'bank',
          amount,
          requestId: randomUUID(),
        });
        expect(answer.body.status, amount).toBe(false);
        expect(answer.body.data, amount).toBe(message);
      }
      const noPayer = await memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', {
        channelId: 'bank',
        amount: '500',
        payerName: '  ',
        requestId: randomUUID(),
      });
      expect(noPayer.body).toMatchObject({
        status: false,
        code: 'PAYER_NAME_REQUIRED',
        data: '请输入付款人姓名',
      });
      const records = await memberGet(ctx, m.token, '/api/findmed/v1/deposit/records');
      expect(records.body.data.total).toBe(0);
    });

    it('answers a repeated request id with the same order, and a changed one with a conflict', async () => {
      const m = await buildMember(ctx);
      const requestId = randomUUID();
      const fields = { channelId: 'bank', amount: '200', payerName: '王小明', requestId };
      const [a, b] = await Promise.all([
        memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', fields),
        memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', fields),
      ]);
      expect(a.body.data.orderNo).toBe(b.body.data.orderNo);
      const changed = await memberPost(ctx, m.token, '/api/findmed/v1/deposit/create', {
        ...fields,
        amount: '300',
      });
      expect(changed.body.code).toBe('IDEMPOTENCY_CONFLICT');
    });

    it("never shows one member another member's order", async () => {
      const a = await buildMember(ctx);
      const b = await buildMember(ctx);
      const orderNo = await depositByGateway(ctx, a.token, '100');
      const peek = await memberGet(ctx, b.token, `/api/findmed/v1/deposit/order?orderNo=${orderNo}`);
      expect(peek.status).toBe(404);
      expect(peek.body.status).toBe(false);
    });
  });

  describe('withdrawals', () => {
    it('holds the money at once, and an operator reviews, approves and pays', async () => {
      const m = await buildMember(ctx);
      await depositByGateway(ctx, m.token, '500');
      const accountId = await withdrawalReady(ctx, m.token);
      const wpassword = await encryptPassword(ctx, '135790');

      const blocked = await memberPost(ctx, m.token, '/api/findmed/v1/withdraw/apply', {
        accountId,
        amount: '200',
        wpassword,
        requestId: randomUUID(),
      });
      expect(blocked.body).toMatchObject({
        code: 'TURNOVER_NOT_MET',
        data: '流水未达标，还需完成500.00流水才能提现',
      });

      const waive = await adminPost(ctx, ops.admin, 'members/turnover/waive', {
        username: m.username,
        reason: '活动豁免',
      });
      expect(waive.body.data.waived).toBe('500.0000');

      const requestId = randomUUID();
      const applied = await memberPost(ctx, m.token, '/api/findmed/v1/withdraw/apply', {
        accountId,
        amount: '200',
        wpassword,
        requestId,
      });
      expect(applied.body.data).toMatchObject({ status: 'requested', amount: '200.0000', fee: '0.0000' });
      expect(applied.body.data.accountLabel).toContain('3446');
      expect(await balanceOf(ctx, m.token)).toMatchObject({ balance: '300.0000', frozen: '200.0000' });
      // The same request again: the same order, no second hold.
      const retry = await memberPost(ctx, m.token, '/api/findmed/v1/withdraw/apply', {
        accountId,
        amount: '200',
        wpassword,
        requestId,
      });
      expect(retry.body.data.orderNo).toBe(applied.body.data.orderNo);
      expect((await balanceOf(ctx, m.token)).balance).toBe('300.0000');

      const { orderNo } = applied.body.data;
      const payTooEarly = await adminPost(ctx, ops.finance, 'withdrawals/pay', { orderNo });
      expect(payTooEarly.body.code).toBe('ORDER_STATE');
      for (const step of ['review', 'approve', 'pay']) {
        const answer = await adminPost(ctx, ops.finance, `withdrawals/${step}`, { orderNo });
        expect(answer.body.status, step).toBe(true);
      }
      expect(await balanceOf(ctx, m.token)).toMatchObject({ balance: '300.0000', frozen: '0.0000' });
      const detail = await memberGet(ctx, m.token, `/api/findmed/v1/withdraw/detail?orderNo=${orderNo}`);
      expect(detail.body.data.history.map((h: { status: string }) => h.status)).toEqual([
        'requested',
        'reviewing',
        'approved',
        'paid',
      ]);
      const audit = await call(ctx, ops.admin, '/api/admin/v1/audit');
      expect(audit.body.data.list.map((a: { action: string }) => a.action)).toEqual(
        expect.arrayContaining([
          'withdrawal.review',
          'withdrawal.approve',
          'withdrawal.pay',
          'member.turnover.waive',
        ]),
      );
    });

    it('refuses, inside its transaction, a withdrawal whose session check passed just before the member was disabled', async () => {
      const member = await buildMember(ctx);
      await depositByGateway(ctx, member.token, '300');
      await adminPost(ctx, ops.admin, 'members/turnover/waive', {
        username: member.username,
        reason: '测试',
      });
      const accountId = await withdrawalReady(ctx, member.token);
      const wpassword = await encryptPassword(ctx, '135790');
      // The route's session check has passed (we call the service directly, as the route would
      // after it); then an operator disables the member before the withdrawal's transaction runs.
      const disabled = await adminPost(ctx, ops.admin, 'members/disable', {
        username: member.username,
        reason: 'fraud review',
      });
      expect(disabled.body.data.status).toBe('disabled');
      const meta = { siteCode: 'hgtyc' as const, ip: '127.0.0.1', deviceNo: 'h5_android_wd' };
      await expect(
        ctx.app.services.withdrawals.apply(meta, member.id, {
          accountId,
          amount: '100',
          wpassword,
          requestId: `wd-disabled-${member.id}`,
        }),
      ).rejects.toMatchObject({ code: 'ACCOUNT_DISABLED' });
      const rows = await ctx.database.db.execute(
        sql`select balance::text as b from ledger_accounts where member_id = ${member.id} and kind = 'center'`,
      );
      const list = ((rows as { rows?: unknown[] }).rows ?? rows) as { b: string }[];
      expect(list[0]?.b).toBe('3000000'); // 300.0000: nothing held
      const orders = await ctx.database.db.execute(
        sql`select count(*)::int as n from withdraw_orders where member_id = ${member.id}`,
      );
      expect((((orders as { rows?: unknown[] }).rows ?? orders) as { n: number }[])[0]?.n).toBe(0);
    });

    it('gives the money back when an operator rejects, with the reason', async () => {
      const m = await buildMember(ctx);
      await depositByGateway(ctx, m.token, '400');
      await adminPost(ctx, ops.admin, 'members/turnover/waive', { username: m.username, reason: '测试' });
      const accountId = await withdrawalReady(ctx, m.token);
      const applied = await memberPost(ctx, m.token, '/api/findmed/v1/withdraw/apply', {
        accountId,
        amount: '150',
        wpassword: await encryptPassword(ctx, '135790'),
        requestId: randomUUID(),
      });
      const rejected = await adminPost(ctx, ops.finance, 'withdrawals/reject', {
        orderNo: applied.body.data.orderNo,
        reason: '银行卡信息有误',
      });
      expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: '银行卡信息有误' });
      expect(await balanceOf(ctx, m.token)).toMatchObject({ balance: '400.0000', frozen: '0.0000' });
      const again = await adminPost(ctx, ops.finance, 'withdrawals/reject', {
        orderNo: applied.body.data.orderNo,
        reason: '再次驳回',
      });
      expect(again.body.code).toBe('ORDER_STATE');
      expect((await balanceOf(ctx, m.token)).balance).toBe('400.0000');
    });

    it('moves no money on a wrong password, a foreign account, too much, or bad amounts', async () => {
      const m = await buildMember(ctx);
      const other = await buildMember(ctx);
      await depositByGateway(ctx, m.token, '300');
      await adminPost(ctx, ops.admin, 'members/turnover/waive', { username: m.username, reason: '测试' });
      const accountId = await withdrawalReady(ctx, m.token);
      const otherAccount = await withdrawalReady(ctx, other.token);
      const good = await encryptPassword(ctx, '135790');
      const tries: [Record<string, string>, string][] = [
        [{ accountId, amount: '200', wpassword: await encryptPassword(ctx, '000000') }, 'WPASSWORD_WRONG'],
        [{ accountId: otherAccount, amount: '200', wpassword: good }, 'WITHDRAW_ACCOUNT_REQUIRED'],
        [{ accountId, amount: '300.01', wpassword: good }, 'INSUFFICIENT_BALANCE'],
        [{ accountId, amount: '50', wpassword: good }, 'AMOUNT_BELOW_MIN'],
        [{ accountId, amount: '0', wpassword: good }, 'BAD_REQUEST'],
        [{ accountId, amount: '100.001', wpassword: good }, 'BAD_REQUEST'],
      ];
      for (const [fields, code] of tries) {
        const answer = await memberPost(ctx, m.token, '/api/findmed/v1/withdraw/apply', {
          ...fields,
          requestId: randomUUID(),
        });
        expect(answer.body.code, JSON.stringify(fields.amount)).toBe(code);
      }
      expect(await balanceOf(ctx, m.token)).toMatchObject({ balance: '300.0000', frozen: '0.0000' });
      const records = await memberGet(ctx, m.token, '/api/findmed/v1/withdraw/records');
      expect(records.body.data.total).toBe(0);
    });
  });

  describe('transfers', () => {
    it('moves money to a venue and back, and brings everything home in one go', async () => {
      const m = await buildMember(ctx);
      await depositByGateway(ctx, m.token, '1000');
      const go = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
        from: 'center',
        to: 'demo_slot',
        amount: '300',
        requestId: randomUUID(),
      });
      expect(go.body.data.status).toBe('succeeded');
      await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
        from: 'center',
        to: 'demo_live',
        amount: '200',
        requestId: randomUUID(),
      });
      const back = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
        from: 'demo_slot',
        to: 'center',
        amount: '100',
        requestId: randomUUID(),
      });
      expect(back.body.data.status).toBe('succeeded');
      const wallets = (await memberGet(ctx, m.token, '/api/game/walletlist')).body.data as {
        code: string;
        balance: string;
      }[];
      expect(wallets.find((w) => w.code === 'demo_slot')?.balance).toBe('200.0000');
      expect(wallets.find((w) => w.code === 'center')?.balance).toBe('600.0000');
      const recover = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/recover', {
        requestId: randomUUID(),
      });
      expect(recover.body.data.moved).toBe('400.0000');
      expect((await balanceOf(ctx, m.token)).balance).toBe('1000.0000');
    });

    it('leaves an unclear venue answer pending and settles it exactly once', async () => {
      const m = await buildMember(ctx);
      await depositByGateway(ctx, m.token, '500');
      const venue = ctx.app.services.demoVenue!;
      try {
        venue.control({ failure: 'error' });
        const refused = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
          from: 'center',
          to: 'demo_fish',
          amount: '100',
          requestId: randomUUID(),
        });
        // A 5xx is not a definite no: it stays pending until the reconciler knows.
        expect(refused.body.data.status).toBe('pending');
        expect((await balanceOf(ctx, m.token)).balance).toBe('400.0000');
        venue.control({ failure: 'none' });
        expect(
          await ctx.app.services.transfers.reconcile(100, 0, { ignoreBackoff: true }),
        ).toBeGreaterThanOrEqual(1);

        venue.control({ failure: 'lost' });
        const lost = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
          from: 'center',
          to: 'demo_fish',
          amount: '50',
          requestId: randomUUID(),
        });
        expect(lost.body.data.status).toBe('pending');
        venue.control({ failure: 'none' });
        await Promise.all([
          ctx.app.services.transfers.reconcile(100, 0, { ignoreBackoff: true }),
          ctx.app.services.transfers.reconcile(100, 0, { ignoreBackoff: true }),
        ]);
        await ctx.app.services.transfers.reconcile(100, 0, { ignoreBackoff: true });

        venue.control({ latencyMs: 600 });
        const slow = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
          from: 'center',
          to: 'demo_fish',
          amount: '25',
          requestId: randomUUID(),
        });
        expect(slow.body.data.status).toBe('pending');
        venue.control({ latencyMs: 0 });
        await new Promise((r) => setTimeout(r, 700));
        await ctx.app.services.transfers.reconcile(100, 0, { ignoreBackoff: true });
      } finally {
        venue.control({ latencyMs: 0, failure: 'none' });
      }
      const wallets = (await memberGet(ctx, m.token, '/api/game/walletlist')).body.data as {
        code: string;
        balance: string;
      }[];
      expect(wallets.find((w) => w.code === 'demo_fish')?.balance).toBe('175.0000');
      expect((await balanceOf(ctx, m.token)).balance).toBe('325.0000');
      const records = await memberGet(ctx, m.token, '/api/findmed/v1/wallet/records?type=transfer&size=50');
      expect(records.body.data.list.every((r: { status: string }) => r.status === 'succeeded')).toBe(true);
      // Out to a venue that holds less than asked: the venue account cannot go negative.
      const tooMuch = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
        from: 'demo_fish',
        to: 'center',
        amount: '175.01',
        requestId: randomUUID(),
      });
      expect(tooMuch.body.code).toBe('INSUFFICIENT_BALANCE');
    });

    it('refunds when the venue definitely refuses', async () => {
      const m = await buildMember(ctx);
      await depositByGateway(ctx, m.token, '100');
      await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
        from: 'center',
        to: 'demo_esport',
        amount: '80',
        requestId: randomUUID(),
      });
      // The venue refuses (the player is locked there): a definite no, recorded at the venue.
      const venue = ctx.app.services.demoVenue!;
      venue.control({ failure: 'refuse' });
      let out: Awaited<ReturnType<typeof memberPost>>;
      try {
        out = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
          from: 'demo_esport',
          to: 'center',
          amount: '30',
          requestId: randomUUID(),
        });
      } finally {
        venue.control({ failure: 'none' });
      }
      expect(out.body.data.status).toBe('failed');
      const wallets = (await memberGet(ctx, m.token, '/api/game/walletlist')).body.data as {
        code: string;
        balance: string;
      }[];
      expect(wallets.find((w) => w.code === 'demo_esport')?.balance).toBe('80.0000');
      expect((await balanceOf(ctx, m.token)).balance).toBe('20.0000');
      const records = (await memberGet(ctx, m.token, '/api/findmed/v1/wallet/records?type=transfer')).body
        .data.list;
      expect(records.map((r: { kind: string; status: string }) => `${r.kind}:${r.status}`)).toContain(
        'transfer_refund:failed',
      );
    });

    it('refuses same-wallet, unknown-wallet and venue-to-venue transfers', async () => {
      const m = await buildMember(ctx);
      for (const [from, to, code] of [
        ['center', 'center', 'TRANSFER_SAME_WALLET'],
        ['demo_slot', 'demo_live', 'TRANSFER_SAME_WALLET'],
        ['center', 'nowhere', 'WALLET_UNKNOWN'],
      ] as const) {
        const answer = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
          from,
          to,
          amount: '1',
          requestId: randomUUID(),
        });
        expect(answer.body.code).toBe(code);
      }
    });
  });

  describe('exchange', () => {
    it('exchanges at a live quote, books the spread, and refuses an expired or used one', async () => {
      const m = await buildMember(ctx);
      await depositByGateway(ctx, m.token, '1000');
      const quote = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/exchange/quote', {
        from: 'center',
        to: 'usdt',
        amount: '718',
      });
      // 718 CNY, 0.5% spread (3.59), the rest at 7.18: 99.5 USDT.
      expect(quote.body.data).toMatchObject({ receive: '99.5000', midRate: '7.1800', ttlSeconds: 30 });
      const done = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/exchange', {
        quoteId: quote.body.data.quoteId,
      });
      expect(done.body.data.receive).toBe('99.5000');
      expect(await balanceOf(ctx, m.token)).toMatchObject({
        balance: '282.0000',
        virtual: { balance: '99.5000' },
      });
      const used = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/exchange', {
        quoteId: quote.body.data.quoteId,
      });
      expect(used.body.code).toBe('QUOTE_USED');

      const late = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/exchange/quote', {
        from: 'usdt',
        to: 'center',
        amount: '10',
      });
      advance(31_000);
      const expired = await memberPost(ctx, m.token, '/api/findmed/v1/wallet/exchange', {
        quoteId: late.body.data.quoteId,
      });
      expect(expired.body.code).toBe('QUOTE_EXPIRED');
      const other = await buildMember(ctx);
      const foreign = await memberPost(ctx, other.token, '/api/findmed/v1/wallet/exchange', {
        quoteId: quote.body.data.quoteId,
      });
      expect(foreign.status).toBe(404);
      const spread = await ctx.database.db.execute(
        sql`select coalesce(sum(p.amount),0)::text as s from ledger_postings p join ledger_accounts a on a.id = p.account_id
            where a.kind = 'exchange_spread' and p.entry_id in (select id from ledger_entries where reference = ${quote.body.data.quoteId})`,
      );
      expect((spread as unknown as { rows: { s: string }[] }).rows[0]!.s).toBe('35900');
    });
  });

  describe('records and operators', () => {
    it('lists every movement with its balance after, filtered and paged, and never another member’s', async () => {
      const m = await buildMember(ctx);
      await depositByGateway(ctx, m.token, '100');
      await depositByGateway(ctx, m.token, '200');
      await memberPost(ctx, m.token, '/api/findmed/v1/wallet/transfer', {
        from: 'center',
        to: 'demo_chess',
        amount: '50',
        requestId: randomUUID(),
      });
      const all = (await memberGet(ctx, m.token, '/api/findmed/v1/wallet/records?preset=0')).body.data;
      expect(all.total).toBe(4);
      expect(all.list.map((r: { kind: string }) => r.kind)).toEqual([
        'transfer_in',
        'transfer_out',
        'deposit',
        'deposit',
      ]);
      expect(all.list[1]).toMatchObject({
        amount: '-50.0000',
        balanceAfter: '250.0000',
        wallet: 'center',
        status: 'succeeded',
      });
      const deposits = (
        await memberGet(ctx, m.token, '/api/findmed/v1/wallet/records?type=deposit&size=1&page=2')
      ).body.data;
      expect(deposits).toMatchObject({ total: 2, page: 2 });
      expect(deposits.list[0].amount).toBe('100.0000');
      const yesterday = (await memberGet(ctx, m.token, '/api/findmed/v1/wallet/records?preset=1')).body.data;
      expect(yesterday.total).toBe(0);
      const bad = await memberGet(ctx, m.token, '/api/findmed/v1/wallet/records?preset=9');
      expect(bad.body).toMatchObject({ status: false, data: '请选择正确的日期范围' });
      const other = await buildMember(ctx);
      const peek = await memberGet(
        ctx,
        other.token,
        `/api/findmed/v1/wallet/records/detail?id=${all.list[0].id}`,
      );
      expect(peek.status).toBe(404);
      const mine = await memberGet(
        ctx,
        m.token,
        `/api/findmed/v1/wallet/records/detail?id=${all.list[0].id}`,
      );
      expect(mine.body.data.walletName).toBe('棋牌场馆');
    });

    it('keeps roles apart and the audit log append-only', async () => {
      const m = await buildMember(ctx);
      const finance = await adminPost(ctx, ops.finance, 'members/adjust', {
        username: m.username,
        amount: '10',
        reason: '补发',
        requestId: randomUUID(),
      });
      expect(finance.body.code).toBe('OPERATOR_FORBIDDEN');
      const requestId = randomUUID();
      const adjust = await adminPost(ctx, ops.admin, 'members/adjust', {
        username: m.username,
        amount: '10',
        reason: '补发活动奖金',
        requestId,
      });
      expect(adjust.body.data).toEqual({
        balance: '10.0000',
        currency: 'CNY',
        status: 'done',
        approvalId: null,
      });
      const replay = await adminPost(ctx, ops.admin, 'members/adjust', {
        username: m.username,
        amount: '10',
        reason: '补发活动奖金',
        requestId,
      });
      expect(replay.body.data.balance).toBe('10.0000');
      expect((await balanceOf(ctx, m.token)).balance).toBe('10.0000');
      const overdraw = await adminPost(ctx, ops.admin, 'members/adjust', {
        username: m.username,
        amount: '-10.01',
        reason: '扣回',
        requestId: randomUUID(),
      });
      expect(overdraw.body.code).toBe('INSUFFICIENT_BALANCE');
      const anonymous = await adminPost(ctx, 'x'.repeat(43), 'members/adjust', { username: m.username });
      expect(anonymous.status).toBe(401);
      await expect(ctx.database.db.execute(sql`update operator_audit set action = 'x'`)).rejects.toThrow();
      await expect(ctx.database.db.execute(sql`delete from operator_audit`)).rejects.toThrow();
    });

    it('adjusts the crypto wallet in USDT, apart from the center wallet', async () => {
      const m = await buildMember(ctx);
      const usdt = await adminPost(ctx, ops.admin, 'members/adjust', {
        username: m.username,
        wallet: 'usdt',
        amount: '2.5',
        reason: '补发',
        requestId: randomUUID(),
      });
      expect(usdt.body.data).toEqual({
        balance: '2.5000',
        currency: 'USDT',
        status: 'done',
        approvalId: null,
      });
      const center = await adminPost(ctx, ops.admin, 'members/adjust', {
        username: m.username,
        amount: '1',
        reason: '补发',
        requestId: randomUUID(),
      });
      expect(center.body.data).toEqual({
        balance: '1.0000',
        currency: 'CNY',
        status: 'done',
        approvalId: null,
      });
    });
  });
});

/** An operator GET. */
function call(ctx: TestContext, token: string, url: string) {
  return ctx.app
    .inject({ method: 'GET', url, headers: { site_code: 'hgtyc', authorization: `Bearer ${token}` } })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
}

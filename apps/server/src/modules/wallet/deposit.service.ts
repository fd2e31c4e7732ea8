import type { DepositChannel, DepositOrder } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Books } from '../books/books.service.ts';
import {
  createDepositRepository,
  type DepositRepository,
  type DepositRow,
  type LatePaymentRow,
  type LatePaymentStatus,
  OPEN_DEPOSIT,
} from './deposit.repository.ts';
import { type CreditSides, createDepositCredit } from './deposit-credit.ts';
import { presetText } from './deposit-presets.ts';
import { presentDeposit } from './deposit-view.ts';
import type { PaymentGateway } from './sandbox-gateway.ts';
import { tronAddressFromSeed } from './tron-address.ts';
import { makeOrderNo, permilleToMultiple, type WalletAccounts, wire } from './wallet-accounts.ts';
import { centerCurrency, type DepositChannelConfig, VIRTUAL_CURRENCY } from './wallet-config.ts';
import { memberAmount, pageRange, requestHashOf } from './wallet-input.ts';
import type { WalletSettings } from './wallet-settings.service.ts';

export type { DepositRow, LatePaymentRow } from './deposit.repository.ts';

/** Unfinished orders a member may hold at once (an abandoned pay page should not pile up). */
const MAX_OPEN_ORDERS = 5;

export interface DepositServiceDeps {
  db: Db;
  books: Books;
  accounts: WalletAccounts;
  gateway: PaymentGateway;
  /** Seed of the sandbox chain's deposit addresses. */
  addressSeed: string;
  /**
   * The brand's channels as finance set them (decision 0082): only those that are on and have a
   * provider here are listed and accepted, with the brand's limits, multiple and quick-pick amounts;
   * a bank-transfer order keeps the receiving account it was made with (decision 0088).
   */
  settings: Pick<WalletSettings, 'offered' | 'receivingAccount'>;
  repository?: DepositRepository;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Deposits (DESIGN.md §6): created -> pending -> succeeded | failed | expired. Crediting happens in
 * one transaction with the order's state change, guarded by the state (only an open order can
 * succeed) and by the ledger key `deposit:<orderNo>`: a deposit is credited exactly once however
 * many callbacks, confirmations or clicks arrive.
 */
export function createDepositService(deps: DepositServiceDeps) {
  const { db, books, accounts, gateway } = deps;
  const repo = deps.repository ?? createDepositRepository();
  const now = deps.now ?? (() => new Date());
  const credits = createDepositCredit({ books, accounts });

  const offered = (siteCode: string): Promise<DepositChannelConfig[]> => deps.settings.offered(siteCode);

  async function channelOf(siteCode: string, id: string): Promise<DepositChannelConfig> {
    const channel = (await offered(siteCode)).find((c) => c.id === id);
    if (!channel) throw new AppError('CHANNEL_UNAVAILABLE');
    return channel;
  }

  function currencyOf(siteCode: string, channel: DepositChannelConfig): string {
    return channel.currency === 'virtual' ? VIRTUAL_CURRENCY : centerCurrency(siteCode);
  }

  const toOrder = (row: DepositRow, locale: Locale) => presentDeposit(row, locale, gateway.payUrl);

  /**
   * Credits an open order: its state, the ledger entry and the turnover requirement in one commit.
   * Returns false when the order was no longer open (someone else settled it first).
   */
  async function succeed(
    row: DepositRow,
    extra: Partial<DepositRow> = {},
    alsoInTx?: (tx: DbOrTx) => Promise<void>,
  ): Promise<boolean> {
    const sides = await credits.sides(row);
    return books.transaction(async (tx) => {
      const updated = await repo.transition(tx, row.id, OPEN_DEPOSIT, {
        ...extra,
        status: 'succeeded',
        updatedAt: now(),
      });
      if (!updated) return false;
      await credits.credit(tx, updated, updated.amount, sides);
      await alsoInTx?.(tx);
      return true;
    });
  }

  async function fail(
    row: DepositRow,
    status: 'failed' | 'expired',
    reason: string | null,
    alsoInTx?: (tx: DbOrTx) => Promise<void>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const updated = await repo.transition(tx, row.id, OPEN_DEPOSIT, { status, reason, updatedAt: now() });
      if (updated) await alsoInTx?.(tx);
      return updated !== undefined;
    });
  }

  async function memberAddress(siteCode: string, memberId: bigint, network: string): Promise<string> {
    const found = await repo.address(db, siteCode, memberId, network);
    if (found) return found;
    const address = tronAddressFromSeed(`${deps.addressSeed}|${siteCode}|${memberId}|${network}`);
    await repo.saveAddress(db, { siteCode, memberId, network, address });
    return address;
  }

  /**
   * One callback in one commit: its nonce, the order's state change, the ledger entry or the held
   * late payment. If anything fails the nonce rolls back with the effect, so the gateway's
   * redelivery of the same notice acts instead of being taken for a replay (decision 0011).
   */
  async function applyCallback(
    row: DepositRow,
    callback: { nonce: string; status: 'paid' | 'failed'; amount: string },
    sides: CreditSides,
  ): Promise<{ answer: 'success' | 'fail'; credited: boolean; held: boolean }> {
    const paid = parseAmountToMinor(callback.amount);
    return books.transaction(async (tx) => {
      const nonce = { nonce: callback.nonce, gateway: gateway.id, orderNo: row.orderNo };
      // A replay: the first delivery of this nonce committed its effect together with it.
      if (!(await repo.claimNonce(tx, nonce))) return { answer: 'success', credited: false, held: false };
      const order = (await repo.find(tx, row.orderNo, true))!;
      const open = (OPEN_DEPOSIT as readonly string[]).includes(order.status);
      if (callback.status === 'failed') {
        if (open) await repo.transition(tx, order.id, OPEN_DEPOSIT, { status: 'failed', updatedAt: now() });
        return { answer: 'success', credited: false, held: false };
      }
      if (order.status === 'succeeded') return { answer: 'success', credited: false, held: false };
      if (open && paid === order.amount) {
        const updated = await repo.transition(tx, order.id, OPEN_DEPOSIT, {
          status: 'succeeded',
          updatedAt: now(),
        });
        await credits.credit(tx, updated!, updated!.amount, sides);
        return { answer: 'success', credited: true, held: false };
      }
      // Paid, but not creditable as it stands: after failure or expiry, or another amount. The
      // money is held where finance sees it; an open order with a wrong amount closes as failed.
      if (open) {
        await repo.transition(tx, order.id, OPEN_DEPOSIT, {
          status: 'failed',
          reason: `amount mismatch: paid ${callback.amount}`,
          updatedAt: now(),
        });
      }
      const held = await repo.holdLate(tx, {
        siteCode: order.siteCode,
        memberId: order.memberId,
        orderNo: order.orderNo,
        gateway: gateway.id,
        nonce: callback.nonce,
        paidAmount: paid,
        currency: order.currency,
        orderStatus: order.status,
        createdAt: now(),
      });
      return { answer: 'success', credited: false, held };
    });
  }

  return {
    async channels(siteCode: string, locale: Locale): Promise<DepositChannel[]> {
      return (await offered(siteCode)).map((c) => ({
        id: c.id,
        kind: c.kind,
        name: c.names[locale],
        currency: currencyOf(siteCode, c),
        min: wire(c.min),
        max: wire(c.max),
        flowMultiple: permilleToMultiple(c.flowMultiplePermille),
        presets: c.presets.map(presetText),
        confirmations: c.confirmations ?? null,
      }));
    },

    async create(
      siteCode: string,
      locale: Locale,
      memberId: bigint,
      input: { channelId: string; amount: string; payerName?: string | undefined; requestId: string },
    ): Promise<DepositOrder> {
      const channel = await channelOf(siteCode, input.channelId);
      // USDT arrives on the chain at the member's own address; there is no order to open.
      if (channel.kind === 'usdt') throw new AppError('CHANNEL_UNAVAILABLE');
      const amount = memberAmount(input.amount, channel.min, channel.max);
      const payerName = channel.kind === 'bank' ? (input.payerName ?? null) : null;
      // Finance matches a bank transfer to its order by the payer's name.
      if (channel.kind === 'bank' && !payerName) throw new AppError('PAYER_NAME_REQUIRED');
      const hash = requestHashOf(channel.id, amount, payerName ?? '');
      // The account the member is told to pay into, kept on the order: a later change never reaches it.
      const receiver = channel.kind === 'bank' ? await deps.settings.receivingAccount(siteCode) : null;
      const requestKey = `req:${input.requestId}`;

      const row = await db.transaction(async (tx) => {
        // The member's openings go one at a time: the limit below is checked and used atomically.
        if (!(await repo.lockMember(tx, siteCode, memberId))) throw new AppError('ORDER_NOT_FOUND');
        // Money about to go into play: a member disabled a moment ago opens no new order.
        const currency = currencyOf(siteCode, channel);
        await books.admit(tx, { purpose: 'deposit', siteCode, memberId, amountMinor: amount, currency });
        const earlier = await repo.byRequest(tx, siteCode, memberId, requestKey);
        if (earlier) {
          if (earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
          return earlier;
        }
        const open = await repo.countOpen(tx, siteCode, memberId);
        if (open >= MAX_OPEN_ORDERS) throw new AppError('DEPOSIT_PENDING_LIMIT', { params: { count: open } });
        const at = now();
        return repo.insert(tx, {
          siteCode,
          memberId,
          orderNo: makeOrderNo('D', at),
          channelId: channel.id,
          channelKind: channel.kind,
          amount,
          currency: currencyOf(siteCode, channel),
          // A bank transfer is pending from the start (the member has told us it is on its way);
          // a gateway order is created until the member reaches the pay page.
          status: channel.kind === 'bank' ? 'pending' : 'created',
          payerName,
          requestKey,
          requestHash: hash,
          flowMultiplePermille: channel.flowMultiplePermille,
          receiver,
          expiresAt: new Date(at.getTime() + channel.ttlMs),
          createdAt: at,
          updatedAt: at,
        });
      });
      if (row) return toOrder(row, locale);
      // An order number taken at the same instant: try again with a new one.
      return this.create(siteCode, locale, memberId, input);
    },

    async order(siteCode: string, locale: Locale, memberId: bigint, orderNo: string): Promise<DepositOrder> {
      const row = await repo.find(db, orderNo);
      if (!row || row.siteCode !== siteCode || row.memberId !== memberId)
        throw new AppError('ORDER_NOT_FOUND');
      return toOrder(row, locale);
    },

    async records(
      siteCode: string,
      locale: Locale,
      memberId: bigint,
      query: { page: number; size: number; preset: number },
    ) {
      const range = pageRange(query.preset, now());
      const { rows, total } = await repo.page(db, siteCode, memberId, range, query.page, query.size);
      return { list: rows.map((r) => toOrder(r, locale)), page: query.page, size: query.size, total };
    },

    async address(siteCode: string, memberId: bigint, network: string) {
      const channel = (await offered(siteCode)).find((c) => c.kind === 'usdt');
      if (!channel) throw new AppError('CHANNEL_UNAVAILABLE');
      return {
        network,
        address: await memberAddress(siteCode, memberId, network),
        requiredConfirmations: channel.confirmations ?? 1,
        min: wire(channel.min),
      };
    },

    // ---- The sandbox gateway's pay page ----

    /** The member reached the pay page: created -> pending. Returns the order for the page. */
    async openPayPage(orderNo: string): Promise<DepositRow | undefined> {
      const row = await repo.find(db, orderNo);
      if (row?.channelKind !== 'gateway') return undefined;
      if (row.status === 'created') {
        const updated = await repo.transition(db, row.id, ['created'], {
          status: 'pending',
          updatedAt: now(),
        });
        return updated ?? (await repo.find(db, orderNo));
      }
      return row;
    },

    /**
     * A gateway callback: verified (signature, freshness), replay-protected (each nonce once, in
     * the same commit as its effect) and idempotent (an order settles once). A "paid" notice that
     * cannot be credited as it stands is held for finance, never dropped. Answers `success` only
     * once the notice's effect is committed; a failure throws, so the gateway delivers again.
     */
    async gatewayCallback(fields: Record<string, unknown>): Promise<'success' | 'fail'> {
      const callback = gateway.verify(fields, now());
      const row = await repo.find(db, callback.orderNo);
      if (row?.channelKind !== 'gateway') return 'fail';
      const sides = await credits.sides(row);
      const result = await applyCallback(row, callback, sides);
      if (result.held) {
        deps.log?.warn(
          { orderNo: row.orderNo, paid: callback.amount, status: row.status },
          'late or mismatched payment held for finance',
        );
      }
      return result.answer;
    },

    // ---- Operator actions ----

    /** Finance confirms a bank transfer arrived; `audit` is written in the same commit. */
    async confirm(
      siteCode: string,
      orderNo: string,
      audit: (tx: DbOrTx, before: DepositRow) => Promise<void>,
    ): Promise<DepositRow> {
      const row = await repo.find(db, orderNo);
      if (!row || row.siteCode !== siteCode) throw new AppError('ORDER_NOT_FOUND');
      const audited = (tx: DbOrTx) => audit(tx, row);
      if (row.channelKind !== 'bank' || !(await succeed(row, {}, audited))) throw new AppError('ORDER_STATE');
      return (await repo.find(db, orderNo))!;
    },

    async reject(
      siteCode: string,
      orderNo: string,
      reason: string,
      audit: (tx: DbOrTx, before: DepositRow) => Promise<void>,
    ): Promise<DepositRow> {
      const row = await repo.find(db, orderNo);
      if (!row || row.siteCode !== siteCode) throw new AppError('ORDER_NOT_FOUND');
      if (!(await fail(row, 'failed', reason, (tx) => audit(tx, row)))) throw new AppError('ORDER_STATE');
      return (await repo.find(db, orderNo))!;
    },

    /** Late payments held for finance, newest first. */
    latePayments(
      siteCode: string,
      query: { page: number; size: number; status?: LatePaymentStatus | undefined },
    ) {
      return repo.latePage(db, siteCode, query.status, query.page, query.size);
    },

    /**
     * Finance resolves a held late payment: `credit` books it to the member (the order becomes
     * succeeded, key `deposit:<orderNo>`), `refund_outside` records that the money went back to
     * the payer outside the ledger. Once only; `audit` is written in the same commit.
     */
    async resolveLate(
      siteCode: string,
      orderNo: string,
      action: 'credit' | 'refund_outside',
      operatorId: bigint,
      note: string,
      audit: (tx: DbOrTx) => Promise<void>,
    ): Promise<LatePaymentRow> {
      const late = await repo.late(db, siteCode, orderNo);
      const order = await repo.find(db, orderNo);
      if (!late || !order) throw new AppError('ORDER_NOT_FOUND');
      const sides = await credits.sides(order);
      const at = now();
      return books.transaction(async (tx) => {
        const row = await repo.resolveLate(tx, late.id, {
          status: action === 'credit' ? 'credited' : 'refunded_outside',
          resolvedBy: operatorId,
          note,
          resolvedAt: at,
        });
        if (!row) throw new AppError('ORDER_STATE');
        if (action === 'credit') {
          const updated = await repo.transition(tx, order.id, ['failed', 'expired'], {
            status: 'succeeded',
            reason: `paid late (${wire(row.paidAmount)}), credited after review`,
            updatedAt: at,
          });
          if (!updated) throw new AppError('ORDER_STATE');
          await credits.credit(tx, updated, row.paidAmount, sides);
        }
        await audit(tx);
        return row;
      });
    },

    /** Job: unpaid bank and gateway orders past their time expire. */
    async expireOverdue(): Promise<number> {
      return repo.expireOverdue(db, now());
    },

    /** Credits an open order once (the sandbox chain watcher uses it). */
    credit: succeed,
    currencyOf,
  };
}

export type DepositService = ReturnType<typeof createDepositService>;

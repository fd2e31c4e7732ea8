import type { DepositChannel, DepositOrder } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import { and, count, desc, eq, gte, inArray, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { depositAddresses, depositOrders, gatewayCallbacks } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { depositTurnover, presentDeposit } from './deposit-view.ts';
import type { PaymentGateway } from './sandbox-gateway.ts';
import { tronAddressFromSeed } from './tron-address.ts';
import { turnover } from './turnover.ts';
import { HOUSE, makeOrderNo, permilleToMultiple, type WalletAccounts, wire } from './wallet-accounts.ts';
import {
  centerCurrency,
  type DepositChannelConfig,
  depositChannels,
  VIRTUAL_CURRENCY,
} from './wallet-config.ts';
import { memberAmount, pageRange, requestHashOf } from './wallet-input.ts';

export type DepositRow = typeof depositOrders.$inferSelect;

/** Unfinished orders a member may hold at once (an abandoned pay page should not pile up). */
const MAX_OPEN_ORDERS = 5;
const OPEN = ['created', 'pending'] as const;

export interface DepositServiceDeps {
  db: Db;
  ledger: LedgerService;
  accounts: WalletAccounts;
  events: MemberEvents;
  gateway: PaymentGateway;
  /** Seed of the sandbox chain's deposit addresses. */
  addressSeed: string;
  now?: () => Date;
}

/**
 * Deposits (DESIGN.md §6): created -> pending -> succeeded | failed | expired. Crediting happens in
 * one transaction with the order's state change, guarded by the state (only an open order can
 * succeed) and by the ledger key `deposit:<orderNo>`: a deposit is credited exactly once however
 * many callbacks, confirmations or clicks arrive.
 */
export function createDepositService(deps: DepositServiceDeps) {
  const { db, ledger, accounts, events, gateway } = deps;
  const now = deps.now ?? (() => new Date());

  function channelOf(siteCode: string, id: string): DepositChannelConfig {
    const channel = depositChannels(siteCode).find((c) => c.id === id);
    if (!channel) throw new AppError('CHANNEL_UNAVAILABLE');
    return channel;
  }

  function currencyOf(siteCode: string, channel: DepositChannelConfig): string {
    return channel.currency === 'virtual' ? VIRTUAL_CURRENCY : centerCurrency(siteCode);
  }

  const toOrder = (row: DepositRow, locale: Locale) => presentDeposit(row, locale, gateway.payUrl);

  async function findOrder(tx: DbOrTx, orderNo: string): Promise<DepositRow | undefined> {
    const [row] = await tx.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
    return row;
  }

  /**
   * Credits an open order: its state, the ledger entry and the turnover requirement in one commit.
   * Returns false when the order was no longer open (someone else settled it first).
   */
  async function succeed(
    row: DepositRow,
    extra: Partial<DepositRow> = {},
    alsoInTx?: (tx: DbOrTx) => Promise<void>,
  ): Promise<boolean> {
    const member = await accounts.member(row.siteCode, row.memberId, {
      accountKind:
        row.currency === VIRTUAL_CURRENCY && row.currency !== centerCurrency(row.siteCode)
          ? 'usdt'
          : 'center',
      currency: row.currency,
    });
    const clearing = await accounts.house(row.siteCode, HOUSE.depositClearing, row.currency);
    const done = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(depositOrders)
        .set({ ...extra, status: 'succeeded', updatedAt: now() })
        .where(and(eq(depositOrders.id, row.id), inArray(depositOrders.status, [...OPEN])))
        .returning();
      if (!updated) return false;
      await ledger.post(
        {
          siteCode: row.siteCode,
          kind: 'deposit',
          idempotencyKey: `deposit:${row.orderNo}`,
          reference: row.orderNo,
          lines: [
            { accountId: clearing, currency: row.currency, amount: -row.amount },
            { accountId: member, currency: row.currency, amount: row.amount },
          ],
        },
        tx,
      );
      await turnover.require(tx, row.siteCode, row.memberId, depositTurnover(row), `deposit:${row.orderNo}`);
      await alsoInTx?.(tx);
      return true;
    });
    if (done) events.balanceChanged(row.siteCode, row.memberId);
    return done;
  }

  async function fail(
    row: DepositRow,
    status: 'failed' | 'expired',
    reason: string | null,
    alsoInTx?: (tx: DbOrTx) => Promise<void>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(depositOrders)
        .set({ status, reason, updatedAt: now() })
        .where(and(eq(depositOrders.id, row.id), inArray(depositOrders.status, [...OPEN])))
        .returning();
      if (updated) await alsoInTx?.(tx);
      return updated !== undefined;
    });
  }

  async function memberAddress(siteCode: string, memberId: bigint, network: string): Promise<string> {
    const [found] = await db
      .select()
      .from(depositAddresses)
      .where(
        and(
          eq(depositAddresses.siteCode, siteCode),
          eq(depositAddresses.memberId, memberId),
          eq(depositAddresses.network, network),
        ),
      );
    if (found) return found.address;
    const address = tronAddressFromSeed(`${deps.addressSeed}|${siteCode}|${memberId}|${network}`);
    await db.insert(depositAddresses).values({ siteCode, memberId, network, address }).onConflictDoNothing();
    return address;
  }

  return {
    channels(siteCode: string, locale: Locale): DepositChannel[] {
      return depositChannels(siteCode).map((c) => ({
        id: c.id,
        kind: c.kind,
        name: c.names[locale],
        currency: currencyOf(siteCode, c),
        min: wire(c.min),
        max: wire(c.max),
        flowMultiple: permilleToMultiple(c.flowMultiplePermille),
        presets: c.presets.map(String),
        confirmations: c.confirmations ?? null,
      }));
    },

    async create(
      siteCode: string,
      locale: Locale,
      memberId: bigint,
      input: { channelId: string; amount: string; payerName?: string | undefined; requestId: string },
    ): Promise<DepositOrder> {
      const channel = channelOf(siteCode, input.channelId);
      // USDT arrives on the chain at the member's own address; there is no order to open.
      if (channel.kind === 'usdt') throw new AppError('CHANNEL_UNAVAILABLE');
      const amount = memberAmount(input.amount, channel.min, channel.max);
      const payerName = channel.kind === 'bank' ? (input.payerName ?? null) : null;
      // Finance matches a bank transfer to its order by the payer's name.
      if (channel.kind === 'bank' && !payerName) throw new AppError('PAYER_NAME_REQUIRED');
      const hash = requestHashOf(channel.id, amount, payerName ?? '');
      const requestKey = `req:${input.requestId}`;

      const [earlier] = await db
        .select()
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.siteCode, siteCode),
            eq(depositOrders.memberId, memberId),
            eq(depositOrders.requestKey, requestKey),
          ),
        );
      if (earlier) {
        if (earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
        return toOrder(earlier, locale);
      }
      const at = now();
      const [open] = await db
        .select({ n: count() })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.siteCode, siteCode),
            eq(depositOrders.memberId, memberId),
            inArray(depositOrders.status, [...OPEN]),
            ne(depositOrders.channelKind, 'usdt'),
          ),
        );
      if ((open?.n ?? 0) >= MAX_OPEN_ORDERS) {
        throw new AppError('DEPOSIT_PENDING_LIMIT', { params: { count: open?.n ?? 0 } });
      }
      const [row] = await db
        .insert(depositOrders)
        .values({
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
          expiresAt: new Date(at.getTime() + channel.ttlMs),
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return toOrder(row, locale);
      // A concurrent retry of the same request won the insert.
      return this.create(siteCode, locale, memberId, input);
    },

    async order(siteCode: string, locale: Locale, memberId: bigint, orderNo: string): Promise<DepositOrder> {
      const row = await findOrder(db, orderNo);
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
      const { from, to } = pageRange(query.preset, now());
      const where: SQL[] = [eq(depositOrders.siteCode, siteCode), eq(depositOrders.memberId, memberId)];
      if (from) where.push(gte(depositOrders.createdAt, from));
      if (to) where.push(lte(depositOrders.createdAt, to));
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(depositOrders)
          .where(and(...where))
          .orderBy(desc(depositOrders.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ n: count() })
          .from(depositOrders)
          .where(and(...where)),
      ]);
      return {
        list: rows.map((r) => toOrder(r, locale)),
        page: query.page,
        size: query.size,
        total: totals[0]?.n ?? 0,
      };
    },

    async address(siteCode: string, memberId: bigint, network: string) {
      const channel = depositChannels(siteCode).find((c) => c.kind === 'usdt');
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
      const row = await findOrder(db, orderNo);
      if (row?.channelKind !== 'gateway') return undefined;
      if (row.status === 'created') {
        const [updated] = await db
          .update(depositOrders)
          .set({ status: 'pending', updatedAt: now() })
          .where(and(eq(depositOrders.id, row.id), eq(depositOrders.status, 'created')))
          .returning();
        return updated ?? (await findOrder(db, orderNo));
      }
      return row;
    },

    /**
     * A gateway callback: verified (signature, freshness), replay-protected (each nonce once) and
     * idempotent (an order settles once). Answers what the gateway expects: ok or not.
     */
    async gatewayCallback(fields: Record<string, unknown>): Promise<'success' | 'fail'> {
      const callback = gateway.verify(fields, now());
      const row = await findOrder(db, callback.orderNo);
      if (row?.channelKind !== 'gateway') return 'fail';
      const [fresh] = await db
        .insert(gatewayCallbacks)
        .values({ nonce: callback.nonce, gateway: gateway.id, orderNo: row.orderNo })
        .onConflictDoNothing()
        .returning();
      // A replayed callback: the first delivery of this nonce already acted.
      if (!fresh) return 'success';
      if (callback.status === 'failed') {
        await fail(row, 'failed', null);
        return 'success';
      }
      if (callback.amount !== wire(row.amount)) {
        await fail(row, 'failed', `amount mismatch: paid ${callback.amount}`);
        return 'fail';
      }
      await succeed(row);
      return 'success';
    },

    // ---- Operator actions ----

    /** Finance confirms a bank transfer arrived; `audit` is written in the same commit. */
    async confirm(
      siteCode: string,
      orderNo: string,
      audit: (tx: DbOrTx) => Promise<void>,
    ): Promise<DepositRow> {
      const row = await findOrder(db, orderNo);
      if (!row || row.siteCode !== siteCode) throw new AppError('ORDER_NOT_FOUND');
      if (row.channelKind !== 'bank' || !(await succeed(row, {}, audit))) throw new AppError('ORDER_STATE');
      return (await findOrder(db, orderNo))!;
    },

    async reject(
      siteCode: string,
      orderNo: string,
      reason: string,
      audit: (tx: DbOrTx) => Promise<void>,
    ): Promise<DepositRow> {
      const row = await findOrder(db, orderNo);
      if (!row || row.siteCode !== siteCode) throw new AppError('ORDER_NOT_FOUND');
      if (!(await fail(row, 'failed', reason, audit))) throw new AppError('ORDER_STATE');
      return (await findOrder(db, orderNo))!;
    },

    /** Job: unpaid bank and gateway orders past their time expire. */
    async expireOverdue(): Promise<number> {
      const expired = await db
        .update(depositOrders)
        .set({ status: 'expired', updatedAt: now() })
        .where(
          and(
            inArray(depositOrders.status, [...OPEN]),
            ne(depositOrders.channelKind, 'usdt'),
            lt(depositOrders.expiresAt, now()),
          ),
        )
        .returning({ id: depositOrders.id });
      return expired.length;
    },

    /** Credits an open order once (the sandbox chain watcher uses it). */
    credit: succeed,
    currencyOf,
  };
}

export type DepositService = ReturnType<typeof createDepositService>;

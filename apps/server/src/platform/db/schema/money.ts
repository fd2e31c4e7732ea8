import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

// Money tables (DESIGN.md §5, §6): the ledger and the wallet flows on top of it.

/** The bank account a bank-transfer order tells the member to pay into. */
export interface DepositReceiver {
  bankName: string;
  branch: string | null;
  accountName: string;
  accountNo: string;
}

export const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Ledger accounts (DESIGN.md §5). Member accounts (center wallet, one per venue, USDT) carry a
 * materialised balance changed in the same transaction as their postings, and can never go
 * negative (a CHECK, not just an if). House accounts (deposit clearing, withdrawal hold, game P&L,
 * bonus expense, exchange) are append-only: their balance is the sum of their postings, so no
 * hot house row is updated per movement.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    /** Null for house accounts. */
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    /** center | venue:<code> | usdt | deposit_clearing | withdrawal_hold | game_pnl:<venue> | bonus_expense | exchange */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    /** Minor units (1/10 000). Maintained for member accounts only; 0 for house accounts. */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_uq')
      .on(t.siteCode, t.memberId, t.kind, t.currency)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('ledger_accounts_house_uq')
      .on(t.siteCode, t.kind, t.currency)
      .where(sql`${t.memberId} is null`),
    check('ledger_accounts_member_non_negative', sql`${t.memberId} is null or ${t.balance} >= 0`),
    check('ledger_accounts_house_unmaterialised', sql`${t.memberId} is not null or ${t.balance} = 0`),
  ],
);

/** One movement of money: its postings sum to zero per currency. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    kind: text('kind').notNull(),
    /** Every externally triggered movement carries one; the same key never moves money twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of the request the key was first used with: the same key with another request is a conflict. */
    requestHash: text('request_hash').notNull(),
    memo: text('memo').notNull().default(''),
    /** The business order behind the movement (deposit or withdrawal order number, transfer id, quote id). */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_idempotency_uq').on(t.siteCode, t.idempotencyKey),
    index('ledger_entries_reference_idx').on(t.siteCode, t.reference),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text('currency').notNull(),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The member account's balance right after this posting (null for house accounts). */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
  },
  (t) => [
    index('ledger_postings_entry_idx').on(t.entryId),
    index('ledger_postings_account_idx').on(t.accountId, t.id),
  ],
);

/**
 * Deposit orders: channel (bank | usdt | gateway), created -> pending -> succeeded | failed |
 * expired. A succeeded order was credited exactly once (ledger key `deposit:<orderNo>`).
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    orderNo: text('order_no').notNull(),
    channelId: text('channel_id').notNull(),
    channelKind: text('channel_kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    payerName: text('payer_name'),
    /** The member's request id (bank/gateway) or the chain transaction (usdt): one order each. */
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    txHash: text('tx_hash'),
    address: text('address'),
    confirmations: integer('confirmations'),
    requiredConfirmations: integer('required_confirmations'),
    /** Turnover multiple in per-mille (1000 = 1x), fixed when the order opens. */
    flowMultiplePermille: integer('flow_multiple_permille').notNull(),
    /** Bank transfer: the receiving account the member was shown (decision 0088); null = the code's. */
    receiver: jsonb('receiver').$type<DepositReceiver>(),
    reason: text('reason'),
    expiresAt: ts('expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_orders_no_uq').on(t.orderNo),
    uniqueIndex('deposit_orders_request_uq').on(t.siteCode, t.memberId, t.requestKey),
    uniqueIndex('deposit_orders_tx_uq').on(t.txHash).where(sql`${t.txHash} is not null`),
    index('deposit_orders_member_idx').on(t.siteCode, t.memberId, t.createdAt),
    index('deposit_orders_status_idx').on(t.siteCode, t.status, t.createdAt),
    check('deposit_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Gateway callbacks seen, by nonce: a replayed callback is answered but never acted on twice. */
export const gatewayCallbacks = pgTable('gateway_callbacks', {
  nonce: text('nonce').primaryKey(),
  gateway: text('gateway').notNull(),
  orderNo: text('order_no').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/** Each member's USDT deposit address (one per network). */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    network: text('network').notNull(),
    address: text('address').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.memberId, t.network] }),
    uniqueIndex('deposit_addresses_address_uq').on(t.address),
  ],
);

/** The sandbox chain: transfers sent to deposit addresses, confirmed as simulated blocks pass. */
export const sandboxChainTxs = pgTable(
  'sandbox_chain_txs',
  {
    txHash: text('tx_hash').primaryKey(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    sentAt: ts('sent_at').notNull(),
    /** Set once the watcher has fully handled it (credited, or found no owner). */
    settledAt: ts('settled_at'),
  },
  (t) => [index('sandbox_chain_txs_open_idx').on(t.settledAt)],
);

/**
 * Turnover: each credited deposit requires amount x multiple of valid bets before withdrawing;
 * bets add progress; an operator may waive what is left. Remaining = required - progress - waived.
 */
export const turnoverEntries = pgTable(
  'turnover_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** require | progress | waive */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reference: text('reference').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('turnover_entries_member_idx').on(t.siteCode, t.memberId),
    index('turnover_entries_site_kind_created_idx').on(t.siteCode, t.kind, t.createdAt),
    uniqueIndex('turnover_entries_ref_uq').on(t.siteCode, t.kind, t.reference),
    check('turnover_entries_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

/** Withdrawals: requested (money held) -> reviewing -> approved -> paid | rejected (money back). */
export const withdrawOrders = pgTable(
  'withdraw_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    orderNo: text('order_no').notNull(),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    accountKind: text('account_kind').notNull(),
    /** The account as it was (masked), so a later edit does not rewrite history. */
    accountLabel: text('account_label').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    /** Four eyes: the operator who gave the first of two approvals (migration 0020). */
    firstApprovedBy: bigint('first_approved_by', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdraw_orders_no_uq').on(t.orderNo),
    uniqueIndex('withdraw_orders_request_uq').on(t.siteCode, t.memberId, t.requestId),
    index('withdraw_orders_member_idx').on(t.siteCode, t.memberId, t.createdAt),
    index('withdraw_orders_status_idx').on(t.siteCode, t.status, t.createdAt),
    check(
      'withdraw_orders_amount_positive',
      sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`,
    ),
  ],
);

export const withdrawOrderEvents = pgTable(
  'withdraw_order_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => withdrawOrders.id),
    status: text('status').notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('withdraw_order_events_order_idx').on(t.orderId)],
);

/**
 * Transfers between the center wallet and a venue wallet. `pending` until the venue answers; a
 * pending transfer is settled (succeeded, or failed with the money back) exactly once.
 */
export const venueTransfers = pgTable(
  'venue_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    transferId: text('transfer_id').notNull(),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    venue: text('venue').notNull(),
    /** in: center -> venue; out: venue -> center. */
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** One driver at a time: whoever holds an unexpired lease calls the venue (decision 0011). */
    leaseUntil: ts('lease_until'),
    /** Backoff: the reconciler leaves the transfer alone until then. */
    nextAttemptAt: ts('next_attempt_at'),
    /** Past the attempt cap: still pending (its money stays in clearing) until an operator acts. */
    stuckAt: ts('stuck_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('venue_transfers_id_uq').on(t.transferId),
    uniqueIndex('venue_transfers_request_uq').on(t.siteCode, t.memberId, t.requestId),
    index('venue_transfers_pending_idx').on(t.status, t.updatedAt),
    check('venue_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Exchange quotes: a rate held for a short time, used at most once. */
export const exchangeQuotes = pgTable(
  'exchange_quotes',
  {
    quoteId: text('quote_id').primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    fromWallet: text('from_wallet').notNull(),
    toWallet: text('to_wallet').notNull(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    spread: bigint('spread', { mode: 'bigint' }).notNull(),
    receive: bigint('receive', { mode: 'bigint' }).notNull(),
    /** Minor units of the center currency per unit of the virtual currency, mid and member rate. */
    midRate: bigint('mid_rate', { mode: 'bigint' }).notNull(),
    rate: bigint('rate', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('exchange_quotes_member_idx').on(t.siteCode, t.memberId, t.createdAt)],
);

import { z } from 'zod';
import { DATE_RANGE_PRESETS } from '../../dates/date-range-preset.ts';
import { encryptedField, idField } from '../../validation/fields.ts';

/**
 * The wallet contract (issue 4): balances, deposit, withdraw, transfer, exchange, assets and
 * records. Amounts travel as decimal strings with four decimals ("1234.5000"); the member types at
 * most two decimals. Every request that moves money carries a client-made `requestId`, so a retry
 * (a double tap, a lost response) never moves it twice.
 */

/** A wire amount as the server sends it: four decimals, never a float. */
export const wireAmountSchema = z.string().regex(/^-?\d+\.\d{4}$/);

/** An amount a member types: positive, at most two decimals, at most 12 integer digits. */
export const amountInputField = z
  .string()
  .trim()
  .regex(/^\d{1,12}(?:\.\d+)?$/, { error: 'field.amount' })
  .refine((v) => !/\.\d{3,}$/.test(v), { error: 'field.amountDecimals' })
  .refine((v) => /[1-9]/.test(v), { error: 'field.amountPositive' });

/** A client-made id for one money-moving request (a UUID or similar), the idempotency key. */
export const requestIdField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'field.requestId' });

const orderNoField = z.string().regex(/^[A-Z]{1,2}\d{8,24}$/, { error: 'field.orderNo' });

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
  preset: z.coerce
    .number()
    .int()
    .refine((v) => DATE_RANGE_PRESETS.some((p) => p.id === v), { error: 'field.preset' })
    .default(-1),
};

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });

// ---- Wallets and balance -------------------------------------------------------------------

/** Wallet codes: `center` (main, brand currency), `usdt` (virtual currency) and one per venue. */
export const walletCodeField = z.string().regex(/^[a-z][a-z0-9_]{1,31}$/, { error: 'field.wallet' });

export const walletSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** 1 center, 3 virtual currency, 10 a game venue (SPEC.md §9 currency mapping keys on it). */
  type: z.number().int(),
  currency: z.string(),
  balance: wireAmountSchema,
  /** Can a member move money in or out of it now (a venue under maintenance cannot). */
  available: z.boolean(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** GET /api/findmed/v1/member/balance */
export const balanceSchema = z.object({
  /** Center wallet balance. */
  balance: wireAmountSchema,
  currency: z.string(),
  /** Virtual-currency (USDT) wallet; null when the brand has none. */
  virtual: z.object({ balance: wireAmountSchema, currency: z.string() }).nullable(),
  /** Money in withdrawals not yet paid or rejected. */
  frozen: wireAmountSchema,
  /**
   * The member's ledger sequence: the id of the latest posting on any of their wallets, as a
   * decimal string ("0" before the first). The GET and the real-time push carry the same number
   * and it never goes down, so a client keeps whichever balance has the higher one and an answer
   * that started before a push cannot overwrite it.
   */
  version: z.string().regex(/^\d{1,19}$/),
});
export type Balance = z.infer<typeof balanceSchema>;

/** GET /api/game/walletlist?show= */
export const walletListQuerySchema = z.object({ show: z.coerce.number().int().min(0).max(2).optional() });
export const walletListSchema = z.array(walletSchema);

/** GET /api/findmed/v1/wallet/assets */
export const assetsSchema = z.object({
  wallets: z.array(walletSchema.extend({ converted: wireAmountSchema })),
  /** Everything converted to the center currency at the mid rate. */
  total: wireAmountSchema,
  currency: z.string(),
  frozen: wireAmountSchema,
  /** Mid rate of one virtual-currency unit in the center currency, when both exist. */
  rate: z.string().nullable(),
});
export type Assets = z.infer<typeof assetsSchema>;

// ---- Deposit --------------------------------------------------------------------------------

export const DEPOSIT_CHANNEL_KINDS = ['bank', 'usdt', 'gateway'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];
export const DEPOSIT_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  name: z.string(),
  currency: z.string(),
  min: wireAmountSchema,
  max: wireAmountSchema,
  /** Turnover required per credited deposit, as a multiple of its amount ("1.0"). */
  flowMultiple: z.string(),
  /** Quick-pick amounts. */
  presets: z.array(z.string()),
  /** USDT: confirmations before a transfer is credited. */
  confirmations: z.number().int().nullable(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelListSchema = z.array(depositChannelSchema);

/** POST /api/findmed/v1/deposit/create */
export const depositCreateRequestSchema = z.object({
  channelId: z.string().regex(/^[a-z0-9_]{2,32}$/, { error: 'field.channel' }),
  amount: amountInputField,
  /** Bank transfer: the name on the paying account, so finance can match the transfer. */
  payerName: z
    .string()
    .trim()
    .max(30, { error: 'field.payerName' })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  requestId: requestIdField,
});

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.string(),
  channelKind: z.enum(DEPOSIT_CHANNEL_KINDS),
  channelName: z.string(),
  amount: wireAmountSchema,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  payerName: z.string().nullable(),
  /** Bank transfer: where to send the money, and the note to write on it. */
  receiver: z
    .object({
      bankName: z.string(),
      accountName: z.string(),
      accountNo: z.string(),
      /** Null when the brand's account names no branch. */
      branch: z.string().nullable(),
    })
    .nullable(),
  /** Gateway: the pay page to open. */
  payUrl: z.string().nullable(),
  /** USDT: the address, network and confirmations so far. */
  address: z.string().nullable(),
  network: z.string().nullable(),
  confirmations: z.number().int().nullable(),
  requiredConfirmations: z.number().int().nullable(),
  txHash: z.string().nullable(),
  /** Turnover this deposit adds once credited. */
  turnover: wireAmountSchema,
  reason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** GET /api/findmed/v1/deposit/order?orderNo= */
export const depositOrderQuerySchema = z.object({ orderNo: orderNoField });
/** GET /api/findmed/v1/deposit/records */
export const depositRecordsQuerySchema = z.object(pageQuery);
export const depositRecordsSchema = pageOf(depositOrderSchema);

/** GET /api/findmed/v1/deposit/address?network= : the member's own USDT deposit address. */
export const depositAddressQuerySchema = z.object({ network: z.enum(['TRC20']).default('TRC20') });
export const depositAddressSchema = z.object({
  network: z.string(),
  address: z.string(),
  requiredConfirmations: z.number().int(),
  min: wireAmountSchema,
});

// ---- Withdraw -------------------------------------------------------------------------------

export const WITHDRAW_STATUSES = ['requested', 'reviewing', 'approved', 'paid', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** GET /api/findmed/v1/withdraw/info */
export const withdrawInfoSchema = z.object({
  balance: wireAmountSchema,
  currency: z.string(),
  /** What can be withdrawn now: the balance when the turnover is met, else 0. */
  withdrawable: wireAmountSchema,
  turnoverRequired: wireAmountSchema,
  turnoverDone: wireAmountSchema,
  turnoverRemaining: wireAmountSchema,
  min: wireAmountSchema,
  max: wireAmountSchema,
  dailyCountLimit: z.number().int(),
  dailyCountUsed: z.number().int(),
  dailyAmountLimit: wireAmountSchema,
  dailyAmountUsed: wireAmountSchema,
  /** Fee per withdrawal in per-mille of the amount, and free withdrawals per day. */
  feePermille: z.number().int(),
  feeMin: wireAmountSchema,
  freeCountPerDay: z.number().int(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

/** POST /api/findmed/v1/withdraw/apply */
export const withdrawApplyRequestSchema = z.object({
  accountId: idField,
  amount: amountInputField,
  wpassword: encryptedField,
  requestId: requestIdField,
});

export const withdrawOrderSchema = z.object({
  orderNo: z.string(),
  amount: wireAmountSchema,
  fee: wireAmountSchema,
  /** What reaches the member's account: amount - fee. */
  actual: wireAmountSchema,
  currency: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  /** The withdrawal account as it was at the time, masked ("招商银行 **** 1234"). */
  accountLabel: z.string(),
  accountKind: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** State changes, oldest first. */
  history: z.array(z.object({ status: z.enum(WITHDRAW_STATUSES), at: z.string() })),
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;

/** GET /api/findmed/v1/withdraw/records */
export const withdrawRecordsQuerySchema = z.object({
  ...pageQuery,
  status: z.enum(WITHDRAW_STATUSES).optional(),
});
export const withdrawRecordsSchema = pageOf(withdrawOrderSchema);
/** GET /api/findmed/v1/withdraw/detail?orderNo= */
export const withdrawDetailQuerySchema = z.object({ orderNo: orderNoField });

// ---- Transfer and exchange ------------------------------------------------------------------

export const TRANSFER_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** POST /api/findmed/v1/wallet/transfer : center -> venue or venue -> center. */
export const transferRequestSchema = z.object({
  from: walletCodeField,
  to: walletCodeField,
  amount: amountInputField,
  requestId: requestIdField,
});
export const transferResultSchema = z.object({
  transferId: z.string(),
  from: z.string(),
  to: z.string(),
  amount: wireAmountSchema,
  /** `pending` when the venue did not answer in time: it is settled exactly once later. */
  status: z.enum(TRANSFER_STATUSES),
  wallets: z.array(walletSchema),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/** POST /api/findmed/v1/wallet/recover : every venue wallet back to the center wallet. */
export const recoverRequestSchema = z.object({ requestId: requestIdField });
export const recoverResultSchema = z.object({
  moved: wireAmountSchema,
  results: z.array(
    z.object({ wallet: z.string(), amount: wireAmountSchema, status: z.enum(TRANSFER_STATUSES) }),
  ),
  wallets: z.array(walletSchema),
});

/** POST /api/findmed/v1/wallet/exchange/quote */
export const exchangeQuoteRequestSchema = z.object({
  from: walletCodeField,
  to: walletCodeField,
  amount: amountInputField,
});
export const exchangeQuoteSchema = z.object({
  quoteId: z.string(),
  from: z.string(),
  to: z.string(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  amount: wireAmountSchema,
  /** What the member receives. */
  receive: wireAmountSchema,
  /** Units of the center currency per virtual-currency unit, after the spread. */
  rate: z.string(),
  midRate: z.string(),
  spreadPermille: z.number().int(),
  expiresAt: z.string(),
  /** Seconds the quote lives (for the countdown). */
  ttlSeconds: z.number().int(),
});
export type ExchangeQuote = z.infer<typeof exchangeQuoteSchema>;

/** POST /api/findmed/v1/wallet/exchange */
export const exchangeRequestSchema = z.object({
  quoteId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'field.quote' }),
});
export const exchangeResultSchema = z.object({
  quoteId: z.string(),
  amount: wireAmountSchema,
  receive: wireAmountSchema,
  wallets: z.array(walletSchema),
});

// ---- Records --------------------------------------------------------------------------------

export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'transfer',
  'exchange',
  'adjust',
  'bonus',
  'bet',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** The ledger entry kind, finer than `type` (withdraw_hold, withdraw_refund, transfer_in…). */
  kind: z.string(),
  wallet: z.string(),
  walletName: z.string(),
  currency: z.string(),
  /** Signed: positive money in, negative money out. */
  amount: wireAmountSchema,
  balanceAfter: wireAmountSchema,
  /** The business order behind it (deposit/withdraw order number, transfer id, quote id). */
  reference: z.string().nullable(),
  /** The state of the order behind it: a deposit's, a withdrawal's or a transfer's. */
  status: z.union([z.enum(DEPOSIT_STATUSES), z.enum(WITHDRAW_STATUSES), z.enum(TRANSFER_STATUSES)]),
  memo: z.string(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /api/findmed/v1/wallet/records */
export const transactionRecordsQuerySchema = z.object({
  ...pageQuery,
  type: z.enum(TRANSACTION_TYPES).optional(),
});
export const transactionRecordsSchema = pageOf(transactionSchema);
/** GET /api/findmed/v1/wallet/records/detail?id= */
export const transactionDetailQuerySchema = z.object({ id: idField });

// ---- Sandbox helpers ------------------------------------------------------------------------

/** POST /api/sandbox/v1/chain/send : pretend someone sent USDT to an address on the sandbox chain. */
export const sandboxChainSendRequestSchema = z.object({
  address: z.string().min(20).max(64),
  amount: amountInputField,
});
export const sandboxChainSendSchema = z.object({ txHash: z.string() });

/** POST /api/sandbox/v1/venue/control : latency and failure switches of the demo venue. */
export const sandboxVenueControlRequestSchema = z.object({
  latencyMs: z.coerce.number().int().min(0).max(30_000).default(0),
  /** none | error (refuse before applying) | lost (apply, then fail the answer) | down (503). */
  failure: z.enum(['none', 'error', 'lost', 'down', 'refuse']).default('none'),
});
export const sandboxVenueControlSchema = z.object({
  latencyMs: z.number().int(),
  failure: z.enum(['none', 'error', 'lost', 'down', 'refuse']),
});

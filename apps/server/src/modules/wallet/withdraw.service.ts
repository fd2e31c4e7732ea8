import type { WithdrawInfo, WithdrawOrder, WithdrawStatus } from '@houseline/shared/api/contract/wallet';
import { dateRangePreset } from '@houseline/shared/dates/date-range-preset';
import { formatAmount } from '@houseline/shared/money/amount';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Books } from '../books/books.service.ts';
import type { RequestMeta } from '../member/account.service.ts';
import type { ProfileService } from '../member/profile.service.ts';
import { presentWithdrawAccount } from '../withdraw-accounts/withdraw-accounts.service.ts';
import type { WalletRepository } from './wallet.repository.ts';
import { HOUSE, makeOrderNo, type WalletAccounts, wire } from './wallet-accounts.ts';
import { centerCurrency } from './wallet-config.ts';
import { memberAmount, pageRange, requestHashOf } from './wallet-input.ts';
import {
  DEFAULT_WITHDRAW_RULES,
  type WalletSettings,
  type WithdrawRules,
  withdrawFee,
} from './wallet-settings.service.ts';
import type { WithdrawRepository, WithdrawRow } from './withdraw.repository.ts';

export type { WithdrawRow } from './withdraw.repository.ts';

/** The member as the withdrawal password check reads it. */
type WithdrawingMember = Parameters<ProfileService['verifyWithdrawPassword']>[1];

/**
 * What withdrawals need of the member module: read a member, and lock one so that member's
 * requests go one at a time (the member repository has both).
 */
export interface WithdrawMembers {
  findById(db: DbOrTx, siteCode: string, id: bigint): Promise<WithdrawingMember | undefined>;
  lockById(db: DbOrTx, siteCode: string, id: bigint): Promise<{ status: string } | undefined>;
}

/** The operator state machine: which status each action needs and leads to. */
const TRANSITIONS = {
  review: { from: ['requested'], to: 'reviewing' },
  approve: { from: ['reviewing'], to: 'approved' },
  pay: { from: ['approved'], to: 'paid' },
  reject: { from: ['requested', 'reviewing', 'approved'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly WithdrawStatus[]; to: WithdrawStatus }>;
export type WithdrawAction = keyof typeof TRANSITIONS;

export interface WithdrawServiceDeps {
  db: Db;
  repository: WithdrawRepository;
  balances: Pick<WalletRepository, 'accountBalanceMinor'>;
  books: Books;
  accounts: WalletAccounts;
  members: WithdrawMembers;
  profile: ProfileService;
  /** The member's daily withdrawal limits (per VIP level, bound late); null: the brand's (rules). */
  withdrawLimits?: WithdrawLimitsPort | undefined;
  /**
   * The brand's withdrawal rules as finance set them (decision 0082): limits, fee, free count and
   * the daily limits of a member whose VIP level sets none. Absent: the wallet's defaults.
   */
  rules?: Pick<WalletSettings, 'withdrawRules'> | undefined;
  /** The brand's four-eyes threshold (minor units): above it an approval takes two operators. */
  fourEyesThreshold?: ((siteCode: string) => bigint) | undefined;
  /** Identity verification (issue 25, bound late): refuses in the withdrawal's own transaction. */
  withdrawGate?: WithdrawGate | undefined;
  now?: () => Date;
}

/**
 * A rule a withdrawal must pass, checked inside its transaction under the member lock (identity
 * verification, decision 0062); throws an AppError to refuse.
 */
export type WithdrawGate = (
  tx: DbOrTx,
  request: { siteCode: string; memberId: bigint; amountMinor: bigint },
) => Promise<void>;

/** An operator action's audit row, written in the action's transaction with the order before and after. */
export type WithdrawAudit = (tx: DbOrTx, before: WithdrawRow, after: WithdrawRow) => Promise<void>;

/** Daily withdrawal limits of a member. Called before the transaction opens. */
export type WithdrawLimitsPort = (
  siteCode: string,
  memberId: bigint,
) => Promise<{ dailyCount: number; dailyAmountMinor: bigint } | null>;

/**
 * Withdrawals (DESIGN.md §6): requested (the money moves to the withdrawal hold in the same commit)
 * -> reviewing -> approved -> paid (the hold pays out) | rejected (the hold goes back to the
 * member, with a reason). A member cannot take a request back (RTS 14B); only an operator moves it.
 */
export function createWithdrawService(deps: WithdrawServiceDeps) {
  const { db, repository, balances, books, accounts, members, profile } = deps;
  const now = deps.now ?? (() => new Date());

  const rulesOf = async (siteCode: string): Promise<WithdrawRules> =>
    deps.rules ? deps.rules.withdrawRules(siteCode) : DEFAULT_WITHDRAW_RULES;

  async function limitsOf(siteCode: string, memberId: bigint, rules: WithdrawRules) {
    const custom = deps.withdrawLimits ? await deps.withdrawLimits(siteCode, memberId) : null;
    return custom ?? { dailyCount: rules.dailyCountLimit, dailyAmountMinor: rules.dailyAmountLimit };
  }

  /** What the member's withdrawals of today (server time zone) count against the daily limits. */
  async function today(tx: DbOrTx, siteCode: string, memberId: bigint) {
    return repository.countedBetween(tx, siteCode, memberId, dateRangePreset(0, now())!);
  }

  async function present(row: WithdrawRow): Promise<WithdrawOrder> {
    const history = await repository.history(db, row.id);
    return {
      orderNo: row.orderNo,
      amount: wire(row.amount),
      fee: wire(row.fee),
      actual: wire(row.amount - row.fee),
      currency: row.currency,
      status: row.status as WithdrawStatus,
      accountLabel: row.accountLabel,
      accountKind: row.accountKind,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      history: history.map((h) => ({ status: h.status as WithdrawStatus, at: h.createdAt.toISOString() })),
    };
  }

  /** The order an earlier request with this id made; a conflict when that request was different. */
  async function sameRequest(
    tx: DbOrTx,
    siteCode: string,
    memberId: bigint,
    requestId: string,
    hash: string,
  ) {
    const row = await repository.findByRequest(tx, siteCode, memberId, requestId);
    if (row && row.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    return row;
  }

  /** Approvals an order needs: two above the brand's four-eyes threshold, else one. */
  function approvalsNeeded(row: Pick<WithdrawRow, 'siteCode' | 'amount'>): 1 | 2 {
    const threshold = deps.fourEyesThreshold?.(row.siteCode);
    return threshold !== undefined && row.amount > threshold ? 2 : 1;
  }

  /** Four eyes: the second approval by another operator approves; else this one is the first. */
  async function approveTwice(
    tx: DbOrTx,
    found: WithdrawRow,
    change: Parameters<WithdrawRepository['transition']>[2],
    audit: WithdrawAudit,
  ): Promise<WithdrawRow> {
    const second = await repository.transition(tx, found.id, { ...change, secondApproval: true });
    const first = second
      ? undefined
      : await repository.firstApproval(tx, found.id, change.operatorId, change.at);
    const updated = second ?? first;
    if (updated) {
      await audit(tx, found, updated);
      return updated;
    }
    const now = await repository.findByNo(tx, found.orderNo);
    if (now?.status === 'reviewing' && now.firstApprovedBy === change.operatorId) {
      throw new AppError('FOUR_EYES_SAME_OPERATOR');
    }
    throw new AppError('ORDER_STATE');
  }

  async function postPaid(
    tx: Tx,
    found: WithdrawRow,
    to: { hold: bigint; payout: bigint; feeAccount: bigint },
  ): Promise<void> {
    const { currency } = found;
    const lines = [
      { accountId: to.hold, currency, amount: -found.amount },
      { accountId: to.payout, currency, amount: found.amount - found.fee },
    ];
    if (found.fee > 0n) lines.push({ accountId: to.feeAccount, currency, amount: found.fee });
    await books.move(tx, {
      purpose: 'withdrawal',
      memberId: found.memberId,
      siteCode: found.siteCode,
      kind: 'withdraw_paid',
      idempotencyKey: `withdraw:${found.orderNo}:paid`,
      reference: found.orderNo,
      lines,
    });
  }

  async function postRefund(
    tx: Tx,
    found: WithdrawRow,
    to: { hold: bigint; center: bigint },
    reason: string | undefined,
  ): Promise<void> {
    const { currency } = found;
    await books.move(tx, {
      purpose: 'refund',
      memberId: found.memberId,
      siteCode: found.siteCode,
      kind: 'withdraw_refund',
      idempotencyKey: `withdraw:${found.orderNo}:refund`,
      reference: found.orderNo,
      memo: reason ?? '',
      lines: [
        { accountId: to.hold, currency, amount: -found.amount },
        { accountId: to.center, currency, amount: found.amount },
      ],
    });
  }

  return {
    async info(siteCode: string, memberId: bigint): Promise<WithdrawInfo> {
      const currency = centerCurrency(siteCode);
      const center = await accounts.member(siteCode, memberId, { accountKind: 'center', currency });
      const rules = await rulesOf(siteCode);
      const [balanceMinor, t, used, limits] = await Promise.all([
        balances.accountBalanceMinor(db, center),
        books.turnoverSummary(db, siteCode, memberId),
        today(db, siteCode, memberId),
        limitsOf(siteCode, memberId, rules),
      ]);
      return {
        balance: wire(balanceMinor),
        currency,
        withdrawable: wire(t.remaining > 0n ? 0n : balanceMinor),
        turnoverRequired: wire(t.required),
        turnoverDone: wire(t.done),
        turnoverRemaining: wire(t.remaining),
        min: wire(rules.min),
        max: wire(rules.max),
        dailyCountLimit: limits.dailyCount,
        dailyCountUsed: used.count,
        dailyAmountLimit: wire(limits.dailyAmountMinor),
        dailyAmountUsed: wire(used.amountMinor),
        feePermille: rules.feePermille,
        feeMin: wire(rules.feeMin),
        freeCountPerDay: rules.freeCountPerDay,
      };
    },

    async apply(
      meta: RequestMeta,
      memberId: bigint,
      input: { accountId: string; amount: string; wpassword: string; requestId: string },
    ): Promise<WithdrawOrder> {
      const { siteCode } = meta;
      // The rules are read once, before the transaction: the request is made under them throughout.
      const rules = await rulesOf(siteCode);
      const amountMinor = memberAmount(input.amount, rules.min, rules.max);
      const accountId = BigInt(input.accountId);
      const hash = requestHashOf(accountId, amountMinor);
      const earlier = await sameRequest(db, siteCode, memberId, input.requestId, hash);
      if (earlier) return present(earlier);

      const member = await members.findById(db, siteCode, memberId);
      if (!member) throw new AppError('SESSION_INVALID');
      if (!member.withdrawPasswordHash) throw new AppError('WPASSWORD_NOT_SET');
      const account = await repository.findLiveAccount(db, siteCode, memberId, accountId);
      // Someone else's account id, or a removed one, is simply not found.
      if (!account) throw new AppError('WITHDRAW_ACCOUNT_REQUIRED');
      await profile.verifyWithdrawPassword(meta, member, input.wpassword);

      const currency = centerCurrency(siteCode);
      const center = await accounts.member(siteCode, memberId, { accountKind: 'center', currency });
      const hold = await accounts.house(siteCode, HOUSE.withdrawalHold, currency);
      const view = presentWithdrawAccount(account);
      const label = `${view.title} ${view.accountMasked}`.trim();
      // Read before the transaction (on PGlite a query outside an open transaction waits for it);
      // the count against it is made under the member lock below, so the limit holds under a burst.
      const limits = await limitsOf(siteCode, memberId, rules);

      const row = await books.transaction(async (tx) => {
        // One member's withdrawals go one at a time, so the daily limits hold under concurrency.
        // The lock also orders this against an operator disabling the member: a withdrawal that
        // passed the session check just before is refused here, inside the transaction.
        const locked = await members.lockById(tx, siteCode, memberId);
        if (locked?.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
        const again = await sameRequest(tx, siteCode, memberId, input.requestId, hash);
        if (again) return again;
        await deps.withdrawGate?.(tx, { siteCode, memberId, amountMinor });
        const t = await books.turnoverSummary(tx, siteCode, memberId);
        if (t.remaining > 0n) {
          throw new AppError('TURNOVER_NOT_MET', {
            params: { remaining: formatAmount(t.remaining, { minor: true }) },
          });
        }
        const used = await today(tx, siteCode, memberId);
        if (used.count >= limits.dailyCount) {
          throw new AppError('WITHDRAW_DAILY_COUNT', { params: { limit: limits.dailyCount } });
        }
        if (used.amountMinor + amountMinor > limits.dailyAmountMinor) {
          const leftMinor = limits.dailyAmountMinor - used.amountMinor;
          throw new AppError('WITHDRAW_DAILY_AMOUNT', {
            params: { remaining: formatAmount(leftMinor > 0n ? leftMinor : 0n, { minor: true }) },
          });
        }
        const at = now();
        const order = await repository.insert(tx, {
          siteCode,
          memberId,
          orderNo: makeOrderNo('W', at),
          requestId: input.requestId,
          requestHash: hash,
          accountId,
          accountKind: account.kind,
          accountLabel: label,
          amount: amountMinor,
          fee: withdrawFee(amountMinor, used.count, rules),
          currency,
          status: 'requested',
          createdAt: at,
          updatedAt: at,
        });
        await books.move(tx, {
          purpose: 'withdrawal',
          memberId,
          siteCode,
          kind: 'withdraw_hold',
          idempotencyKey: `withdraw:${order.orderNo}:hold`,
          reference: order.orderNo,
          lines: [
            { accountId: center, currency, amount: -amountMinor },
            { accountId: hold, currency, amount: amountMinor },
          ],
        });
        return order;
      });
      return present(row);
    },

    async records(
      siteCode: string,
      memberId: bigint,
      query: { page: number; size: number; preset: number; status?: WithdrawStatus | undefined },
    ) {
      const { from, to } = pageRange(query.preset, now());
      const { rows, total } = await repository.page(db, siteCode, memberId, {
        from,
        to,
        status: query.status,
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return {
        list: await Promise.all(rows.map(present)),
        page: query.page,
        size: query.size,
        total,
      };
    },

    async detail(siteCode: string, memberId: bigint, orderNo: string): Promise<WithdrawOrder> {
      const row = await repository.findByNo(db, orderNo);
      if (!row || row.siteCode !== siteCode || row.memberId !== memberId)
        throw new AppError('ORDER_NOT_FOUND');
      return present(row);
    },

    approvalsNeeded,

    /**
     * An operator moves a withdrawal on. Paying and rejecting move the held money in the same
     * commit as the state change, and only from the state the action needs: exactly once. Above
     * the brand's threshold an approval takes two different operators (four eyes).
     */
    async act(
      siteCode: string,
      orderNo: string,
      action: WithdrawAction,
      operatorId: bigint,
      reason: string | undefined,
      audit: WithdrawAudit,
    ): Promise<WithdrawRow> {
      const found = await repository.findByNo(db, orderNo);
      if (!found || found.siteCode !== siteCode) throw new AppError('ORDER_NOT_FOUND');
      const rule = TRANSITIONS[action];
      const currency = found.currency;
      const hold = await accounts.house(siteCode, HOUSE.withdrawalHold, currency);
      const payout = await accounts.house(siteCode, HOUSE.withdrawalPayout, currency);
      const feeAccount = await accounts.house(siteCode, HOUSE.withdrawalFee, currency);
      const center = await accounts.member(siteCode, found.memberId, { accountKind: 'center', currency });
      const twoEyes = action === 'approve' && approvalsNeeded(found) === 2;
      return books.transaction(async (tx) => {
        const at = now();
        const change = { from: rule.from, to: rule.to, at, operatorId, reason };
        if (twoEyes) return approveTwice(tx, found, change, audit);
        const updated = await repository.transition(tx, found.id, change);
        if (!updated) throw new AppError('ORDER_STATE');
        if (action === 'pay') await postPaid(tx, found, { hold, payout, feeAccount });
        else if (action === 'reject') await postRefund(tx, found, { hold, center }, reason);
        await audit(tx, found, updated);
        return updated;
      });
    },
  };
}

export type WithdrawService = ReturnType<typeof createWithdrawService>;

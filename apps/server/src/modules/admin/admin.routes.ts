import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { depositOrders, members, withdrawOrders } from '../../platform/db/schema.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { MemberRepository } from '../member/member.repository.ts';
import type { DepositRow, DepositService } from '../wallet/deposit.service.ts';
import { turnover } from '../wallet/turnover.ts';
import { HOUSE, type WalletAccounts, wire } from '../wallet/wallet-accounts.ts';
import { centerCurrency, hasVirtualWallet, VIRTUAL_CURRENCY } from '../wallet/wallet-config.ts';
import type { WithdrawAction, WithdrawRow, WithdrawService } from '../wallet/withdraw.service.ts';
import type { Operator, OperatorsService } from './operators.service.ts';

export interface AdminRoutesDeps {
  db: Db;
  operators: OperatorsService;
  deposits: DepositService;
  withdrawals: WithdrawService;
  ledger: LedgerService;
  accounts: WalletAccounts;
  members: MemberRepository;
  events: MemberEvents;
}

function presentDeposit(row: DepositRow, username: string) {
  return {
    orderNo: row.orderNo,
    memberId: row.memberId.toString(),
    username,
    channelId: row.channelId,
    channelKind: row.channelKind,
    amount: wire(row.amount),
    currency: row.currency,
    status: row.status as 'created',
    payerName: row.payerName,
    txHash: row.txHash,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentWithdrawal(row: WithdrawRow, username: string) {
  return {
    orderNo: row.orderNo,
    memberId: row.memberId.toString(),
    username,
    amount: wire(row.amount),
    fee: wire(row.fee),
    currency: row.currency,
    status: row.status as 'requested',
    accountLabel: row.accountLabel,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The operator API: finance and admins list and settle deposits and withdrawals; admins adjust
 * balances and waive turnover. Each action writes its audit row in the same commit as its effect.
 */
export function registerAdminRoutes(endpoint: EndpointRegistrar, deps: AdminRoutesDeps): void {
  const { db, operators, deposits, withdrawals, ledger, accounts, events } = deps;

  async function usernameOf(memberId: bigint): Promise<string> {
    const [row] = await db
      .select({ username: members.username })
      .from(members)
      .where(eq(members.id, memberId));
    return row?.username ?? '';
  }

  endpoint('adminLogin', async (_request, input) => operators.login(input.username, input.password));

  endpoint('adminDeposits', async (request, input) => {
    const where: SQL[] = [eq(depositOrders.siteCode, request.siteCode)];
    if (input.status) where.push(eq(depositOrders.status, input.status));
    const [rows, totals] = await Promise.all([
      db
        .select({ order: depositOrders, username: members.username })
        .from(depositOrders)
        .innerJoin(members, eq(members.id, depositOrders.memberId))
        .where(and(...where))
        .orderBy(desc(depositOrders.id))
        .limit(input.size)
        .offset((input.page - 1) * input.size),
      db
        .select({ n: count() })
        .from(depositOrders)
        .where(and(...where)),
    ]);
    return { list: rows.map((r) => presentDeposit(r.order, r.username)), total: totals[0]?.n ?? 0 };
  });

  const depositAction = (action: 'confirm' | 'reject') =>
    (async (request, input) => {
      const operator = request.operator as Operator;
      const audit = (tx: Parameters<typeof operators.audit>[5]) =>
        operators.audit(
          operator,
          request.siteCode,
          `deposit.${action}`,
          input.orderNo,
          { reason: input.reason ?? null },
          tx,
        );
      const row =
        action === 'confirm'
          ? await deposits.confirm(request.siteCode, input.orderNo, audit)
          : await deposits.reject(request.siteCode, input.orderNo, input.reason ?? '', audit);
      return presentDeposit(row, await usernameOf(row.memberId));
    }) satisfies Parameters<typeof endpoint<'adminDepositConfirm'>>[1];
  endpoint('adminDepositConfirm', depositAction('confirm'));
  endpoint('adminDepositReject', async (request, input) => {
    if (!input.reason) throw new AppError('BAD_REQUEST', { detail: 'reason' });
    return depositAction('reject')(request, input);
  });

  endpoint('adminWithdrawals', async (request, input) => {
    const where: SQL[] = [eq(withdrawOrders.siteCode, request.siteCode)];
    if (input.status) where.push(eq(withdrawOrders.status, input.status));
    const [rows, totals] = await Promise.all([
      db
        .select({ order: withdrawOrders, username: members.username })
        .from(withdrawOrders)
        .innerJoin(members, eq(members.id, withdrawOrders.memberId))
        .where(and(...where))
        .orderBy(desc(withdrawOrders.id))
        .limit(input.size)
        .offset((input.page - 1) * input.size),
      db
        .select({ n: count() })
        .from(withdrawOrders)
        .where(and(...where)),
    ]);
    return { list: rows.map((r) => presentWithdrawal(r.order, r.username)), total: totals[0]?.n ?? 0 };
  });

  const withdrawalAction = (action: WithdrawAction) =>
    (async (request, input) => {
      if (action === 'reject' && !input.reason) throw new AppError('BAD_REQUEST', { detail: 'reason' });
      const operator = request.operator as Operator;
      const row = await withdrawals.act(
        request.siteCode,
        input.orderNo,
        action,
        operator.id,
        input.reason,
        (tx) =>
          operators.audit(
            operator,
            request.siteCode,
            `withdrawal.${action}`,
            input.orderNo,
            { reason: input.reason ?? null },
            tx,
          ),
      );
      return presentWithdrawal(row, await usernameOf(row.memberId));
    }) satisfies Parameters<typeof endpoint<'adminWithdrawalReview'>>[1];
  endpoint('adminWithdrawalReview', withdrawalAction('review'));
  endpoint('adminWithdrawalApprove', withdrawalAction('approve'));
  endpoint('adminWithdrawalPay', withdrawalAction('pay'));
  endpoint('adminWithdrawalReject', withdrawalAction('reject'));

  endpoint('adminAdjust', async (request, input) => {
    const operator = request.operator as Operator;
    const { siteCode } = request;
    const member = await deps.members.findByUsername(db, siteCode, input.username);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    if (input.wallet === 'usdt' && !hasVirtualWallet(siteCode)) throw new AppError('WALLET_UNKNOWN');
    const currency = input.wallet === 'usdt' ? VIRTUAL_CURRENCY : centerCurrency(siteCode);
    const amount = parseAmountToMinor(input.amount);
    const account = await accounts.member(siteCode, member.id, { accountKind: input.wallet, currency });
    const house = await accounts.house(siteCode, HOUSE.adjustment, currency);
    const result = await db.transaction(async (tx) => {
      const posted = await ledger.post(
        {
          siteCode,
          kind: 'adjust',
          idempotencyKey: `adjust:${input.requestId}`,
          reference: input.requestId,
          memo: input.reason,
          lines: [
            { accountId: account, currency, amount },
            { accountId: house, currency, amount: -amount },
          ],
        },
        tx,
      );
      if (!posted.replayed) {
        await operators.audit(
          operator,
          siteCode,
          'member.adjust',
          member.username,
          {
            wallet: input.wallet,
            amount: wire(amount),
            currency,
            reason: input.reason,
            requestId: input.requestId,
          },
          tx,
        );
      }
      return posted;
    });
    events.balanceChanged(siteCode, member.id);
    const after = result.postings.find((p) => p.accountId === account)?.balanceAfter ?? 0n;
    return { balance: wire(after), currency };
  });

  endpoint('adminWaiveTurnover', async (request, input) => {
    const operator = request.operator as Operator;
    const { siteCode } = request;
    const member = await deps.members.findByUsername(db, siteCode, input.username);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    const waived = await db.transaction(async (tx) => {
      await deps.members.lockById(tx, siteCode, member.id);
      const amount = await turnover.waive(tx, siteCode, member.id, `waive:${operator.id}:${Date.now()}`);
      await operators.audit(
        operator,
        siteCode,
        'member.turnover.waive',
        member.username,
        { waived: wire(amount), reason: input.reason },
        tx,
      );
      return amount;
    });
    return { waived: wire(waived) };
  });

  endpoint('adminAudit', async (request, input) =>
    operators.auditLog(request.siteCode, input.page, input.size),
  );
}

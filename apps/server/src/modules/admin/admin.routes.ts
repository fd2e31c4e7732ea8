import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import type { DepositRow } from '../wallet/deposit.service.ts';
import type { WithdrawAction, WithdrawRow } from '../wallet/withdraw.service.ts';
import type { AdminService } from './admin.service.ts';
import type { Operator, OperatorsService } from './operators.service.ts';

export interface AdminRoutesDeps {
  operators: OperatorsService;
  admin: AdminService;
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
 * The operator API: operators log in (attempt limits, optional TOTP), log out and revoke;
 * finance and admins list and settle deposits and withdrawals; admins adjust balances, waive
 * turnover and disable members. Routes validate (the contract), call a service and shape the answer.
 */
export function registerAdminRoutes(endpoint: EndpointRegistrar, deps: AdminRoutesDeps): void {
  const { operators, admin } = deps;
  const operatorOf = (request: { operator?: unknown }) => request.operator as Operator;
  const done = { done: true as const };

  endpoint('adminLogin', async (request, input) => operators.login(input, requestMeta(request)));
  endpoint('adminLogout', async (request) => {
    await operators.logout(operatorOf(request), request.siteCode);
    return done;
  });
  endpoint('adminRevokeOperator', async (request, input) => ({
    username: input.username,
    sessionsEnded: await operators.revokeSessions(operatorOf(request), request.siteCode, input.username),
  }));
  endpoint('adminTotpEnroll', async (request) => operators.enrollTotp(operatorOf(request), request.siteCode));
  endpoint('adminTotpVerify', async (request, input) =>
    operators.verifyTotp(operatorOf(request), request.siteCode, input.code),
  );

  endpoint('adminDeposits', async (request, input) => {
    const { rows, total } = await admin.depositList(request.siteCode, input);
    return { list: rows.map((r) => presentDeposit(r.order, r.username)), total };
  });
  endpoint('adminDepositConfirm', async (request, input) => {
    const row = await admin.depositAction(operatorOf(request), request.siteCode, 'confirm', input);
    return presentDeposit(row, await admin.usernameOf(row.memberId));
  });
  endpoint('adminDepositReject', async (request, input) => {
    if (!input.reason) throw new AppError('BAD_REQUEST', { detail: 'reason' });
    const row = await admin.depositAction(operatorOf(request), request.siteCode, 'reject', input);
    return presentDeposit(row, await admin.usernameOf(row.memberId));
  });

  endpoint('adminWithdrawals', async (request, input) => {
    const { rows, total } = await admin.withdrawalList(request.siteCode, input);
    return { list: rows.map((r) => presentWithdrawal(r.order, r.username)), total };
  });
  const withdrawalAction = (action: WithdrawAction) =>
    (async (request, input) => {
      if (action === 'reject' && !input.reason) throw new AppError('BAD_REQUEST', { detail: 'reason' });
      const row = await admin.withdrawalAction(operatorOf(request), request.siteCode, action, input);
      return presentWithdrawal(row, await admin.usernameOf(row.memberId));
    }) satisfies Parameters<typeof endpoint<'adminWithdrawalReview'>>[1];
  endpoint('adminWithdrawalReview', withdrawalAction('review'));
  endpoint('adminWithdrawalApprove', withdrawalAction('approve'));
  endpoint('adminWithdrawalPay', withdrawalAction('pay'));
  endpoint('adminWithdrawalReject', withdrawalAction('reject'));

  endpoint('adminAdjust', async (request, input) =>
    admin.adjust(operatorOf(request), request.siteCode, input),
  );
  endpoint('adminWaiveTurnover', async (request, input) =>
    admin.waiveTurnover(operatorOf(request), request.siteCode, input),
  );
  endpoint('adminMemberDisable', async (request, input) =>
    admin.setMemberStatus(operatorOf(request), request.siteCode, input, 'disabled'),
  );
  endpoint('adminMemberEnable', async (request, input) =>
    admin.setMemberStatus(operatorOf(request), request.siteCode, input, 'active'),
  );

  endpoint('adminAudit', async (request, input) =>
    operators.auditLog(request.siteCode, input.page, input.size),
  );
}

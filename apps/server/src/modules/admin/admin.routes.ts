import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Operator } from '../operators/operators.service.ts';
import type { DepositRow } from '../wallet/deposit.service.ts';
import type { WithdrawAction, WithdrawRow, WithdrawService } from '../wallet/withdraw.service.ts';
import type { AdminService } from './admin.service.ts';

export interface AdminRoutesDeps {
  admin: AdminService;
  /** For the number of approvals an order needs (four eyes). */
  withdrawals: Pick<WithdrawService, 'approvalsNeeded'>;
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

function presentWithdrawal(row: WithdrawRow, username: string, approvalsNeeded: number) {
  const done = row.status === 'approved' || row.status === 'paid';
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
    approvals: done ? approvalsNeeded : row.firstApprovedBy !== null ? 1 : 0,
    approvalsNeeded,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The operator API's money and member actions: deposits and withdrawals (four eyes above the
 * brand's threshold), adjustments, turnover waivers and member status. The registrar has checked
 * the permission and the brand; routes validate (the contract), call a service and shape the answer.
 */
export function registerAdminRoutes(endpoint: EndpointRegistrar, deps: AdminRoutesDeps): void {
  const { admin, withdrawals } = deps;
  const operatorOf = (request: { operator?: unknown }) => request.operator as Operator;
  const withdrawal = (row: WithdrawRow, username: string) =>
    presentWithdrawal(row, username, withdrawals.approvalsNeeded(row));

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
    return { list: rows.map((r) => withdrawal(r.order, r.username)), total };
  });
  const withdrawalAction = (action: WithdrawAction) =>
    (async (request, input) => {
      if (action === 'reject' && !input.reason) throw new AppError('BAD_REQUEST', { detail: 'reason' });
      const row = await admin.withdrawalAction(operatorOf(request), request.siteCode, action, input);
      return withdrawal(row, await admin.usernameOf(row.memberId));
    }) satisfies Parameters<typeof endpoint<'adminWithdrawalReview'>>[1];
  endpoint('adminWithdrawalReview', withdrawalAction('review'));
  endpoint('adminWithdrawalApprove', withdrawalAction('approve'));
  endpoint('adminWithdrawalPay', withdrawalAction('pay'));
  endpoint('adminWithdrawalReject', withdrawalAction('reject'));

  endpoint('adminAdjust', async (request, input) =>
    admin.adjust(operatorOf(request), request.siteCode, input),
  );
  endpoint('adminAdjustApprove', async (request, input) =>
    admin.approveAdjust(operatorOf(request), request.siteCode, BigInt(input.approvalId)),
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
  endpoint('adminMemberSessionsEnd', async (request, input) =>
    admin.endSessions(operatorOf(request), request.siteCode, input),
  );
  endpoint('adminMemberWithdrawPasswordReset', async (request, input) =>
    admin.resetWithdrawPassword(operatorOf(request), request.siteCode, input),
  );
  endpoint('adminMemberMessage', async (request, input) =>
    admin.message(operatorOf(request), request.siteCode, input),
  );
}

import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { Operator, OperatorsService } from '../operators/operators.service.ts';
import type { DepositService, LatePaymentRow } from './deposit.service.ts';
import type { TransferRow, TransferService } from './transfer.service.ts';
import { wire } from './wallet-accounts.ts';

function presentLate(row: LatePaymentRow) {
  return {
    orderNo: row.orderNo,
    memberId: row.memberId.toString(),
    gateway: row.gateway,
    paidAmount: wire(row.paidAmount),
    currency: row.currency,
    orderStatus: row.orderStatus,
    status: row.status as 'held',
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

function presentTransfer(row: TransferRow) {
  return {
    transferId: row.transferId,
    memberId: row.memberId.toString(),
    venue: row.venue,
    direction: row.direction as 'in',
    amount: wire(row.amount),
    currency: row.currency,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    stuck: row.stuckAt !== null,
  };
}

/**
 * Operator endpoints of the money edges (decision 0011): late gateway payments held for finance,
 * and stuck venue transfers sent back to the reconciler. Every action is audited in its commit.
 */
export function registerWalletOpsRoutes(
  endpoint: EndpointRegistrar,
  deps: { deposits: DepositService; transfers: TransferService; operators: Pick<OperatorsService, 'audit'> },
): void {
  const { deposits, transfers, operators } = deps;

  endpoint('adminLatePayments', async (request, input) => {
    const { rows, total } = await deposits.latePayments(request.siteCode, input);
    return { list: rows.map(presentLate), total };
  });

  endpoint('adminLatePaymentResolve', async (request, input) => {
    const operator = request.operator as Operator;
    const row = await deposits.resolveLate(
      request.siteCode,
      input.orderNo,
      input.action,
      operator.id,
      input.reason,
      (tx) =>
        operators.audit(
          operator,
          request.siteCode,
          input.action === 'credit' ? 'deposit.late.credit' : 'deposit.late.refund_outside',
          input.orderNo,
          { reason: input.reason },
          tx,
        ),
    );
    return presentLate(row);
  });

  endpoint('adminTransferRetry', async (request, input) => {
    const operator = request.operator as Operator;
    const row = await transfers.retryStuck(request.siteCode, input.transferId, (tx) =>
      operators.audit(operator, request.siteCode, 'transfer.retry', input.transferId, {}, tx),
    );
    return presentTransfer(row);
  });

  endpoint('adminTransfersStuck', async (request, input) => {
    const { rows, total } = await transfers.stuckTransfers(request.siteCode, input);
    return {
      list: rows.map((row) => ({
        ...presentTransfer(row),
        // Selected as stuck: stuckAt is set (the fallback only satisfies the type).
        stuckAt: (row.stuckAt ?? row.updatedAt).toISOString(),
        createdAt: row.createdAt.toISOString(),
      })),
      total,
    };
  });
}

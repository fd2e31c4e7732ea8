import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** Finance's requests: the deposit queue, withdrawal review, late payments and the brand's money settings. */
export function financeService(client: ConsoleClient) {
  return {
    deposits: (query: Record<string, unknown>) =>
      client.call('adminDeposits', query as EndpointRequest<'adminDeposits'>),
    confirmDeposit: (orderNo: string) => client.call('adminDepositConfirm', { orderNo }),
    rejectDeposit: (orderNo: string, reason: string) =>
      client.call('adminDepositReject', { orderNo, reason }),
    withdrawals: (query: Record<string, unknown>) =>
      client.call('adminWithdrawals', query as EndpointRequest<'adminWithdrawals'>),
    reviewWithdrawal: (orderNo: string) => client.call('adminWithdrawalReview', { orderNo }),
    approveWithdrawal: (orderNo: string) => client.call('adminWithdrawalApprove', { orderNo }),
    payWithdrawal: (orderNo: string) => client.call('adminWithdrawalPay', { orderNo }),
    rejectWithdrawal: (orderNo: string, reason: string) =>
      client.call('adminWithdrawalReject', { orderNo, reason }),
    latePayments: (query: Record<string, unknown>) =>
      client.call('adminLatePayments', query as EndpointRequest<'adminLatePayments'>),
    resolveLatePayment: (orderNo: string, action: 'credit' | 'refund_outside', reason: string) =>
      client.call('adminLatePaymentResolve', { orderNo, action, reason }),
    // the brand's deposit channels and withdrawal rules (decision 0082)
    walletSettings: () => client.call('adminWalletSettings', {}),
    updateChannel: (input: EndpointRequest<'adminDepositChannelUpdate'>) =>
      client.call('adminDepositChannelUpdate', input),
    updateWithdrawRules: (input: EndpointRequest<'adminWithdrawRulesUpdate'>) =>
      client.call('adminWithdrawRulesUpdate', input),
    // the brand's quick-pick amounts ride on updateChannel; its receiving account (decision 0088)
    updateReceivingAccount: (input: EndpointRequest<'adminReceivingAccountUpdate'>) =>
      client.call('adminReceivingAccountUpdate', input),
  };
}

export type FinanceService = ReturnType<typeof financeService>;
export type DepositRow = Awaited<ReturnType<FinanceService['deposits']>>['list'][number];
export type WithdrawalRow = Awaited<ReturnType<FinanceService['withdrawals']>>['list'][number];
export type LatePaymentRow = Awaited<ReturnType<FinanceService['latePayments']>>['list'][number];
export type WalletSettings = Awaited<ReturnType<FinanceService['walletSettings']>>;
export type ChannelRow = WalletSettings['channels'][number];
export type WithdrawRules = WalletSettings['withdraw'];
export type ReceivingAccount = WalletSettings['receivingAccount'];

import type { DepositOrder } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import type { depositOrders } from '../../platform/db/schema.ts';
import { permilleOf, wire } from './wallet-accounts.ts';
import { depositChannels, RECEIVING_ACCOUNT } from './wallet-config.ts';

type DepositRow = typeof depositOrders.$inferSelect;

/** A deposit order as the member sees it: the receiving account, pay page or address it needs. */
export function presentDeposit(
  row: DepositRow,
  locale: Locale,
  payUrl: (orderNo: string) => string,
): DepositOrder {
  const channel = depositChannels(row.siteCode).find((c) => c.id === row.channelId);
  return {
    orderNo: row.orderNo,
    channelId: row.channelId,
    channelKind: row.channelKind as DepositOrder['channelKind'],
    channelName: channel?.names[locale] ?? row.channelId,
    amount: wire(row.amount),
    currency: row.currency,
    status: row.status as DepositOrder['status'],
    payerName: row.payerName,
    receiver: row.channelKind === 'bank' ? { ...RECEIVING_ACCOUNT } : null,
    payUrl: row.channelKind === 'gateway' && row.status === 'created' ? payUrl(row.orderNo) : null,
    address: row.address,
    network: row.channelKind === 'usdt' ? 'TRC20' : null,
    confirmations: row.confirmations,
    requiredConfirmations: row.requiredConfirmations,
    txHash: row.txHash,
    turnover: wire(permilleOf(row.amount, row.flowMultiplePermille)),
    reason: row.reason,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import type { DepositOrder } from '@houseline/shared/api/contract/wallet';
import type { Locale } from '@houseline/shared/api/headers';
import type { depositOrders } from '../../platform/db/schema.ts';
import { permilleOf, wire } from './wallet-accounts.ts';
import { centerCurrency, depositChannels, EXCHANGE_RULES, RECEIVING_ACCOUNT } from './wallet-config.ts';

type DepositRow = typeof depositOrders.$inferSelect;

/**
 * The turnover a deposit requires, in the center currency (turnover is counted in bets there): a
 * USDT deposit on a CNY site counts at the mid rate.
 */
export function depositTurnover(
  row: Pick<DepositRow, 'siteCode' | 'amount' | 'currency' | 'flowMultiplePermille'>,
): bigint {
  const inCenter =
    row.currency === centerCurrency(row.siteCode)
      ? row.amount
      : (row.amount * EXCHANGE_RULES.midRate) / 10_000n;
  return permilleOf(inCenter, row.flowMultiplePermille);
}

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
    // An order made before brands had their own account (decision 0088) was shown the code's.
    receiver: row.channelKind === 'bank' ? { ...(row.receiver ?? RECEIVING_ACCOUNT) } : null,
    payUrl: row.channelKind === 'gateway' && row.status === 'created' ? payUrl(row.orderNo) : null,
    address: row.address,
    network: row.channelKind === 'usdt' ? 'TRC20' : null,
    confirmations: row.confirmations,
    requiredConfirmations: row.requiredConfirmations,
    txHash: row.txHash,
    turnover: wire(depositTurnover(row)),
    reason: row.reason,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

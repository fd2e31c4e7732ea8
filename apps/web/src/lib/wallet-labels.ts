import type { TransactionType } from '@houseline/shared/api/contract/wallet';

/**
 * Message keys and tones of the cashier's states, types and ledger entry kinds. Each family of
 * states has its own words (a pending deposit awaits confirmation, a pending transfer awaits the
 * venue); a state outside its family falls back to the general list.
 */

export type StatusFamily = 'deposit' | 'withdraw' | 'transfer';
export type StatusTone = 'ok' | 'wait' | 'bad';

const FAMILY_STATUSES: Record<StatusFamily, readonly string[]> = {
  deposit: ['created', 'pending', 'succeeded', 'failed', 'expired'],
  withdraw: ['requested', 'reviewing', 'approved', 'paid', 'rejected'],
  transfer: ['pending', 'succeeded', 'failed'],
};

/** Every state a record can be in, with a label in the general list (wallet.status.*). */
export const ALL_STATUSES = [
  'succeeded',
  'pending',
  'failed',
  'created',
  'expired',
  'requested',
  'reviewing',
  'approved',
  'paid',
  'rejected',
] as const;

/** Ledger entry kinds the member sees in the transaction records (wallet.kind.*). */
export const ENTRY_KINDS = [
  'deposit',
  'withdraw_hold',
  'withdraw_refund',
  'transfer_out',
  'transfer_in',
  'transfer_refund',
  'exchange',
  'adjust',
  'vip_upgrade_bonus',
  'vip_monthly_bonus',
  'vip_rebate',
] as const;

export function statusLabelKey(status: string, family?: StatusFamily): string {
  if (family && FAMILY_STATUSES[family].includes(status)) return `wallet.${family}Status.${status}`;
  return `wallet.status.${status}`;
}

export function statusTone(status: string): StatusTone {
  if (status === 'succeeded' || status === 'paid') return 'ok';
  if (status === 'failed' || status === 'expired' || status === 'rejected') return 'bad';
  return 'wait';
}

/** The family of states a transaction of `type` is in. */
export function familyOf(type: TransactionType): StatusFamily | undefined {
  return type === 'deposit' || type === 'withdraw' || type === 'transfer' ? type : undefined;
}

/** The entry kind's label, or the type's when the kind is one the client does not know yet. */
export function kindLabelKey(kind: string, type: TransactionType): string {
  return (ENTRY_KINDS as readonly string[]).includes(kind) ? `wallet.kind.${kind}` : `wallet.type.${type}`;
}

/** Where the business order behind a movement is shown, if the member has a page for it. */
export function referencePath(type: TransactionType, reference: string | null): string | null {
  if (!reference) return null;
  if (type === 'deposit') return `/finance/deposit/info?orderNo=${encodeURIComponent(reference)}`;
  if (type === 'withdraw') return `/user/redemptionDetail?orderNo=${encodeURIComponent(reference)}`;
  return null;
}

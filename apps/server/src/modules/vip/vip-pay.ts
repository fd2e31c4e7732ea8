import type { VipRewardKind } from '@houseline/shared/api/contract/vip';
import type { Tx } from '../../platform/db/client.ts';
import type { Books, LedgerAccountIds } from '../books/books.service.ts';
import type { VipRepository } from './vip.repository.ts';
import { levelName, VIP_LEDGER, VIP_RULES } from './vip-config.ts';

/** Ledger account ids (the wallet's account cache fits). Always called before a transaction opens. */
export type VipAccounts = LedgerAccountIds;

export interface Reward {
  kind: VipRewardKind;
  /** "VIP3" (upgrade), "2026-11" (monthly), "2026-11-23" (rebate). */
  period: string;
  level: number;
  baseMinor: bigint;
  amountMinor: bigint;
}

/** The ledger accounts a payment moves between. */
export interface PayAccounts {
  currency: string;
  center: bigint;
  house: bigint;
}

export function upgradeReward(level: number, amountMinor: bigint): Reward {
  return { kind: 'upgrade', period: levelName(level), level, baseMinor: 0n, amountMinor };
}

/**
 * Pays one VIP reward inside `tx`: claims (member, kind, period) first — a second runner or a re-run
 * finds the claim and pays nothing — then posts the ledger entry (its key is the claim's, so even
 * without the claim row the money could move only once) and adds the reward's turnover
 * requirement. A zero amount only records the claim. True when money moved.
 */
export async function payReward(
  deps: { repository: VipRepository; books: Pick<Books, 'move'> },
  tx: Tx,
  siteCode: string,
  memberId: bigint,
  reward: Reward,
  accounts: PayAccounts,
  at: Date,
): Promise<boolean> {
  const claimed = await deps.repository.claim(tx, { siteCode, memberId, ...reward }, at);
  if (!claimed || reward.amountMinor <= 0n) return false;
  const key = `vip:${reward.kind}:${memberId}:${reward.period}`;
  const { currency } = accounts;
  const required = (reward.amountMinor * BigInt(VIP_RULES.bonusTurnoverPermille)) / 1000n;
  await deps.books.move(tx, {
    purpose: 'reward',
    memberId,
    siteCode,
    kind: VIP_LEDGER[reward.kind].kind,
    idempotencyKey: key,
    reference: reward.period,
    memo: levelName(reward.level),
    lines: [
      { accountId: accounts.house, currency, amount: -reward.amountMinor },
      { accountId: accounts.center, currency, amount: reward.amountMinor },
    ],
    turnover: { kind: 'require', amount: required, reference: key },
  });
  return true;
}

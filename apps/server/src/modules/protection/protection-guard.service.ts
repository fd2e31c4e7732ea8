import type { ErrorCode } from '@houseline/shared/api/error-codes';
import { formatAmount } from '@houseline/shared/money/amount';
import type { DbOrTx } from '../../platform/db/client.ts';
import { type MovementGuard, MovementRefused, movesIntoPlay } from '../books/books.service.ts';

type GuardedMovement = Parameters<MovementGuard['check']>[1];

import type { ProtectionRepository } from './protection.repository.ts';

/** Beijing time, as the member reads a reset or an end: "2026-12-02 22:40 (UTC+8)". */
export function beijingTime(at: Date | string): string {
  const ms = new Date(at).getTime() + 8 * 3_600_000;
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} (UTC+8)`;
}

const LIMIT_CODES: Record<string, ErrorCode> = {
  'deposit|day': 'PROTECTION_DEPOSIT_DAY',
  'deposit|week': 'PROTECTION_DEPOSIT_WEEK',
  'deposit|month': 'PROTECTION_DEPOSIT_MONTH',
  'loss|day': 'PROTECTION_LOSS_DAY',
  'loss|week': 'PROTECTION_LOSS_WEEK',
  'loss|month': 'PROTECTION_LOSS_MONTH',
  'stake|single': 'PROTECTION_STAKE_LIMIT',
  'play_time|day': 'PROTECTION_PLAY_TIME',
};

/**
 * The refusal `protection_refusal` answered, as the error the member reads: which limit, its
 * amount and when it resets, or the break / exclusion and when it ends.
 */
export function refusalError(refusal: string): MovementRefused {
  const [what, kind = '', period = '', amount = '', resets = ''] = refusal.split('|');
  if (what === 'EXCLUDED') {
    const code: ErrorCode = kind === 'timeout' ? 'PROTECTION_TIMEOUT' : 'PROTECTION_SELF_EXCLUDED';
    return new MovementRefused(code, { params: { until: beijingTime(period) } });
  }
  const code = LIMIT_CODES[`${kind}|${period}`] ?? 'PROTECTION_STAKE_LIMIT';
  const shown = kind === 'play_time' ? amount : formatAmount(BigInt(amount || '0'), { minor: true });
  return new MovementRefused(code, { params: { amount: shown, resets: resets ? beijingTime(resets) : '' } });
}

/**
 * What the guard looks at: money into play, and rewards (promotions, tasks, VIP bonuses) — but not
 * an agent's commission, which is earned on other members' play and paid in one batch for all.
 */
function guarded(m: GuardedMovement): boolean {
  if (m.purpose === 'reward') return m.kind !== 'agent_commission';
  return movesIntoPlay(m.purpose);
}

/**
 * Player protection's guard on the books port (issue 25, decision 0060): a break or an exclusion
 * refuses everything into play and every reward; deposit, loss, stake and play-time limits refuse
 * what would pass them. It runs in the movement's own transaction and takes the member's
 * protection lock there (inside `protection_refusal`), so racing movements are counted one after
 * the other and none passes a limit together with another.
 */
export function protectionGuard(
  repository: ProtectionRepository,
  now: () => Date = () => new Date(),
): MovementGuard {
  return {
    name: 'protection',
    async check(tx: DbOrTx, movement: GuardedMovement): Promise<void> {
      if (!guarded(movement)) return;
      const refusal = await repository.refusal(tx, movement, now());
      if (refusal) throw refusalError(refusal);
    },
    admittedSql(movement: GuardedMovement) {
      if (!guarded(movement)) return undefined;
      return repository.admittedSql(movement, now());
    },
  };
}

import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { PostInput } from '../ledger/ledger.service.ts';

/**
 * Why money moves, as the guards see it (decision 0048). A guard (the member's state today,
 * player protection's limits tomorrow) refuses only what puts money into play; what is owed to
 * the member is always booked, because a third party (a venue, a gateway) or our own books
 * already moved it.
 */
export const MOVEMENT_PURPOSES = {
  // Into play: refused for a member not in good standing (disabled, later excluded).
  stake: 'into_play', // a sportsbook or live-table bet
  seamless_debit: 'into_play', // a seamless venue takes a stake from the center wallet
  transfer_in: 'into_play', // center wallet -> a venue wallet (the debit into clearing)
  deposit: 'into_play', // a member opens a deposit order (checked, nothing posted yet)
  // Owed or neutral: always booked.
  settlement: 'owed', // the result of a bet or round already accepted (payout, cash-out, venue result)
  refund: 'owed', // a stake, transfer or withdrawal handed back
  recall: 'owed', // a venue wallet -> center (out of a venue)
  transfer_settled: 'owed', // a transfer the venue answered: booked as it answered
  deposit_credit: 'owed', // money a gateway or an operator says arrived
  withdrawal: 'owed', // a withdrawal held and paid (the withdrawal checks the member itself)
  exchange: 'owed', // between the member's own currencies
  reward: 'owed', // tasks, VIP, promotions, agent commission
  adjustment: 'owed', // an operator's manual entry
} as const;

export type MovementPurpose = keyof typeof MOVEMENT_PURPOSES;

export const movesIntoPlay = (purpose: MovementPurpose): boolean =>
  MOVEMENT_PURPOSES[purpose] === 'into_play';

/** The wallet's turnover requirement (流水) a movement adds in its transaction. */
export interface TurnoverLine {
  kind: 'require' | 'progress';
  amount: bigint;
  reference: string;
}

/** One movement of money for one member: a ledger entry, what it is for, and what it counts. */
export interface Movement extends PostInput {
  purpose: MovementPurpose;
  /** The member the movement is for: checked by the guards, told of the new balance after commit. */
  memberId: bigint;
  /** The turnover it adds (a credited deposit requires some; a settled bet makes progress). */
  turnover?: TurnoverLine | undefined;
}

/** What a guard decides on. `amountMinor`: what the member puts in or receives, ≥ 0. */
export interface GuardedMovement {
  purpose: MovementPurpose;
  siteCode: string;
  memberId: bigint;
  amountMinor: bigint;
  /** The amount's currency when it is not the brand's center currency (a USDT deposit). */
  currency?: string | undefined;
  /** The ledger entry's kind, when it is one (player protection tells rewards apart by it). */
  kind?: string | undefined;
}

/** A refusal by a guard: an AppError (the member reads why) a product may tell from other errors. */
export class MovementRefused extends AppError {}

/**
 * The hook where rules that refuse money movements live: the member's state today; player
 * protection's deposit, loss and stake limits, time-outs and exclusions next. A guard runs in the
 * movement's own transaction, before the entry is posted, and throws MovementRefused to refuse.
 * `admittedSql` is the same rule as a SQL boolean, for a movement posted inside a product's own
 * statement (one round trip); a guard without one cannot admit such a movement.
 */
export interface MovementGuard {
  readonly name: string;
  check(tx: DbOrTx, movement: GuardedMovement): Promise<void>;
  admittedSql?(movement: GuardedMovement): SQL | undefined;
}

/** What the member puts in or receives: the sum of the credit lines (an entry sums to zero). */
export function amountOf(lines: PostInput['lines']): bigint {
  let sum = 0n;
  for (const line of lines) if (line.amount > 0n) sum += line.amount;
  return sum;
}

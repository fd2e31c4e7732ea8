import type { DbOrTx } from '../../platform/db/client.ts';
import { type BooksRepository, MEMBER_IN_GOOD_STANDING } from './books.repository.ts';
import { type GuardedMovement, type MovementGuard, MovementRefused, movesIntoPlay } from './movement.ts';

/**
 * Issue 23 item 6: a disabled member (later an excluded one) moves no money into play — no bet, no
 * seamless debit, no transfer into a venue, no new deposit — even when the request passed its
 * session check just before the operator's disable. Money owed to the member is not its business.
 */
export function memberStateGuard(repository: BooksRepository): MovementGuard {
  return {
    name: 'member-state',
    async check(tx: DbOrTx, movement: GuardedMovement): Promise<void> {
      if (!movesIntoPlay(movement.purpose)) return;
      const state = await repository.memberState(tx, movement.siteCode, movement.memberId);
      if (state !== MEMBER_IN_GOOD_STANDING) throw new MovementRefused('ACCOUNT_DISABLED');
    },
    admittedSql(movement: GuardedMovement) {
      if (!movesIntoPlay(movement.purpose)) return undefined;
      return repository.memberAdmitted(movement.siteCode, movement.memberId);
    },
  };
}

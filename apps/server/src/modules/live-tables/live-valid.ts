import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import type { BetSide } from '@houseline/shared/baccarat/payout';
import { netValidStakes } from '@houseline/shared/turnover/hedge';

/** Player and banker are the opposed sides of a round; tie and the pairs are side bets. */
const OPPOSED: readonly BetSide[] = ['player', 'banker'];

/** Bets returned on a tie (player/banker) are not valid turnover; every other settled stake is. */
export function validStakeOf(side: BetSide, stake: bigint, outcome: HandOutcome): bigint {
  if ((side === 'player' || side === 'banker') && outcome.winner === 'tie') return 0n;
  return stake;
}

/**
 * The valid stake of every bet of a settled round, by bet id (decision 0050): each bet's own
 * (validStakeOf), then per member the player and banker bets netted — only the exposure one side
 * has beyond the other counts (对冲), so 100 on each side is no turnover at all.
 */
export function roundValidStakes(
  bets: readonly { id: bigint; memberId: bigint; side: string; stake: bigint }[],
  outcome: HandOutcome,
): Map<bigint, bigint> {
  const byMember = new Map<bigint, { id: bigint; outcome: BetSide; valid: bigint }[]>();
  for (const b of bets) {
    const side = b.side as BetSide;
    const list = byMember.get(b.memberId) ?? [];
    list.push({ id: b.id, outcome: side, valid: validStakeOf(side, b.stake, outcome) });
    byMember.set(b.memberId, list);
  }
  const valid = new Map<bigint, bigint>();
  for (const list of byMember.values()) {
    for (const [id, v] of netValidStakes(OPPOSED, list)) valid.set(id, v);
  }
  return valid;
}

/**
 * Hedged stakes (对冲) count only their net exposure as valid turnover (issue 23 item 8,
 * decision 0050). A member's bets on the opposed outcomes of one market — player and banker of one
 * live-table round; every selection of one sportsbook market line (home/draw/away, over/under,
 * both handicap sides) — are fully covered up to the smallest total staked on any of those
 * outcomes: that much on each outcome returns the same whichever wins, so it risks nothing worth
 * counting. The covered amount is taken off every outcome; what stays is the valid turnover.
 * A member who leaves one outcome uncovered (home and away without the draw) is not covered and
 * counts in full.
 *
 * The amounts going in are each bet's valid stake before hedging (a tie's returned player/banker
 * bets, a push and half results already applied), so the rule composes with the products' own.
 */

export interface HedgeBet<K extends string> {
  /** The bet's own id: bets are netted in id order, so the answer never depends on input order. */
  id: bigint;
  /** Which opposed outcome the bet backs. */
  outcome: K;
  /** The bet's valid stake before hedging (minor units, ≥ 0). */
  valid: bigint;
}

/**
 * The valid stake of each bet after netting, by id. `outcomes` are every opposed outcome of the
 * market; bets on an outcome outside it are counted as they are (side bets: tie, pairs).
 * Within an outcome the covered amount is taken from the latest bets first (the bet that closed
 * the position is the hedge), so earlier bets keep their valid stake.
 */
export function netValidStakes<K extends string>(
  outcomes: readonly K[],
  bets: readonly HedgeBet<K>[],
): Map<bigint, bigint> {
  const result = new Map<bigint, bigint>();
  for (const b of bets) {
    if (b.valid < 0n) throw new Error('hedge: a valid stake is never negative');
    result.set(b.id, b.valid);
  }
  const covered = coveredAmount(outcomes, bets);
  if (covered === 0n) return result;
  for (const outcome of outcomes) {
    let left = covered;
    const latestFirst = bets.filter((b) => b.outcome === outcome).sort((a, b) => (a.id < b.id ? 1 : -1));
    for (const b of latestFirst) {
      if (left === 0n) break;
      const take = b.valid < left ? b.valid : left;
      result.set(b.id, b.valid - take);
      left -= take;
    }
  }
  return result;
}

/** The amount staked on every one of `outcomes` (the smallest outcome total), 0 when one is bare. */
export function coveredAmount<K extends string>(
  outcomes: readonly K[],
  bets: readonly HedgeBet<K>[],
): bigint {
  if (outcomes.length < 2) return 0n;
  let least: bigint | undefined;
  for (const outcome of new Set(outcomes)) {
    let total = 0n;
    for (const b of bets) if (b.outcome === outcome) total += b.valid;
    if (least === undefined || total < least) least = total;
  }
  return least ?? 0n;
}

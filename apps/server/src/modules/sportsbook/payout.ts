/**
 * Sportsbook money maths (issue 10). Pure bigint rationals: stakes and payouts are minor units
 * (1/10 000), odds are integers of 1/1000 (`oddsK`, always > 1000). Every result is floored once,
 * at the end, so a parlay never loses or gains by rounding per leg.
 *
 * Leg factor over 2000: win 2·oddsK, half_win 1000 + oddsK, push/void 2000, half_lose 1000, lose 0.
 */
import type { BetKind, Outcome } from '@houseline/shared/sportsbook/markets';

export const FACTOR_DEN = 2000n;

export interface LegFactor {
  num: bigint;
  den: bigint;
}

export interface SettledLeg {
  oddsK: number;
  outcome: Outcome;
}

function checkOddsK(oddsK: number): bigint {
  if (!Number.isSafeInteger(oddsK) || oddsK <= 1000) throw new Error(`payout: invalid oddsK ${oddsK}`);
  return BigInt(oddsK);
}

function checkStake(stake: bigint): void {
  if (stake < 0n) throw new Error('payout: negative stake');
}

/** A leg's share of the return as `num / 2000`. */
export function legFactor(outcome: Outcome, oddsK: number): LegFactor {
  const k = checkOddsK(oddsK);
  switch (outcome) {
    case 'win':
      return { num: 2n * k, den: FACTOR_DEN };
    case 'half_win':
      return { num: 1000n + k, den: FACTOR_DEN };
    case 'push':
    case 'void':
      return { num: FACTOR_DEN, den: FACTOR_DEN };
    case 'half_lose':
      return { num: 1000n, den: FACTOR_DEN };
    case 'lose':
      return { num: 0n, den: FACTOR_DEN };
  }
}

/** What a single returns (stake included): floor(stake · num / 2000). */
export function singlePayout(stake: bigint, oddsK: number, outcome: Outcome): bigint {
  checkStake(stake);
  const f = legFactor(outcome, oddsK);
  return (stake * f.num) / f.den;
}

/** What a parlay returns: floor(stake · Π num_i / 2000^n). */
export function parlayPayout(stake: bigint, legs: readonly SettledLeg[]): bigint {
  checkStake(stake);
  let num = stake;
  let den = 1n;
  for (const leg of legs) {
    const f = legFactor(leg.outcome, leg.oddsK);
    num *= f.num;
    den *= f.den;
  }
  return num / den;
}

/** A parlay's total odds ×1000: Π oddsK / 1000^(n−1), floored (a single's odds are its own). */
export function parlayOddsK(oddsKs: readonly number[]): bigint {
  if (oddsKs.length === 0) throw new Error('payout: a bet has at least one leg');
  let num = 1n;
  for (const k of oddsKs) num *= checkOddsK(k);
  return num / 1000n ** BigInt(oddsKs.length - 1);
}

/** The return if every leg wins: floor(stake · Π oddsK / 1000^n). (The max-payout cap is the caller's.) */
export function potentialReturn(stake: bigint, oddsKs: readonly number[]): bigint {
  checkStake(stake);
  if (oddsKs.length === 0) throw new Error('payout: a bet has at least one leg');
  let num = stake;
  for (const k of oddsKs) num *= checkOddsK(k);
  return num / 1000n ** BigInt(oddsKs.length);
}

const isNeutral = (o: Outcome) => o === 'push' || o === 'void';

/**
 * Turnover (valid stake). Single: the stake on win/lose, half of it (floored) on a half result, 0
 * on push/void. Parlay: the stake unless every leg is push/void (then 0).
 */
export function validStake(kind: BetKind, stake: bigint, outcomes: readonly Outcome[]): bigint {
  checkStake(stake);
  if (kind === 'parlay') return outcomes.every(isNeutral) ? 0n : stake;
  const [outcome] = outcomes;
  if (outcomes.length !== 1 || outcome === undefined) throw new Error('payout: a single has one leg');
  if (isNeutral(outcome)) return 0n;
  if (outcome === 'half_win' || outcome === 'half_lose') return stake / 2n;
  return stake;
}

/**
 * A settled bet's overall label. A single keeps its leg's outcome. A parlay: `lose` if any leg
 * lost; `void` if every leg is void; `push` if every leg is push or void; otherwise by the return
 * against the stake (Π factors vs 1): above → `win`, below → `half_lose`, equal → `push`.
 */
export function betOutcome(legs: readonly SettledLeg[]): Outcome {
  const [first] = legs;
  if (first === undefined) throw new Error('payout: a bet has at least one leg');
  if (legs.length === 1) return first.outcome;
  if (legs.some((l) => l.outcome === 'lose')) return 'lose';
  if (legs.every((l) => l.outcome === 'void')) return 'void';
  if (legs.every((l) => isNeutral(l.outcome))) return 'push';
  let num = 1n;
  let den = 1n;
  for (const leg of legs) {
    const f = legFactor(leg.outcome, leg.oddsK);
    num *= f.num;
    den *= f.den;
  }
  return num > den ? 'win' : num < den ? 'half_lose' : 'push';
}

export interface CashoutLeg {
  /** The odds the bet took. */
  oddsKBet: number;
  /** The market's current odds; null when the leg is settled (or its market is not open). */
  oddsKNow: number | null;
  /** The leg's outcome once settled, else null. */
  outcome: Outcome | null;
}

export interface CashoutInput {
  stake: bigint;
  legs: readonly CashoutLeg[];
  /** The house margin in basis points (500 = 5 %). */
  marginBp: number;
}

/**
 * The cash-out offer: floor(stake · Π settled factors · Π open (oddsKBet / oddsKNow) · (1 − margin)).
 * Null (not offered) when a leg lost, when every leg is settled (the bet settles instead), or
 * when an unsettled leg has no current odds (market not open, match suspended: the caller passes
 * null). The caller also checks market and match status; this is the price only.
 */
export function cashoutPrice(input: CashoutInput): bigint | null {
  const { stake, legs, marginBp } = input;
  checkStake(stake);
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp > 10_000) {
    throw new Error(`payout: invalid margin ${marginBp}`);
  }
  if (legs.length === 0) throw new Error('payout: a bet has at least one leg');
  let num = stake * BigInt(10_000 - marginBp);
  let den = 10_000n;
  let open = 0;
  for (const leg of legs) {
    if (leg.outcome !== null) {
      if (leg.outcome === 'lose') return null;
      const f = legFactor(leg.outcome, leg.oddsKBet);
      num *= f.num;
      den *= f.den;
    } else {
      if (leg.oddsKNow === null) return null;
      num *= checkOddsK(leg.oddsKBet);
      den *= checkOddsK(leg.oddsKNow);
      open += 1;
    }
  }
  if (open === 0) return null;
  return num / den;
}

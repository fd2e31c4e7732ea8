import type { OddsPolicy } from '@houseline/shared/sportsbook/markets';

// The bet slip's rules, without React: which selections it holds, what a parlay may combine,
// the potential return in minor units (bigint, never a float), the limits, and how odds moved.

export const PARLAY_MIN = 2;
export const PARLAY_MAX = 10;

export interface SlipLeg {
  selectionId: number;
  marketId: number;
  matchId: number;
  /** The odds the member saw (×1000) and the market version they came with. */
  oddsK: number;
  version: number;
  live: boolean;
  home: string;
  away: string;
  marketType: string;
  period: string;
  line: number | null;
  code: string;
}

export type SlipMode = 'single' | 'parlay';
export type SlipProblem = 'sameMatch' | 'tooMany' | 'tooFew';

export function hasSelection(legs: readonly SlipLeg[], selectionId: number): boolean {
  return legs.some((l) => l.selectionId === selectionId);
}

/**
 * Adds a selection, or takes it out when it is there already. In parlay mode a second leg of one
 * match and an eleventh leg are refused with the reason (the slip stays as it was).
 */
export function toggleLeg(
  legs: readonly SlipLeg[],
  leg: SlipLeg,
  mode: SlipMode,
): { legs: readonly SlipLeg[]; problem: SlipProblem | null } {
  if (hasSelection(legs, leg.selectionId)) {
    return { legs: legs.filter((l) => l.selectionId !== leg.selectionId), problem: null };
  }
  if (mode === 'parlay') {
    if (legs.some((l) => l.matchId === leg.matchId)) return { legs, problem: 'sameMatch' };
    if (legs.length >= PARLAY_MAX) return { legs, problem: 'tooMany' };
  }
  return { legs: [...legs, leg], problem: null };
}

/** Why these legs cannot make one parlay, or null. */
export function parlayProblem(legs: readonly { matchId: number }[]): SlipProblem | null {
  if (legs.length < PARLAY_MIN) return 'tooFew';
  if (legs.length > PARLAY_MAX) return 'tooMany';
  const matches = new Set(legs.map((l) => l.matchId));
  return matches.size === legs.length ? null : 'sameMatch';
}

/** Potential return = stake · Π oddsK / 1000ⁿ, floored, in minor units. */
export function potentialReturn(stakeMinor: bigint, oddsKs: readonly number[]): bigint {
  let num = stakeMinor;
  let den = 1n;
  for (const k of oddsKs) {
    num *= BigInt(k);
    den *= 1000n;
  }
  return num / den;
}

/** The product of the legs' odds as ×1000 (floored), for the parlay's total odds. */
export function totalOddsK(oddsKs: readonly number[]): number {
  return Number(potentialReturn(1000n, oddsKs));
}

export interface StakeLimits {
  minStake: bigint;
  maxStake: bigint;
  maxPayout: bigint;
}

export type StakeProblem = 'empty' | 'belowMin' | 'aboveMax' | 'overPayout' | 'overBalance';

/** Why a stake cannot be placed, or null. */
export function stakeProblem(
  stakeMinor: bigint | null,
  oddsKs: readonly number[],
  limits: StakeLimits,
  balanceMinor: bigint | null,
): StakeProblem | null {
  if (stakeMinor === null || stakeMinor <= 0n) return 'empty';
  if (stakeMinor < limits.minStake) return 'belowMin';
  if (stakeMinor > limits.maxStake) return 'aboveMax';
  if (potentialReturn(stakeMinor, oddsKs) > limits.maxPayout) return 'overPayout';
  if (balanceMinor !== null && stakeMinor > balanceMinor) return 'overBalance';
  return null;
}

/** How the odds moved since the member saw them. */
export function oddsMove(seenK: number, nowK: number): 'up' | 'down' | null {
  if (nowK > seenK) return 'up';
  if (nowK < seenK) return 'down';
  return null;
}

/** Whether the policy lets a bet go at the current odds (the server decides; this warns early). */
export function policyAccepts(policy: OddsPolicy, seenK: number, nowK: number): boolean {
  if (policy === 'any') return true;
  if (policy === 'better') return nowK >= seenK;
  return nowK === seenK;
}

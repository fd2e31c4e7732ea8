import type { MarketType } from '@houseline/shared/sportsbook/markets';

/**
 * How the simulated book trades (decision 0068): the bounds a price may take per market type, the
 * main line's "near evens" band, and the size of a move that suspends a market for a moment.
 * A market whose favourite would fall below its type's floor is decided or nearly so: it is not
 * offered (suspended). An outsider above the type's ceiling is quoted at the ceiling (the house
 * never pays more than the fair price there).
 */
export interface OddsBounds {
  minK: number;
  maxK: number;
}

export const ODDS_BOUNDS: Record<MarketType, OddsBounds> = {
  '1x2': { minK: 1050, maxK: 34_000 },
  ml: { minK: 1050, maxK: 21_000 },
  ah: { minK: 1250, maxK: 4_500 },
  map_ah: { minK: 1250, maxK: 4_500 },
  ou: { minK: 1250, maxK: 4_500 },
  oe: { minK: 1600, maxK: 2_400 },
  cs: { minK: 3000, maxK: 151_000 },
};

/** The main handicap or total is quoted only while both sides stay in this band (near evens). */
export const MAIN_LINE_BOUNDS: OddsBounds = { minK: 1400, maxK: 3_200 };

/**
 * A selection whose implied probability moves by more than this between two one-second samples
 * suspends its market for `JUMP_SUSPEND_S` seconds (as real feeds do around events).
 */
export const JUMP_THRESHOLD = 0.06;
export const JUMP_SUSPEND_S = 3;

/** The change of implied probability between two quotes of one selection. */
export const impliedMove = (aK: number, bK: number): number => Math.abs(1000 / aK - 1000 / bK);

/**
 * Applies a type's bounds to a market's quotes: null when a price falls below the floor (the
 * market is not offered), otherwise the quotes with outsiders capped at the ceiling.
 */
export function bounded(type: MarketType, oddsK: readonly number[], main: boolean): number[] | null {
  const { minK, maxK } = ODDS_BOUNDS[type];
  if (oddsK.some((k) => k < minK)) return null;
  const lined = type === 'ah' || type === 'map_ah' || type === 'ou';
  if (main && lined && oddsK.some((k) => k < MAIN_LINE_BOUNDS.minK || k > MAIN_LINE_BOUNDS.maxK)) return null;
  if (lined && oddsK.some((k) => k > maxK)) return null;
  return oddsK.map((k) => Math.min(k, maxK));
}

import type { MarketType, Outcome, Period } from '@houseline/shared/sportsbook/markets';

/**
 * The betting maths the sportsbook module uses (grading, payout, valid stake, cash-out price),
 * in one place so the module depends on one surface. Integers only: odds ×1000, money minor units.
 */

export interface MatchResult {
  ftHome: number;
  ftAway: number;
  h1Home: number | null;
  h1Away: number | null;
}

export interface GradedLeg {
  type: MarketType;
  period: Period;
  lineQ: number;
  code: string;
}

/** Sign of a line bet in quarter units (diff already includes the line): whole or half line only. */
const sideOf = (diff: number): Outcome => (diff > 0 ? 'win' : diff < 0 ? 'lose' : 'push');

/** A line bet; quarter lines (odd lineQ) split into the two neighbouring lines. */
function lineOutcome(baseQ: number, lineQ: number, sign: 1 | -1): Outcome {
  if (lineQ % 2 === 0) return sideOf(baseQ + sign * lineQ);
  const a = sideOf(baseQ + sign * (lineQ - 1));
  const b = sideOf(baseQ + sign * (lineQ + 1));
  if (a === b) return a;
  const pair = new Set([a, b]);
  if (pair.has('win')) return pair.has('push') ? 'half_win' : 'push';
  return 'half_lose';
}

/** How a leg ends on a result (see the brief's grading rules). */
export function grade(leg: GradedLeg, result: MatchResult): Outcome {
  const first = leg.period === '1h';
  const h = first ? result.h1Home : result.ftHome;
  const a = first ? result.h1Away : result.ftAway;
  if (h === null || a === null) return 'void';
  switch (leg.type) {
    case '1x2': {
      const actual = h > a ? 'home' : h < a ? 'away' : 'draw';
      return actual === leg.code ? 'win' : 'lose';
    }
    case 'ml':
      if (h === a) return 'void';
      return (h > a ? 'home' : 'away') === leg.code ? 'win' : 'lose';
    case 'ah':
    case 'map_ah':
      return leg.code === 'home'
        ? lineOutcome((h - a) * 4, leg.lineQ, 1)
        : lineOutcome((a - h) * 4, leg.lineQ, -1);
    case 'ou':
      return leg.code === 'over'
        ? lineOutcome((h + a) * 4, leg.lineQ, -1)
        : lineOutcome(-(h + a) * 4, leg.lineQ, 1);
    case 'oe':
      return ((h + a) % 2 === 1 ? 'odd' : 'even') === leg.code ? 'win' : 'lose';
    case 'cs': {
      if (leg.code === 'other') return h > 4 || a > 4 ? 'win' : 'lose';
      return leg.code === `${h}-${a}` ? 'win' : 'lose';
    }
  }
}

/** A leg's factor as a numerator over 2000. */
export function legFactor(outcome: Outcome, oddsK: number): bigint {
  switch (outcome) {
    case 'win':
      return 2n * BigInt(oddsK);
    case 'half_win':
      return 1000n + BigInt(oddsK);
    case 'push':
    case 'void':
      return 2000n;
    case 'half_lose':
      return 1000n;
    case 'lose':
      return 0n;
  }
}

export function singlePayout(stake: bigint, outcome: Outcome, oddsK: number): bigint {
  return (stake * legFactor(outcome, oddsK)) / 2000n;
}

export function parlayPayout(stake: bigint, legs: readonly { outcome: Outcome; oddsK: number }[]): bigint {
  let num = stake;
  let den = 1n;
  for (const l of legs) {
    num *= legFactor(l.outcome, l.oddsK);
    den *= 2000n;
  }
  return num / den;
}

/** Total odds ×1000 of a parlay, rounded down. */
export function parlayOddsK(oddsKs: readonly number[]): bigint {
  let num = 1n;
  let den = 1n;
  for (const k of oddsKs) {
    num *= BigInt(k);
    den *= 1000n;
  }
  return (num * 1000n) / den;
}

export function potentialReturn(stake: bigint, oddsKs: readonly number[]): bigint {
  let num = stake;
  let den = 1n;
  for (const k of oddsKs) {
    num *= BigInt(k);
    den *= 1000n;
  }
  return num / den;
}

const VOIDISH = new Set<Outcome>(['push', 'void']);

export function validStake(kind: 'single' | 'parlay', stake: bigint, outcomes: readonly Outcome[]): bigint {
  if (kind === 'parlay') return outcomes.every((o) => VOIDISH.has(o)) ? 0n : stake;
  const o = outcomes[0];
  if (o === 'win' || o === 'lose') return stake;
  if (o === 'half_win' || o === 'half_lose') return stake / 2n;
  return 0n;
}

/** The bet's outcome from its legs' outcomes. */
export function betOutcome(
  kind: 'single' | 'parlay',
  stake: bigint,
  legs: readonly { outcome: Outcome; oddsK: number }[],
): Outcome {
  if (kind === 'single') return legs[0]!.outcome;
  if (legs.some((l) => l.outcome === 'lose')) return 'lose';
  if (legs.every((l) => l.outcome === 'void')) return 'void';
  if (legs.every((l) => VOIDISH.has(l.outcome))) return 'push';
  const payout = parlayPayout(stake, legs);
  if (payout > stake) return 'win';
  if (payout === stake) return 'push';
  return 'half_lose';
}

export const CASHOUT_MARGIN_PERCENT = 5n;

/** floor(stake · Π settled factors · Π(oddsK_bet / oddsK_now) · (1 − margin)). */
export function cashoutPrice(
  stake: bigint,
  settled: readonly { outcome: Outcome; oddsK: number }[],
  open: readonly { oddsK: number; nowOddsK: number }[],
): bigint {
  let num = stake * (100n - CASHOUT_MARGIN_PERCENT);
  let den = 100n;
  for (const s of settled) {
    num *= legFactor(s.outcome, s.oddsK);
    den *= 2000n;
  }
  for (const o of open) {
    num *= BigInt(o.oddsK);
    den *= BigInt(o.nowOddsK);
  }
  return num / den;
}

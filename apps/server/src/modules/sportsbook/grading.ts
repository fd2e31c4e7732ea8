/**
 * Grading (issue 10): how one selection ended, from the market, the line and the result. Pure:
 * no database, no clock. Lines are quarter units (`lineQ`), so every comparison is on integers.
 *
 * - `ah` / `map_ah`: `lineQ` is the home side's handicap; the away side gets the opposite. The
 *   side's margin (its score minus the other's, ×4) plus its handicap decides: > 0 win, < 0 lose,
 *   0 push. e-sports map handicap works the same on maps won (the result carries maps won).
 * - `ou`: the total (×4) against `lineQ`: over wins above, under below, equal is a push.
 * - Quarter lines (odd `lineQ`: ±0.25, ±0.75…) are two half-bets on the neighbouring lines
 *   (`lineQ − 1` and `lineQ + 1`); win+push = half_win, lose+push = half_lose, equal halves keep
 *   their outcome.
 * - `1x2`: home/draw/away. `ml`: home/away; a draw (should not happen) voids both.
 * - `oe`: parity of the total; 0 is even.
 * - `cs`: "h-a" wins on the exact score; `other` wins when a side scored more than 4.
 * - `1h` markets use the first-half score; a missing first-half score voids them.
 */
import {
  CORRECT_SCORE_MAX_GOALS,
  type MarketType,
  type Outcome,
  type Period,
} from '@houseline/shared/sportsbook/markets';

export interface GradedLeg {
  marketType: MarketType;
  period: Period;
  lineQ: number;
  selectionCode: string;
}

export interface MatchResult {
  ftHome: number;
  ftAway: number;
  h1Home: number | null;
  h1Away: number | null;
}

/** An outcome of a bet on a whole or half line: the sign of the adjusted margin. */
type Whole = 'win' | 'lose' | 'push';

const bySign = (adjusted: number): Whole => (adjusted > 0 ? 'win' : adjusted < 0 ? 'lose' : 'push');

/** Combines the two halves of a quarter-line bet. */
export function combineHalves(a: Whole, b: Whole): Outcome {
  if (a === b) return a;
  const pair = new Set([a, b]);
  if (pair.has('push') && pair.has('win')) return 'half_win';
  if (pair.has('push') && pair.has('lose')) return 'half_lose';
  // Neighbouring lines half a goal apart cannot split into a win and a loss.
  throw new Error('grading: a quarter line cannot win one half and lose the other');
}

/**
 * Grades a lined bet: `adjustedAt(q)` is the side's margin ×4 plus its line for line `q` (quarter
 * units, the side's own line); odd lines split into the two neighbouring lines.
 */
function gradeLined(lineQ: number, adjustedAt: (q: number) => number): Outcome {
  if (!Number.isInteger(lineQ)) throw new Error(`grading: lineQ must be an integer, got ${lineQ}`);
  if (lineQ % 2 === 0) return bySign(adjustedAt(lineQ));
  return combineHalves(bySign(adjustedAt(lineQ - 1)), bySign(adjustedAt(lineQ + 1)));
}

function scoreOf(period: Period, result: MatchResult): { home: number; away: number } | null {
  if (period === 'ft') return { home: result.ftHome, away: result.ftAway };
  if (result.h1Home === null || result.h1Away === null) return null;
  return { home: result.h1Home, away: result.h1Away };
}

function unknownSelection(leg: GradedLeg): never {
  throw new Error(`grading: unknown selection ${leg.selectionCode} for market ${leg.marketType}`);
}

/** How one selection ended. Throws on a selection code the market type does not have. */
export function grade(leg: GradedLeg, result: MatchResult): Outcome {
  const score = scoreOf(leg.period, result);
  if (!score) return 'void';
  const { home, away } = score;
  const code = leg.selectionCode;
  switch (leg.marketType) {
    case '1x2': {
      const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
      if (code !== 'home' && code !== 'draw' && code !== 'away') return unknownSelection(leg);
      return code === winner ? 'win' : 'lose';
    }
    case 'ml': {
      if (code !== 'home' && code !== 'away') return unknownSelection(leg);
      if (home === away) return 'void';
      return home > away === (code === 'home') ? 'win' : 'lose';
    }
    case 'ah':
    case 'map_ah': {
      if (code === 'home') return gradeLined(leg.lineQ, (q) => (home - away) * 4 + q);
      if (code === 'away') return gradeLined(-leg.lineQ, (q) => (away - home) * 4 + q);
      return unknownSelection(leg);
    }
    case 'ou': {
      const total4 = (home + away) * 4;
      if (code === 'over') return gradeLined(leg.lineQ, (q) => total4 - q);
      if (code === 'under') return gradeLined(leg.lineQ, (q) => q - total4);
      return unknownSelection(leg);
    }
    case 'oe': {
      const parity = (home + away) % 2 === 0 ? 'even' : 'odd';
      if (code !== 'odd' && code !== 'even') return unknownSelection(leg);
      return code === parity ? 'win' : 'lose';
    }
    case 'cs': {
      if (code === 'other') {
        return home > CORRECT_SCORE_MAX_GOALS || away > CORRECT_SCORE_MAX_GOALS ? 'win' : 'lose';
      }
      const m = /^(\d+)-(\d+)$/.exec(code);
      if (!m) return unknownSelection(leg);
      const h = Number(m[1]);
      const a = Number(m[2]);
      if (h > CORRECT_SCORE_MAX_GOALS || a > CORRECT_SCORE_MAX_GOALS) return unknownSelection(leg);
      return h === home && a === away ? 'win' : 'lose';
    }
  }
}

/** The mirror of an outcome (the other side of a two-way line). */
export function mirrorOutcome(outcome: Outcome): Outcome {
  switch (outcome) {
    case 'win':
      return 'lose';
    case 'lose':
      return 'win';
    case 'half_win':
      return 'half_lose';
    case 'half_lose':
      return 'half_win';
    default:
      return outcome;
  }
}

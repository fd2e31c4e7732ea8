/**
 * The simulator's pricing maths (pure, no I/O): probabilities of each outcome, then decimal odds
 * with the house margin. Odds are `oddsK` integers (decimal odds × 1000, always > 1000).
 *
 * Two-way markets with a push or a quarter line are priced on their "effective" probabilities:
 * a bet at odds o on a line that wins with W and loses with L (pushes return the stake; a quarter
 * line is two half-bets on the neighbouring lines, so W and L are averaged over both) breaks even
 * when o = 1 + L / W, i.e. the fair odds of a two-way market with probabilities W/(W+L), L/(W+L).
 */

/** The house margin: implied probabilities of a market sum to 1 + MARGIN (before rounding). */
export const MARGIN = 0.05;
export const MIN_ODDS_K = 1010;
export const MAX_ODDS_K = 200_000;

/** Fair probabilities (summing to 1) → odds with the margin spread proportionally. */
export function oddsWithMargin(probabilities: readonly number[], margin = MARGIN): number[] {
  const total = probabilities.reduce((s, p) => s + Math.max(p, 0), 0);
  return probabilities.map((p) => {
    const fair = Math.max(p, 0) / (total || 1);
    if (fair <= 0) return MAX_ODDS_K;
    const k = Math.floor(1000 / (fair * (1 + margin)));
    return Math.min(MAX_ODDS_K, Math.max(MIN_ODDS_K, k));
  });
}

/** Sum of 1/odds: the book's overround (1 + margin, give or take rounding). */
export function impliedSum(oddsK: readonly number[]): number {
  return oddsK.reduce((s, k) => s + 1000 / k, 0);
}

export function poissonPmf(k: number, lambda: number): number {
  if (lambda <= 0) return k === 0 ? 1 : 0;
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
}

/** A distribution of final scores: probability of each (home, away). */
export type ScoreDist = Map<string, { home: number; away: number; p: number }>;

const MAX_MORE_GOALS = 10;

/**
 * The final-score distribution of a football match (or half) from its current score and the
 * expected goals still to come for each side (independent Poisson processes).
 */
export function footballScoreDist(home: number, away: number, lambdaHome: number, lambdaAway: number) {
  const dist: ScoreDist = new Map();
  for (let h = 0; h <= MAX_MORE_GOALS; h++) {
    const ph = poissonPmf(h, lambdaHome);
    for (let a = 0; a <= MAX_MORE_GOALS; a++) {
      const p = ph * poissonPmf(a, lambdaAway);
      if (p < 1e-12) continue;
      dist.set(`${home + h}-${away + a}`, { home: home + h, away: away + a, p });
    }
  }
  // The tail past MAX_MORE_GOALS (and the dropped specks) is renormalised away.
  let total = 0;
  for (const v of dist.values()) total += v.p;
  for (const v of dist.values()) v.p /= total;
  return dist;
}

function sum(dist: ScoreDist, predicate: (home: number, away: number) => boolean): number {
  let s = 0;
  for (const { home, away, p } of dist.values()) if (predicate(home, away)) s += p;
  return s;
}

export const prob1x2 = (dist: ScoreDist): number[] => [
  sum(dist, (h, a) => h > a),
  sum(dist, (h, a) => h === a),
  sum(dist, (h, a) => h < a),
];

/** Odd, even (a total of 0 is even). */
export const probOddEven = (dist: ScoreDist): number[] => {
  const odd = sum(dist, (h, a) => (h + a) % 2 === 1);
  return [odd, 1 - odd];
};

/** Correct score "h-a" for 0..maxGoals each, then `other`. */
export function probCorrectScore(dist: ScoreDist, maxGoals: number): number[] {
  const out: number[] = [];
  let listed = 0;
  for (let h = 0; h <= maxGoals; h++) {
    for (let a = 0; a <= maxGoals; a++) {
      const p = dist.get(`${h}-${a}`)?.p ?? 0;
      out.push(p);
      listed += p;
    }
  }
  out.push(Math.max(0, 1 - listed));
  return out;
}

/**
 * Effective two-way probabilities of a lined market from a distribution of a quantity `x`
 * (goal difference for AH, total for OU), in quarter units: the first side wins a half-bet on
 * line l (quarters, even) when 4x + sign·l > 0. `first` = home (AH: x = home − away, value
 * 4x + lineQ) or over (OU: x = total, value 4x − lineQ).
 */
export function probLined(values: readonly { x: number; p: number }[], lineQ: number, kind: 'ah' | 'ou') {
  const halves = lineQ % 2 === 0 ? [lineQ, lineQ] : [lineQ - 1, lineQ + 1];
  let win = 0;
  let lose = 0;
  for (const line of halves) {
    for (const { x, p } of values) {
      const v = kind === 'ah' ? 4 * x + line : 4 * x - line;
      if (v > 0) win += p;
      else if (v < 0) lose += p;
    }
  }
  const total = win + lose;
  return total > 0 ? [win / total, lose / total] : [0.5, 0.5];
}

export function diffValues(dist: ScoreDist) {
  return [...dist.values()].map(({ home, away, p }) => ({ x: home - away, p }));
}
export function totalValues(dist: ScoreDist) {
  return [...dist.values()].map(({ home, away, p }) => ({ x: home + away, p }));
}

/**
 * The line (quarter units) that makes a lined market closest to even: AH's main handicap or
 * OU's main total. `step` = 1 lets quarter lines be main; 2 keeps to whole and half lines.
 */
export function mainLine(
  values: readonly { x: number; p: number }[],
  kind: 'ah' | 'ou',
  range: [number, number],
  step = 2,
): number {
  let best = range[0];
  let bestGap = Number.POSITIVE_INFINITY;
  for (let q = range[0]; q <= range[1]; q += step) {
    const [first] = probLined(values, q, kind);
    const gap = Math.abs((first ?? 0.5) - 0.5);
    if (gap < bestGap - 1e-9) {
      best = q;
      bestGap = gap;
    }
  }
  return best;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 via erf). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(z / Math.SQRT2));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/**
 * A discretised normal distribution of an integer quantity (points difference or total in
 * basketball, games in tennis), for the lined-market functions above.
 */
export function normalValues(mean: number, sd: number): { x: number; p: number }[] {
  const out: { x: number; p: number }[] = [];
  const s = Math.max(sd, 0.5);
  for (let x = Math.floor(mean - 5 * s); x <= Math.ceil(mean + 5 * s); x++) {
    const p = normalCdf((x + 0.5 - mean) / s) - normalCdf((x - 0.5 - mean) / s);
    if (p > 1e-9) out.push({ x, p });
  }
  return out;
}

/**
 * Probability that the home side wins a best-of-n series (sets, maps) from the current count,
 * winning each remaining unit with probability `p`.
 */
export function seriesWinProb(p: number, homeWon: number, awayWon: number, bestOf: number): number {
  const need = Math.ceil(bestOf / 2);
  const memo = new Map<string, number>();
  const go = (h: number, a: number): number => {
    if (h >= need) return 1;
    if (a >= need) return 0;
    const key = `${h}:${a}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const v = p * go(h + 1, a) + (1 - p) * go(h, a + 1);
    memo.set(key, v);
    return v;
  };
  return go(homeWon, awayWon);
}

/** The distribution of final series scores (home units, away units) of a best-of-n. */
export function seriesDist(p: number, homeWon: number, awayWon: number, bestOf: number): ScoreDist {
  const need = Math.ceil(bestOf / 2);
  const dist: ScoreDist = new Map();
  const walk = (h: number, a: number, prob: number) => {
    if (h >= need || a >= need) {
      const key = `${h}-${a}`;
      const prev = dist.get(key)?.p ?? 0;
      dist.set(key, { home: h, away: a, p: prev + prob });
      return;
    }
    walk(h + 1, a, prob * p);
    walk(h, a + 1, prob * (1 - p));
  };
  walk(homeWon, awayWon, 1);
  return dist;
}

import {
  CORRECT_SCORE_MAX_GOALS,
  type MarketType,
  type Period,
  selectionCodes,
} from '@houseline/shared/sportsbook/markets';
import { bounded } from './book.ts';
import type { Fixture } from './fixtures.ts';
import type { PlayState } from './play.ts';
import {
  diffValues,
  footballScoreDist,
  normalCdf,
  normalValues,
  oddsWithMargin,
  prob1x2,
  probCorrectScore,
  probLined,
  probOddEven,
  seriesDist,
  seriesWinProb,
  totalValues,
} from './pricing.ts';

/** One priced market of a fixture, keyed as the catalogue keys it (type, period, line). */
export interface PricedMarket {
  type: MarketType;
  period: Period;
  lineQ: number;
  main: boolean;
  sort: number;
  selections: { code: string; oddsK: number }[];
}

type Values = readonly { x: number; p: number }[];

/** Odds are shown with two decimals: round down to 0.01 (oddsK multiples of 10), never below 1.01. */
const tidy = (oddsK: number[]): number[] => oddsK.map((k) => Math.max(1010, Math.floor(k / 10) * 10));

/** A market priced from fair probabilities, or null when its type's bounds say it is not offered. */
function market(
  type: MarketType,
  period: Period,
  lineQ: number,
  main: boolean,
  sort: number,
  probs: number[],
): PricedMarket | null {
  const odds = bounded(type, tidy(oddsWithMargin(probs)), main);
  if (!odds) return null;
  const codes = selectionCodes(type);
  return { type, period, lineQ, main, sort, selections: codes.map((code, i) => ({ code, oddsK: odds[i]! })) };
}

/**
 * A handicap or total as a real book trades it: the main line is, among `candidates`, the one
 * closest to even money on the current state (`neutral`: without the random drift, so the line
 * does not flap with it); alternatives sit at `offsets` from it. Each line is priced on `priced`
 * and kept only within its bounds, so a decided line (a total already passed, a handicap that
 * can no longer be lost) is never offered.
 */
function lined(
  type: MarketType,
  period: Period,
  kind: 'ah' | 'ou',
  candidates: readonly number[],
  offsets: readonly number[] | 'all',
  sort: number,
  values: { neutral: Values; priced: Values },
): PricedMarket[] {
  // Only lines within three goals (points, units) of the expected value can be closest to evens.
  const mean = values.neutral.reduce((s, v) => s + v.x * v.p, 0);
  const near = candidates.filter((q) => Math.abs(q - 4 * (kind === 'ah' ? -mean : mean)) <= 12);
  let main = near[0] ?? candidates[0]!;
  let gap = Number.POSITIVE_INFINITY;
  for (const q of near) {
    const g = Math.abs(probLined(values.neutral, q, kind)[0]! - 0.5);
    if (g < gap - 1e-9) {
      main = q;
      gap = g;
    }
  }
  const lines = [...new Set(offsets === 'all' ? candidates : [main, ...offsets.map((d) => main + d)])]
    .filter((q) => kind === 'ah' || q > 0)
    .sort((a, b) => a - b);
  return lines
    .map((q, i) => market(type, period, q, q === main, sort + i, probLined(values.priced, q, kind)))
    .filter((m): m is PricedMarket => m !== null);
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** `drift` is a small factor (≈ 1 ± 3 %) applied to the strengths: the market's random moves. */
function footballMarkets(f: Fixture, s: PlayState, drift: number): PricedMarket[] {
  const played = Math.min(90, s.clockSeconds === null ? 0 : s.clockSeconds / 60);
  const left = (90 - played) / 90;
  const leftH1 = Math.max(0, 45 - played) / 90;
  const dists = (d: number) => {
    const lh = f.strengthHome * d;
    const la = f.strengthAway / d;
    return {
      ft: footballScoreDist(s.home, s.away, lh * left, la * left),
      h1: footballScoreDist(s.h1Home ?? s.home, s.h1Away ?? s.away, lh * leftH1, la * leftH1),
    };
  };
  const priced = dists(drift);
  const neutral = drift === 1 ? priced : dists(1);
  const goals = s.home + s.away;
  const out: (PricedMarket | null)[] = [market('1x2', 'ft', 0, true, 0, prob1x2(priced.ft))];
  const halfOpen = s.status === 'scheduled' || s.playedGame < 45;
  const quarters = [-2, -1, 1, 2];
  out.push(
    ...lined('ah', 'ft', 'ah', range(-40, 40, 2), quarters, 10, {
      neutral: diffValues(neutral.ft),
      priced: diffValues(priced.ft),
    }),
    ...lined('ou', 'ft', 'ou', range(2, 60, 2), quarters, 20, {
      neutral: totalValues(neutral.ft),
      priced: totalValues(priced.ft),
    }),
  );
  if (halfOpen) {
    out.push(
      market('1x2', '1h', 0, true, 100, prob1x2(priced.h1)),
      ...lined('ah', '1h', 'ah', range(-20, 20, 2), [-1, 1], 110, {
        neutral: diffValues(neutral.h1),
        priced: diffValues(priced.h1),
      }),
      ...lined('ou', '1h', 'ou', range(2, 40, 2), [-1, 1], 120, {
        neutral: totalValues(neutral.h1),
        priced: totalValues(priced.h1),
      }),
    );
  }
  out.push(market('oe', 'ft', 0, false, 30, probOddEven(priced.ft)));
  // Correct score only while every listed score can still happen (a selection cannot be withdrawn
  // on its own: after the first goal the market closes rather than quote dead scores).
  if (goals === 0)
    out.push(market('cs', 'ft', 0, false, 40, probCorrectScore(priced.ft, CORRECT_SCORE_MAX_GOALS)));
  return out.filter((m): m is PricedMarket => m !== null);
}

function basketballMarkets(f: Fixture, s: PlayState, drift: number): PricedMarket[] {
  const left = Math.max(0, 2880 - (s.clockSeconds ?? 0)) / 2880;
  const baseDiff = s.home - s.away + (f.strengthHome - f.strengthAway) * left;
  // The drift moves the expected margin by up to ±0.6 points (not the strengths: ±3 % of 100 points
  // would swing a line by six points a minute).
  const meanDiff = baseDiff + (drift - 1) * 20;
  const meanTotal = s.home + s.away + (f.strengthHome + f.strengthAway) * left;
  const sdDiff = Math.max(0.8, 12 * Math.sqrt(left));
  const sdTotal = Math.max(0.8, 16 * Math.sqrt(left));
  const homeWin = 1 - normalCdf(-meanDiff / sdDiff);
  // Half-point lines (lineQ ≡ 2 mod 4): no push in basketball's main markets.
  const half = (center: number) => range(4 * Math.round(center) - 62, 4 * Math.round(center) + 62, 4);
  const totals = normalValues(meanTotal, sdTotal);
  return [
    market('ml', 'ft', 0, true, 0, [homeWin, 1 - homeWin]),
    ...lined('ah', 'ft', 'ah', half(-baseDiff), [-8, 8], 10, {
      neutral: normalValues(baseDiff, sdDiff),
      priced: normalValues(meanDiff, sdDiff),
    }),
    ...lined('ou', 'ft', 'ou', half(meanTotal), [-8, 8], 20, { neutral: totals, priced: totals }),
  ].filter((m): m is PricedMarket => m !== null);
}

/**
 * Tennis (sets) and e-sports (maps): ml, the map/set handicap and the total of units. Lines are
 * half units; a line every remaining path decides alike (over 1.5 maps in a best of three, a +1.5
 * the leader cannot lose) prices outside the bounds and is not offered.
 */
function seriesMarkets(f: Fixture, s: PlayState, drift: number): PricedMarket[] {
  const p = Math.min(0.9, Math.max(0.1, f.strengthHome * drift));
  const p0 = Math.min(0.9, Math.max(0.1, f.strengthHome));
  const win = seriesWinProb(p, s.home, s.away, f.bestOf);
  const dist = seriesDist(p, s.home, s.away, f.bestOf);
  const neutral = seriesDist(p0, s.home, s.away, f.bestOf);
  const need = Math.ceil(f.bestOf / 2);
  const ahType: MarketType = f.sport === 'tennis' ? 'ah' : 'map_ah';
  // Handicaps ±1.5 … ±(need − 0.5) units (±0.5 is the match winner); totals need + 0.5 … bestOf − 0.5.
  const handicaps = range(1, need - 1, 1)
    .flatMap((k) => [-(4 * k + 2), 4 * k + 2])
    .sort((a, b) => a - b);
  const totals = range(need, f.bestOf - 1, 1).map((k) => 4 * k + 2);
  return [
    market('ml', 'ft', 0, true, 0, [win, 1 - win]),
    ...lined(ahType, 'ft', 'ah', handicaps, 'all', 10, {
      neutral: diffValues(neutral),
      priced: diffValues(dist),
    }),
    ...lined('ou', 'ft', 'ou', totals, 'all', 20, {
      neutral: totalValues(neutral),
      priced: totalValues(dist),
    }),
  ].filter((m): m is PricedMarket => m !== null);
}

/**
 * Every market of a fixture a book would quote at a state. Tennis lines are in sets (a result
 * carries sets won), so ml, handicap and total all grade on the same `ftHome`/`ftAway`.
 */
export function priceMarkets(f: Fixture, s: PlayState, drift: number): PricedMarket[] {
  if (f.sport === 'football') return footballMarkets(f, s, drift);
  if (f.sport === 'basketball') return basketballMarkets(f, s, drift);
  return seriesMarkets(f, s, drift);
}

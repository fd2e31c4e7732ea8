import {
  CORRECT_SCORE_MAX_GOALS,
  type MarketType,
  type Period,
  selectionCodes,
} from '@houseline/shared/sportsbook/markets';
import type { Fixture } from './fixtures.ts';
import type { PlayState } from './play.ts';
import {
  diffValues,
  footballScoreDist,
  mainLine,
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

/** Odds are shown with two decimals: round down to 0.01 (oddsK multiples of 10), never below 1.01. */
const tidy = (oddsK: number[]): number[] => oddsK.map((k) => Math.max(1010, Math.floor(k / 10) * 10));

function market(
  type: MarketType,
  period: Period,
  lineQ: number,
  main: boolean,
  sort: number,
  probs: number[],
) {
  const odds = tidy(oddsWithMargin(probs));
  const codes = selectionCodes(type);
  return { type, period, lineQ, main, sort, selections: codes.map((code, i) => ({ code, oddsK: odds[i]! })) };
}

/** `drift` is a small factor (≈ 1 ± 3 %) applied to the strengths: the market's random moves. */
function footballMarkets(f: Fixture, s: PlayState, drift: number): PricedMarket[] {
  const played = Math.min(90, s.clockSeconds === null ? 0 : s.clockSeconds / 60);
  const left = (90 - played) / 90;
  const leftH1 = Math.max(0, 45 - played) / 90;
  const lh = f.strengthHome * drift;
  const la = f.strengthAway / drift;
  const ft = footballScoreDist(s.home, s.away, lh * left, la * left);
  const h1 = footballScoreDist(s.h1Home ?? s.home, s.h1Away ?? s.away, lh * leftH1, la * leftH1);
  // Lines are fixed at announcement from the pre-match distribution, so the catalogue's keys stay.
  const pre = footballScoreDist(0, 0, f.strengthHome, f.strengthAway);
  const preH1 = footballScoreDist(0, 0, f.strengthHome / 2, f.strengthAway / 2);
  const ahMain = mainLine(diffValues(pre), 'ah', [-12, 12]);
  const ouMain = mainLine(totalValues(pre), 'ou', [2, 22]);
  const ahMainH1 = mainLine(diffValues(preH1), 'ah', [-6, 6]);
  const ouMainH1 = mainLine(totalValues(preH1), 'ou', [2, 10]);
  const out: PricedMarket[] = [
    market('1x2', 'ft', 0, true, 0, prob1x2(ft)),
    market('1x2', '1h', 0, true, 100, prob1x2(h1)),
  ];
  [-2, -1, 0, 1, 2].forEach((d, i) => {
    out.push(market('ah', 'ft', ahMain + d, d === 0, 10 + i, probLined(diffValues(ft), ahMain + d, 'ah')));
    out.push(market('ou', 'ft', ouMain + d, d === 0, 20 + i, probLined(totalValues(ft), ouMain + d, 'ou')));
  });
  [-1, 0, 1].forEach((d, i) => {
    out.push(
      market('ah', '1h', ahMainH1 + d, d === 0, 110 + i, probLined(diffValues(h1), ahMainH1 + d, 'ah')),
    );
    out.push(
      market('ou', '1h', ouMainH1 + d, d === 0, 120 + i, probLined(totalValues(h1), ouMainH1 + d, 'ou')),
    );
  });
  out.push(market('oe', 'ft', 0, false, 30, probOddEven(ft)));
  out.push(market('cs', 'ft', 0, false, 40, probCorrectScore(ft, CORRECT_SCORE_MAX_GOALS)));
  return out.filter((m) => m.type !== 'ou' || m.lineQ > 0);
}

function basketballMarkets(f: Fixture, s: PlayState, drift: number): PricedMarket[] {
  const left = Math.max(0, 2880 - (s.clockSeconds ?? 0)) / 2880;
  const meanDiff = s.home - s.away + (f.strengthHome * drift - f.strengthAway / drift) * left;
  const meanTotal = s.home + s.away + (f.strengthHome + f.strengthAway) * left;
  const sdDiff = Math.max(0.8, 12 * Math.sqrt(left));
  const sdTotal = Math.max(0.8, 16 * Math.sqrt(left));
  const homeWin = 1 - normalCdf(-meanDiff / sdDiff);
  // Half-point lines (lineQ ≡ 2 mod 4): no push in basketball's main markets.
  const preDiff = f.strengthHome - f.strengthAway;
  const ahMain = -(Math.round(preDiff) * 4) + (preDiff >= 0 ? -2 : 2);
  const ouMain = Math.round(f.strengthHome + f.strengthAway) * 4 + 2;
  const diffs = normalValues(meanDiff, sdDiff);
  const totals = normalValues(meanTotal, sdTotal);
  const out: PricedMarket[] = [market('ml', 'ft', 0, true, 0, [homeWin, 1 - homeWin])];
  [-8, 0, 8].forEach((d, i) => {
    out.push(market('ah', 'ft', ahMain + d, d === 0, 10 + i, probLined(diffs, ahMain + d, 'ah')));
    out.push(market('ou', 'ft', ouMain + d, d === 0, 20 + i, probLined(totals, ouMain + d, 'ou')));
  });
  return out;
}

/** Tennis (sets) and e-sports (maps): ml, the ±1.5 handicap and the total of units. */
function seriesMarkets(f: Fixture, s: PlayState, drift: number): PricedMarket[] {
  const p = Math.min(0.9, Math.max(0.1, f.strengthHome * drift));
  const win = seriesWinProb(p, s.home, s.away, f.bestOf);
  const dist = seriesDist(p, s.home, s.away, f.bestOf);
  const ahType: MarketType = f.sport === 'tennis' ? 'ah' : 'map_ah';
  const total = f.bestOf * 2; // 2.5 units in a best of three, 4.5 in a best of five
  return [
    market('ml', 'ft', 0, true, 0, [win, 1 - win]),
    market(ahType, 'ft', -6, true, 10, probLined(diffValues(dist), -6, 'ah')),
    market(ahType, 'ft', 6, false, 11, probLined(diffValues(dist), 6, 'ah')),
    market('ou', 'ft', total, true, 20, probLined(totalValues(dist), total, 'ou')),
  ];
}

/**
 * Every market of a fixture priced at a state. Tennis lines are in sets (a result carries sets
 * won), so ml, handicap and total all grade on the same `ftHome`/`ftAway`.
 */
export function priceMarkets(f: Fixture, s: PlayState, drift: number): PricedMarket[] {
  if (f.sport === 'football') return footballMarkets(f, s, drift);
  if (f.sport === 'basketball') return basketballMarkets(f, s, drift);
  return seriesMarkets(f, s, drift);
}

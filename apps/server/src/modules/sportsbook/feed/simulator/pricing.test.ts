import { describe, expect, it } from 'vitest';
import { ODDS_BOUNDS } from './book.ts';
import { fixturesBetween } from './fixtures.ts';
import { playState } from './play.ts';
import { priceMarkets } from './price-markets.ts';
import {
  diffValues,
  footballScoreDist,
  impliedSum,
  MARGIN,
  mainLine,
  oddsWithMargin,
  poissonPmf,
  prob1x2,
  probCorrectScore,
  probLined,
  seriesWinProb,
  totalValues,
} from './pricing.ts';

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('pricing maths', () => {
  it('turns fair probabilities into odds whose implied probabilities sum to 1 + margin', () => {
    for (const probs of [
      [0.5, 0.5],
      [0.45, 0.27, 0.28],
      [0.7, 0.3],
      [0.2, 0.3, 0.5],
    ]) {
      const odds = oddsWithMargin(probs);
      const sum = impliedSum(odds);
      expect(sum).toBeGreaterThanOrEqual(1 + MARGIN - 1e-9);
      expect(sum).toBeLessThan(1 + MARGIN + 0.005);
      for (const k of odds) expect(k).toBeGreaterThan(1010 - 1);
    }
    // Even money with 5 %: 1 / (0.5 · 1.05) = 1.904…
    expect(oddsWithMargin([0.5, 0.5])).toEqual([1904, 1904]);
  });

  it('never quotes odds at or below 1.01, even for a near-certain outcome', () => {
    const odds = oddsWithMargin([0.9999, 0.0001]);
    expect(odds[0]).toBe(1010);
    expect(odds[1]).toBeGreaterThan(1010);
  });

  it('Poisson probabilities sum to one and football outcomes partition the score space', () => {
    let s = 0;
    for (let k = 0; k < 30; k++) s += poissonPmf(k, 2.7);
    expect(s).toBeCloseTo(1, 9);
    const dist = footballScoreDist(0, 0, 1.6, 1.1);
    const [h, d, a] = prob1x2(dist);
    expect(h! + d! + a!).toBeCloseTo(1, 6);
    expect(h).toBeGreaterThan(a!);
    const cs = probCorrectScore(dist, 4);
    expect(cs).toHaveLength(26);
    expect(cs.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 6);
  });

  it('prices a quarter line between its neighbouring half and whole lines', () => {
    const values = diffValues(footballScoreDist(0, 0, 1.5, 1.2));
    // Home −0.5 (−2), home −0.25 (−1), home 0 (0): the home side's chance grows with the line.
    const [minusHalf] = probLined(values, -2, 'ah');
    const [minusQuarter] = probLined(values, -1, 'ah');
    const [level] = probLined(values, 0, 'ah');
    expect(minusHalf!).toBeLessThan(minusQuarter!);
    expect(minusQuarter!).toBeLessThan(level!);
    // A whole line pushes on the exact margin: home 0 wins W / (W + L) without the draws.
    const [h, , a] = prob1x2(footballScoreDist(0, 0, 1.5, 1.2));
    expect(level).toBeCloseTo(h! / (h! + a!), 9);
    const [over, under] = probLined(totalValues(footballScoreDist(0, 0, 1.5, 1.2)), 10, 'ou');
    expect(over! + under!).toBeCloseTo(1, 9);
  });

  it('finds the main line closest to even money', () => {
    const values = diffValues(footballScoreDist(0, 0, 2.2, 0.8));
    const main = mainLine(values, 'ah', [-12, 12]);
    expect(main).toBeLessThan(0);
    const [p] = probLined(values, main, 'ah');
    for (const q of [main - 2, main + 2]) {
      expect(Math.abs(p! - 0.5)).toBeLessThanOrEqual(Math.abs(probLined(values, q, 'ah')[0]! - 0.5));
    }
  });

  it('series: a best of three from 1-0 up is likelier than from 0-0', () => {
    expect(seriesWinProb(0.5, 0, 0, 3)).toBeCloseTo(0.5, 9);
    expect(seriesWinProb(0.5, 1, 0, 3)).toBeCloseTo(0.75, 9);
    expect(seriesWinProb(0.6, 0, 0, 3)).toBeCloseTo(0.648, 9);
  });
});

describe('priced markets of simulated fixtures', () => {
  const fixtures = fixturesBetween('pricing-test', T0, T0 + 24 * 3_600_000);

  it('every market of every sport has odds above 1.01 and a book of about 1 + margin', () => {
    const sports = new Set<string>();
    for (const f of fixtures) {
      sports.add(f.sport);
      for (const at of [f.kickoffMs - 1, f.kickoffMs + 5 * 60_000]) {
        const s = playState('pricing-test', f, at, 7.5);
        if (s.status === 'postponed' || s.status === 'cancelled') continue;
        for (const m of priceMarkets(f, s, 1)) {
          for (const sel of m.selections) expect(sel.oddsK).toBeGreaterThanOrEqual(1010);
          const odds = m.selections.map((x) => x.oddsK);
          // Uncapped books carry the margin; rounding down to 0.01 only adds to it.
          if (odds.every((k) => k > 1010 && k < ODDS_BOUNDS[m.type].maxK)) {
            expect(impliedSum(odds)).toBeGreaterThan(1 + MARGIN - 0.001);
            expect(impliedSum(odds)).toBeLessThan(1 + MARGIN + 0.06);
          }
        }
      }
    }
    expect([...sports].sort()).toEqual(['basketball', 'cs', 'dota2', 'football', 'hok', 'lol', 'tennis']);
  });

  it('offers football 1x2, AH and OU with quarter-line alternatives, odd/even and correct score, full time and first half', () => {
    const f = fixtures.find((x) => x.sport === 'football')!;
    const markets = priceMarkets(f, playState('pricing-test', f, f.kickoffMs - 1, 7.5), 1);
    const kinds = new Set(markets.map((m) => `${m.type}:${m.period}`));
    for (const k of ['1x2:ft', '1x2:1h', 'ah:ft', 'ah:1h', 'ou:ft', 'ou:1h', 'oe:ft', 'cs:ft'])
      expect(kinds).toContain(k);
    const ah = markets.filter((m) => m.type === 'ah' && m.period === 'ft');
    expect(ah.filter((m) => m.main)).toHaveLength(1);
    expect(ah.some((m) => Math.abs(m.lineQ) % 2 === 1)).toBe(true);
    const ou = markets.filter((m) => m.type === 'ou' && m.period === 'ft');
    expect(ou.some((m) => m.lineQ % 2 === 1)).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_FORMATS } from './markets.ts';
import { formatOdds } from './odds-format.ts';

// [oddsK, decimal, hk, malay, indo, us]
const TABLE: [number, string, string, string, string, string][] = [
  [1500, '1.50', '0.50', '0.50', '-2.00', '-200'],
  [2000, '2.00', '1.00', '1.00', '1.00', '+100'],
  [1010, '1.01', '0.01', '0.01', '-100.00', '-10000'],
  [101_000, '101.00', '100.00', '-0.01', '100.00', '+10000'],
  [1333, '1.33', '0.33', '0.33', '-3.00', '-300'], // 1/0.333 = 3.003
  [1909, '1.91', '0.91', '0.91', '-1.10', '-110'], // 1/0.909 = 1.1001
  [1950, '1.95', '0.95', '0.95', '-1.05', '-105'], // 1/0.95 = 1.0526
  [1850, '1.85', '0.85', '0.85', '-1.18', '-118'], // 1/0.85 = 1.1765
  [2001, '2.00', '1.00', '-1.00', '1.00', '+100'], // −1/1.001 = −0.999
  [1999, '2.00', '1.00', '1.00', '-1.00', '-100'], // 1/0.999 = 1.001
  [2500, '2.50', '1.50', '-0.67', '1.50', '+150'],
  [3000, '3.00', '2.00', '-0.50', '2.00', '+200'],
  [1005, '1.01', '0.01', '0.01', '-200.00', '-20000'], // half up: 1.005 → 1.01
  [1004, '1.00', '0.00', '0.00', '-250.00', '-25000'],
  [1001, '1.00', '0.00', '0.00', '-1000.00', '-100000'],
  [2105, '2.11', '1.11', '-0.90', '1.11', '+111'], // 110.5 → 111; −1/1.105 = −0.9050 → −0.90
  [1800, '1.80', '0.80', '0.80', '-1.25', '-125'],
  [1920, '1.92', '0.92', '0.92', '-1.09', '-109'], // 1/0.92 = 1.0870
  [1200, '1.20', '0.20', '0.20', '-5.00', '-500'],
  [81_000, '81.00', '80.00', '-0.01', '80.00', '+8000'], // −1/80 = −0.0125
  [500_000, '500.00', '499.00', '0.00', '499.00', '+49900'], // −1/499 rounds to zero: no sign
];

describe('formatOdds', () => {
  it.each(TABLE)('%s → %s / %s / %s / %s / %s', (oddsK, decimal, hk, malay, indo, us) => {
    expect(formatOdds(oddsK, 'decimal')).toBe(decimal);
    expect(formatOdds(oddsK, 'hk')).toBe(hk);
    expect(formatOdds(oddsK, 'malay')).toBe(malay);
    expect(formatOdds(oddsK, 'indo')).toBe(indo);
    expect(formatOdds(oddsK, 'us')).toBe(us);
  });
  it('refuses odds that are not integers above 1000', () => {
    for (const bad of [1000, 999, 1950.5, Number.NaN]) expect(() => formatOdds(bad, 'decimal')).toThrow();
  });
});

describe('formatOdds properties', () => {
  const oddsK = fc.integer({ min: 1001, max: 1_000_000 });
  const toHundredths = (s: string) => Math.round(Number(s) * 100);
  it('is within half a hundredth of the exact value (decimal, HK)', () => {
    fc.assert(
      fc.property(oddsK, (k) => {
        expect(Math.abs(toHundredths(formatOdds(k, 'decimal')) * 10 - k)).toBeLessThanOrEqual(5);
        expect(toHundredths(formatOdds(k, 'decimal')) - toHundredths(formatOdds(k, 'hk'))).toBe(100);
      }),
    );
  });
  it('Malay is within [−1, 1]; Indonesian is HK or −1/HK by D ≥ 2; American agrees with Indonesian', () => {
    fc.assert(
      fc.property(oddsK, (k) => {
        const malay = Number(formatOdds(k, 'malay'));
        expect(Math.abs(malay)).toBeLessThanOrEqual(1);
        const indo = formatOdds(k, 'indo');
        expect(indo.startsWith('-')).toBe(k < 2000);
        const us = formatOdds(k, 'us');
        expect(us.startsWith('-')).toBe(k < 2000);
        expect(Math.abs(Number(us) - Number(indo) * 100)).toBeLessThanOrEqual(1);
      }),
    );
  });
  it('has two decimals (HK, Malay, Indonesian, decimal) and whole American numbers, no "-0"', () => {
    fc.assert(
      fc.property(oddsK, fc.constantFrom(...ODDS_FORMATS), (k, f) => {
        const s = formatOdds(k, f);
        expect(s).toMatch(f === 'us' ? /^[+-][1-9]\d*$/ : /^-?\d+\.\d\d$/);
        expect(s.startsWith('-0.00')).toBe(false);
      }),
    );
  });
});

/**
 * Odds display formats (issue 10). `oddsK` is decimal odds ×1000 (integer, > 1000); every format
 * is computed on integers (rationals over `oddsK − 1000`), never on floating-point odds.
 *
 * - decimal D, two decimals: 1950 → "1.95", 1333 → "1.33", 1005 → "1.01".
 * - HK = D − 1: 1950 → "0.95".
 * - Malay = HK when HK ≤ 1, else −1/HK: 1800 → "0.80", 3000 → "-0.50".
 * - Indonesian = HK when D ≥ 2, else −1/HK: 2500 → "1.50", 1500 → "-2.00".
 * - American = +100·HK when D ≥ 2, else −100/HK, whole numbers: 2500 → "+150", 1500 → "-200".
 *
 * Rounding: half up on the magnitude (1.905 → "1.91", −1/HK = −0.0125 → "-0.01"), so a value
 * and its mirror round alike. A value that rounds to zero shows no sign ("0.00").
 */
import type { OddsFormat } from './markets.ts';

/** round(num / den) half up, for num ≥ 0, den > 0 (integers). */
const roundHalfUp = (num: number, den: number): number => Math.floor((2 * num + den) / (2 * den));

/** Hundredths (signed) → "-0.85" / "1.50". */
function hundredths(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function checkOddsK(oddsK: number): void {
  if (!Number.isSafeInteger(oddsK) || oddsK <= 1000) throw new Error(`odds: invalid oddsK ${oddsK}`);
}

/** `oddsK` shown in a display format (see the module comment for the rules and rounding). */
export function formatOdds(oddsK: number, format: OddsFormat): string {
  checkOddsK(oddsK);
  const hkK = oddsK - 1000; // HK ×1000
  // −1/HK in hundredths, rounded half up on the magnitude.
  const negInverse = () => -roundHalfUp(100_000, hkK);
  switch (format) {
    case 'decimal':
      return hundredths(roundHalfUp(oddsK, 10));
    case 'hk':
      return hundredths(roundHalfUp(hkK, 10));
    case 'malay':
      return hundredths(hkK <= 1000 ? roundHalfUp(hkK, 10) : negInverse() || 0);
    case 'indo':
      return hundredths(hkK >= 1000 ? roundHalfUp(hkK, 10) : negInverse());
    case 'us': {
      if (hkK >= 1000) return `+${roundHalfUp(hkK, 10)}`;
      return `-${roundHalfUp(100_000, hkK)}`;
    }
  }
}

import type { OddsFormat } from '@houseline/shared/sportsbook/markets';

/**
 * Odds shown in the member's format (brief: decimal D; HK = D−1; Malay = HK if HK ≤ 1 else −1/HK;
 * Indonesian = HK if D ≥ 2 else −1/HK; American = +100·HK if D ≥ 2 else −100/HK). Two decimals
 * for HK/Malay/Indo, an integer for American. A thin wrapper with the name and signature of the
 * shared helper (`formatOdds(oddsK, format)`), to be swapped for it once it is on main.
 */
export function formatOdds(oddsK: number, format: OddsFormat): string {
  const hkK = oddsK - 1000;
  switch (format) {
    case 'decimal':
      return (oddsK / 1000).toFixed(oddsK % 10 === 0 ? 2 : 3);
    case 'hk':
      return (hkK / 1000).toFixed(2);
    case 'malay':
      return hkK <= 1000 ? (hkK / 1000).toFixed(2) : (-1000 / hkK).toFixed(2);
    case 'indo':
      return oddsK >= 2000 ? (hkK / 1000).toFixed(2) : (-1000 / hkK).toFixed(2);
    case 'us': {
      const value = oddsK >= 2000 ? Math.round(hkK / 10) : Math.round(-100_000 / hkK);
      return value > 0 ? `+${value}` : String(value);
    }
  }
}

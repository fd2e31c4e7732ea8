import { wireToOddsK } from '@houseline/shared/sportsbook/markets';
import { formatOdds } from '@houseline/shared/sportsbook/odds-format';
import { useSportsPrefs } from '../api/prefs.ts';

/**
 * Markets shown in decimal (European) odds whatever format the member chose, as Asian books do:
 * the chosen format applies to handicaps, totals and odd/even; 1x2, correct score, match winner
 * and a parlay's total odds stay decimal.
 */
const ALWAYS_DECIMAL: ReadonlySet<string> = new Set(['1x2', 'cs', 'ml', 'parlay']);

/**
 * Formats odds (×1000 or wire "1.950") in the member's chosen format, or in decimal for the
 * markets that always show it (pass the market type, or 'parlay' for a parlay's total).
 */
export function useOddsText(): (odds: number | string, marketType?: string) => string {
  const { prefs } = useSportsPrefs();
  return (odds, marketType) => {
    const k = typeof odds === 'number' ? odds : wireToOddsK(odds);
    if (k === null) return String(odds);
    return formatOdds(
      k,
      marketType !== undefined && ALWAYS_DECIMAL.has(marketType) ? 'decimal' : prefs.oddsFormat,
    );
  };
}

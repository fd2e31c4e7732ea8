import { wireToOddsK } from '@houseline/shared/sportsbook/markets';
import { formatOdds } from '@houseline/shared/sportsbook/odds-format';
import { useSportsPrefs } from '../api/prefs.ts';

/** Formats odds (×1000 or wire "1.950") in the member's chosen format. */
export function useOddsText(): (odds: number | string) => string {
  const { prefs } = useSportsPrefs();
  return (odds) => {
    const k = typeof odds === 'number' ? odds : wireToOddsK(odds);
    return k === null ? String(odds) : formatOdds(k, prefs.oddsFormat);
  };
}

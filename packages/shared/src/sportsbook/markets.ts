/**
 * The sportsbook's vocabulary (issue 10), shared by the server, the simulator and the web.
 *
 * Odds are decimal odds held as integers of 1/1000 (`oddsK`: 1.950 → 1950), always > 1000; they
 * travel as strings with three decimals ("1.950"). Lines (handicap, total) are held in quarter
 * units (`lineQ`: -0.75 → -3, 2.5 → 10) so quarter lines split exactly; they travel as numbers
 * (every quarter is exact in binary floating point). Money never touches either: stakes and payouts
 * are minor units (1/10 000) as everywhere else.
 */

export const SPORTS = ['football', 'basketball', 'tennis', 'lol', 'dota2', 'cs', 'hok'] as const;
export type Sport = (typeof SPORTS)[number];

export const ESPORTS: readonly Sport[] = ['lol', 'dota2', 'cs', 'hok'];
export const isEsport = (sport: Sport): boolean => ESPORTS.includes(sport);

/** The Chinese classification names (SPEC.md §7 recommend list: `classification`, default 足球). */
export const SPORT_CLASSIFICATION: Record<Sport, string> = {
  football: '足球',
  basketball: '篮球',
  tennis: '网球',
  lol: '英雄联盟',
  dota2: 'DOTA2',
  cs: 'CS2',
  hok: '王者荣耀',
};

export const MATCH_STATUSES = ['scheduled', 'live', 'finished', 'postponed', 'cancelled'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * Market types:
 * - `1x2` 独赢 (home/draw/away), `ml` match winner (home/away, no draw: basketball incl. overtime,
 *   tennis, e-sports);
 * - `ah` Asian handicap 让球 (home/away; `lineQ` is the home side's handicap, the away side gets
 *   the opposite), `map_ah` e-sports map handicap (the same on maps won);
 * - `ou` over/under 大小 (over/under; `lineQ` is the total);
 * - `oe` odd/even 单双 of the total (odd/even);
 * - `cs` correct score 波胆 (selections "h-a" for 0..4 goals each, plus `other`).
 */
export const MARKET_TYPES = ['1x2', 'ml', 'ah', 'map_ah', 'ou', 'oe', 'cs'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

/** Full time (incl. overtime where the sport plays it) and the first half. */
export const PERIODS = ['ft', '1h'] as const;
export type Period = (typeof PERIODS)[number];

export const MARKET_STATUSES = ['open', 'suspended', 'settled', 'void'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

/** Markets with a line (`lineQ` is meaningful); others store 0. */
export const LINED_MARKETS: readonly MarketType[] = ['ah', 'map_ah', 'ou'];

export const CORRECT_SCORE_MAX_GOALS = 4;

/** The selection codes of a market type. */
export function selectionCodes(type: MarketType): readonly string[] {
  switch (type) {
    case '1x2':
      return ['home', 'draw', 'away'];
    case 'ml':
    case 'ah':
    case 'map_ah':
      return ['home', 'away'];
    case 'ou':
      return ['over', 'under'];
    case 'oe':
      return ['odd', 'even'];
    case 'cs': {
      const codes: string[] = [];
      for (let h = 0; h <= CORRECT_SCORE_MAX_GOALS; h++) {
        for (let a = 0; a <= CORRECT_SCORE_MAX_GOALS; a++) codes.push(`${h}-${a}`);
      }
      codes.push('other');
      return codes;
    }
  }
}

/** How one selection of one bet ended. */
export const OUTCOMES = ['win', 'lose', 'push', 'half_win', 'half_lose', 'void'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const BET_KINDS = ['single', 'parlay'] as const;
export type BetKind = (typeof BET_KINDS)[number];

export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 10;

/** `void` is shown as 已取消 (cancelled); `cashed_out` counts as settled in filters. */
export const BET_STATUSES = ['open', 'settled', 'void', 'cashed_out'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** What the member accepts when odds moved between seeing them and placing. */
export const ODDS_POLICIES = ['any', 'better', 'none'] as const;
export type OddsPolicy = (typeof ODDS_POLICIES)[number];

export const ODDS_FORMATS = ['decimal', 'hk', 'malay', 'indo', 'us'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Match list tabs: today, early (after today), live (in play), parlay (matches open for parlays). */
export const MATCH_TABS = ['today', 'early', 'live', 'parlay'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

/** Bet-record products (the games issues add theirs). */
export const BET_PRODUCTS = ['sports'] as const;
export type BetProduct = (typeof BET_PRODUCTS)[number];

/** Odds on the wire: "1.950". */
export function oddsKToWire(oddsK: number): string {
  const whole = Math.trunc(oddsK / 1000);
  return `${whole}.${String(oddsK % 1000).padStart(3, '0')}`;
}

/** "1.95" / "1.950" → 1950; null when not odds (more than three decimals, not above 1). */
export function wireToOddsK(wire: string): number | null {
  const m = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(wire.trim());
  if (!m) return null;
  const k = Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
  return k > 1000 ? k : null;
}

export const lineFromQ = (lineQ: number): number => lineQ / 4;

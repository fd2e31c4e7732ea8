// The gallery's choice of a match to open and bet on (issue 23 item 12), kept apart from the
// Playwright code so that a server test runs the very same choice against a catalogue built at
// every hour of the day (apps/server/test/sportsbook-any-hour.test.ts).
//
// 今日 alone is not enough: late in the brand's day (UTC+8) no pre-match match is left in it, and
// the gallery once waited 90 s for one at 23:55. 早盘 always holds the simulator's base tier
// (announced three days ahead), and 滚球 its rolling tier, so the choice reads all three.

/** The match-list tabs the gallery reads, in order of preference: pre-match first. */
export const GALLERY_MATCH_TABS = ['today', 'early', 'live'] as const;
export type GalleryMatchTab = (typeof GALLERY_MATCH_TABS)[number];

/** A row of `/api/findmed/v1/sports/matches`, the fields the choice reads. */
export interface ListedMatch {
  id: number;
  suspended: boolean;
  live: { clockSeconds: number | null };
  markets: { status: string; version: number; selections: { id: number; odds: string }[] }[];
}

export interface OpenMatch {
  id: number;
  selection: { id: number; odds: string };
  version: number;
}

/** The list URL of a tab (football: the match page the gallery shows is a football one). */
export const galleryMatchListUrl = (tab: GalleryMatchTab) =>
  `/api/findmed/v1/sports/matches?sport=football&tab=${tab}&size=20`;

/**
 * The first football match, by tab preference, that is not suspended and whose main market is
 * open (pre-match in 今日 and 早盘, in play in 滚球); null when none is.
 */
export function pickOpenMatch(
  lists: Partial<Record<GalleryMatchTab, readonly ListedMatch[]>>,
): OpenMatch | null {
  for (const tab of GALLERY_MATCH_TABS) {
    const inPlay = tab === 'live';
    const match = lists[tab]?.find(
      (x) => !x.suspended && (x.live.clockSeconds !== null) === inPlay && x.markets[0]?.status === 'open',
    );
    const market = match?.markets[0];
    if (match && market?.selections[0]) {
      return { id: match.id, selection: market.selections[0], version: market.version };
    }
  }
  return null;
}

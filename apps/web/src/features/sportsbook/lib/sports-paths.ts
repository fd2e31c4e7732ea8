import { MATCH_TABS, type MatchTab, SPORTS, type Sport } from '@houseline/shared/sportsbook/markets';

/** The sportsbook lobby: /app/sports on a phone, /sports on a desktop (its match pages below it). */
export const sportsBase = (phone: boolean) => (phone ? '/app/sports' : '/sports');
export const matchPath = (phone: boolean, id: number) => `${sportsBase(phone)}/match/${id}`;

/** `?sport=` of the lobby: a sport code, or `esports` for the first e-sports title. */
export function parseSport(raw: string | null): Sport {
  if (raw === 'esports') return 'lol';
  return SPORTS.find((s) => s === raw) ?? 'football';
}

export const parseTab = (raw: string | null): MatchTab => MATCH_TABS.find((t) => t === raw) ?? 'today';

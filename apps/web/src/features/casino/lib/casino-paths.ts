import type { GamePlatform } from '@houseline/shared/api/contract/casino';
import type { FormFactor } from '@houseline/shared/form-factor';

/** SPEC.md §2: the route that brings a member back from a venue. */
export const VENUE_BACK_PATH = '/app/venueBack';
/** SPEC.md §2: the page a native app embeds. */
export const EMBEDDED_PATH = '/embedded';

/** The home (lobby) of a layout. */
export function lobbyPath(ff: FormFactor): string {
  return ff === 'phone' ? '/app/home' : '/home';
}

/** The game session platform of a layout. */
export function platformOf(ff: FormFactor): GamePlatform {
  return ff === 'phone' ? 'h5' : 'pc';
}

/** An embedded game: /embedded?gameId=301&platform=h5. */
export function embeddedGamePath(gameId: number, platform: GamePlatform): string {
  return `${EMBEDDED_PATH}?gameId=${gameId}&platform=${platform}`;
}

/** The game id of a route parameter or query value, or null when it is not a positive integer. */
export function parseGameId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The webp beside a game image (`/static/games/301.png?v=1a2b` → `/static/games/301.webp?v=1a2b`), or null. */
export function webpOf(url: string): string | null {
  const match = /^([^?#]+)\.png((?:[?#].*)?)$/.exec(url);
  return match ? `${match[1]}.webp${match[2]}` : null;
}

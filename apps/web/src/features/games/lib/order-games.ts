import type { GameCategory, GameList } from '@houseline/shared/api/contract/games';
import { ESPORTS_CATEGORY_ID, SPORTS_CATEGORY_ID } from '../../../config/contract-constants.ts';
import { loginPathFor } from '../../../lib/login-redirect.ts';

/** Category `state` of a category that is shown. */
export const CATEGORY_ACTIVE = 1;

function bySortThenId(a: { sort: number; id: number }, b: { sort: number; id: number }): number {
  return a.sort - b.sort || a.id - b.id;
}

/**
 * Client-side ordering of the lobby, whatever order the server sent: active categories by `sort`,
 * games by `seq` (SPEC.md §3: the tab list is "filtered and ordered by the game's seq").
 * The `sports` home variant moves the sports category to the front.
 */
export function orderGameList(list: GameList, options: { sportsFirst?: boolean } = {}): GameList {
  const categories = list
    .filter((c) => c.state === CATEGORY_ACTIVE)
    .map<GameCategory>((c) => ({ ...c, games: [...c.games].sort((a, b) => a.seq - b.seq || a.id - b.id) }))
    .sort(bySortThenId);
  if (!options.sportsFirst) return categories;
  const sports = categories.filter((c) => c.id === SPORTS_CATEGORY_ID);
  return [...sports, ...categories.filter((c) => c.id !== SPORTS_CATEGORY_ID)];
}

export function isSportsCategory(category: Pick<GameCategory, 'id'>): boolean {
  return category.id === SPORTS_CATEGORY_ID;
}

/** Empty tiles that complete the last row of a grid of `columns`, so it does not end ragged. */
export function fillerCount(tiles: number, columns: number): number {
  return (columns - (tiles % columns)) % columns;
}

/** The game page route of SPEC.md §2: /games/:id/:title/:code/:gtype. */
export function gamePath(
  game: { id: number; name: string; wallet_code: string },
  categoryId: number,
): string {
  return `/games/${game.id}/${encodeURIComponent(game.name)}/${encodeURIComponent(game.wallet_code)}/${categoryId}`;
}

/**
 * Where a lobby tile leads: the sports and e-sports tiles open the house sportsbook (issue 10;
 * e-sports preselected), open to guests too; any other game its game page (members only: a guest
 * logs in first and comes back to it).
 */
export function tilePath(
  game: { id: number; name: string; wallet_code: string },
  categoryId: number,
  options: { phone: boolean; isLogin: boolean },
): string {
  return (
    sportsbookPath(categoryId, options.phone) ??
    (options.isLogin ? gamePath(game, categoryId) : loginPathFor(gamePath(game, categoryId)))
  );
}

/** The sportsbook lobby for the sports and e-sports categories (e-sports preselected), else null. */
export function sportsbookPath(categoryId: number, phone: boolean): string | null {
  const base = phone ? '/app/sports' : '/sports';
  if (categoryId === SPORTS_CATEGORY_ID) return base;
  if (categoryId === ESPORTS_CATEGORY_ID) return `${base}?sport=esports`;
  return null;
}

/** A category's page: its lobby (/app/games?type= or /games?type=), or the sportsbook for sports. */
export function categoryPath(categoryId: number, phone: boolean): string {
  return sportsbookPath(categoryId, phone) ?? `${phone ? '/app/games' : '/games'}?type=${categoryId}`;
}

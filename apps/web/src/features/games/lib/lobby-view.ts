import type { Game, GameCategory } from '@houseline/shared/api/contract/games';
import { filterGames } from './search-games.ts';

/** The favourites tab of a category page (`?type=favorites`). */
export const FAVORITES_TAB = 'favorites';
export type LobbyTab = number | typeof FAVORITES_TAB;

/** A game with the category it is shown in (its game page needs the category id). */
export type PlacedGame = { game: Game; category: GameCategory };

/** The tab of `?type=`: a category shown, the favourites (members only), else the first category. */
export function parseLobbyTab(
  raw: string | null,
  categories: readonly GameCategory[],
  withFavorites: boolean,
): LobbyTab | null {
  if (raw === FAVORITES_TAB && withFavorites) return FAVORITES_TAB;
  const id = Number(raw);
  return categories.find((c) => c.id === id)?.id ?? categories[0]?.id ?? null;
}

/** The games of a tab, filtered by the search: a category's in seq order, or the favourites. */
export function tabGames(
  tab: LobbyTab | null,
  categories: readonly GameCategory[],
  favorites: ReadonlySet<number>,
  query: string,
): PlacedGame[] {
  let placed: PlacedGame[];
  if (tab === FAVORITES_TAB) {
    const seen = new Set<number>();
    placed = categories.flatMap((category) =>
      category.games
        .filter((game) => favorites.has(game.id) && !seen.has(game.id) && seen.add(game.id))
        .map((game) => ({ game, category })),
    );
  } else {
    const category = categories.find((c) => c.id === tab);
    placed = category ? category.games.map((game) => ({ game, category })) : [];
  }
  const kept = new Set(
    filterGames(
      placed.map((p) => p.game),
      query,
    ),
  );
  return placed.filter((p) => kept.has(p.game));
}

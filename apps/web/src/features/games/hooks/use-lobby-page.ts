import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMemberStore } from '../../../stores/member-store.ts';
import { useFavoriteIds } from '../api/favorites.ts';
import { type LobbyKind, useGameList } from '../api/game-list-query.ts';
import { type LobbyTab, type PlacedGame, parseLobbyTab, tabGames } from '../lib/lobby-view.ts';
import { sportsbookPath, tilePath } from '../lib/order-games.ts';

/**
 * The state of a category page (/app/games or /games): the tab from `?type=` (a category id or
 * `favorites`), the search, and the games to show with where each leads.
 */
export function useLobbyPage(kind: LobbyKind) {
  const phone = kind === 'h5';
  const [params, setParams] = useSearchParams();
  const isLogin = useMemberStore((s) => s.isLogin);
  const games = useGameList(kind);
  const favorites = useFavoriteIds();
  const [query, setQuery] = useState('');
  const categories = games.data ?? [];
  const tab = parseLobbyTab(params.get('type'), categories, isLogin);
  const category = categories.find((c) => c.id === tab);
  return {
    games,
    categories,
    category,
    tab,
    isLogin,
    query,
    setQuery,
    placed: tabGames(tab, categories, favorites, query),
    select: (next: LobbyTab) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.set('type', String(next));
          return out;
        },
        { replace: true },
      ),
    hrefOf: ({ game, category }: PlacedGame) => tilePath(game, category.id, { phone, isLogin }),
    /** The heart's state; null on sportsbook tiles, which are not games one keeps. */
    favoriteOf: ({ game, category }: PlacedGame) =>
      sportsbookPath(category.id, phone) === null ? favorites.has(game.id) : null,
  };
}

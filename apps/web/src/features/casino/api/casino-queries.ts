import type { Game, GameList } from '@houseline/shared/api/contract/games';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ESPORTS_CATEGORY_ID,
  GAME_LIST_SHOW,
  SPORTS_CATEGORY_ID,
} from '../../../config/contract-constants.ts';
import { WEB_LIMITS } from '../../../config/web-limits.ts';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';

export type LobbyKind = keyof typeof GAME_LIST_SHOW;

/**
 * GET game/list?show=1|2 under the same key as the lobby's query (features/games), so a game page
 * opened from a lobby tile finds the list in the cache.
 */
export function gameListQuery(kind: LobbyKind) {
  return queryOptions({
    queryKey: ['game-list', GAME_LIST_SHOW[kind]],
    queryFn: () => api.call('gameList', { show: GAME_LIST_SHOW[kind] }),
    staleTime: WEB_LIMITS.gameListStaleMs,
  });
}

export interface GameInfo extends Game {
  categoryId: number;
}

/** The game `id` of the list, with its category, or null. */
export function findGame(list: GameList, id: number): GameInfo | null {
  for (const category of list) {
    const game = category.games.find((g) => g.id === id);
    if (game) return { ...game, categoryId: category.id };
  }
  return null;
}

/** One game of the lobby (name, venue, wallet mode, maintenance). */
export function useGameInfo(kind: LobbyKind, id: number) {
  return useQuery({ ...gameListQuery(kind), select: (list: GameList) => findGame(list, id) });
}

/** The lobby's casino games (every category but sports and e-sports), for the embedded list. */
export function useCasinoGames(kind: LobbyKind) {
  return useQuery({
    ...gameListQuery(kind),
    select: (list: GameList) =>
      list
        .filter((c) => c.id !== SPORTS_CATEGORY_ID && c.id !== ESPORTS_CATEGORY_ID && c.games.length > 0)
        .map((c) => ({ ...c, games: [...c.games].sort((a, b) => a.seq - b.seq) })),
  });
}

/** After money moved between the center wallet and a venue: the balance and wallets are stale. */
export function afterVenueMoney(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.balance });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.wallet });
}

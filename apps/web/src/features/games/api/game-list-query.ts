import type { GameList } from '@houseline/shared/api/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_LIST_SHOW } from '../../../config/contract-constants.ts';
import { WEB_LIMITS } from '../../../config/web-limits.ts';
import { api } from '../../../lib/api/api.ts';
import { orderGameList } from '../lib/order-games.ts';

export type LobbyKind = keyof typeof GAME_LIST_SHOW;

/** GET /api/findmed/v1/game/list?show=1 (H5) or 2 (desktop). */
export function gameListQuery(kind: LobbyKind) {
  return queryOptions({
    queryKey: ['game-list', GAME_LIST_SHOW[kind]],
    queryFn: () => api.call('gameList', { show: GAME_LIST_SHOW[kind] }),
    staleTime: WEB_LIMITS.gameListStaleMs,
  });
}

// Stable selector functions, so TanStack Query re-orders only when the data changes.
const ordered = (list: GameList) => orderGameList(list);
const sportsFirst = (list: GameList) => orderGameList(list, { sportsFirst: true });

/** The lobby, ordered client-side (categories by sort, games by seq). */
export function useGameList(kind: LobbyKind, options: { sportsFirst?: boolean } = {}) {
  return useQuery({ ...gameListQuery(kind), select: options.sportsFirst ? sportsFirst : ordered });
}

import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

/** The member's favourite game ids; under `member`, so a logout drops them. */
export const FAVORITES_KEY = ['member', 'game-favorites'] as const;

export type Favorites = { ids: number[] };
export type FavoriteChange = { gameId: number; on: boolean };

/** The favourites with one game turned on or off (order kept, newest last, no duplicates). */
export function withFavorite(ids: readonly number[], { gameId, on }: FavoriteChange): number[] {
  const rest = ids.filter((id) => id !== gameId);
  return on ? [...rest, gameId] : rest;
}

/**
 * The toggle as mutation options: the heart changes at once (optimistic), the server's answer then
 * becomes the truth; a failure puts back what was there before and says why (`onFailure`).
 */
export function favoriteMutationOptions(
  client: QueryClient,
  send: (change: FavoriteChange) => Promise<Favorites>,
  onFailure: (error: unknown) => void,
) {
  return {
    mutationFn: send,
    onMutate: async (change: FavoriteChange) => {
      await client.cancelQueries({ queryKey: FAVORITES_KEY });
      const previous = client.getQueryData<Favorites>(FAVORITES_KEY);
      client.setQueryData<Favorites>(FAVORITES_KEY, { ids: withFavorite(previous?.ids ?? [], change) });
      return { previous };
    },
    onError: (error: unknown, _change: FavoriteChange, context: { previous?: Favorites } | undefined) => {
      client.setQueryData(FAVORITES_KEY, context?.previous);
      onFailure(error);
    },
    onSuccess: (answer: Favorites) => {
      client.setQueryData<Favorites>(FAVORITES_KEY, answer);
    },
  };
}

/** GET /game/favorites while logged in; an empty set for a guest or before it answers. */
export function useFavoriteIds(): ReadonlySet<number> {
  const isLogin = useMemberStore((s) => s.isLogin);
  const query = useQuery({
    queryKey: FAVORITES_KEY,
    queryFn: () => api.call('gameFavorites'),
    enabled: isLogin,
    staleTime: 60_000,
    select: (data: Favorites) => new Set(data.ids),
  });
  return (isLogin ? query.data : undefined) ?? EMPTY;
}

const EMPTY: ReadonlySet<number> = new Set();

/** POST /game/favorite with the optimistic update above. */
export function useToggleFavorite(onFailure: (error: unknown) => void) {
  const client = useQueryClient();
  return useMutation(
    favoriteMutationOptions(client, (change) => api.call('gameFavorite', change, { json: true }), onFailure),
  );
}

import type { GameSettings } from '@houseline/shared/api/contract/casino';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api/api.ts';
import { useMemberStore } from '../stores/member-store.ts';

// The member's game settings (auto-transfer, issue 11) in the query cache, under `member` so a
// logout drops them. Read by the game page's entry panel and the transfer page; both write
// through `useUpdateGameSettings`, which puts the server's answer in the cache.

export const GAME_SETTINGS_KEY = ['member', 'game-settings'] as const;

/** GET /api/findmed/v1/game/settings while logged in. */
export function useGameSettings() {
  const isLogin = useMemberStore((s) => s.isLogin);
  return useQuery({
    queryKey: GAME_SETTINGS_KEY,
    queryFn: () => api.call('gameSettings'),
    enabled: isLogin,
    staleTime: 60_000,
  });
}

/** POST /api/findmed/v1/game/settings; the cache shows the new value at once and the answer after. */
export function useUpdateGameSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GameSettings) => api.call('updateGameSettings', settings),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: GAME_SETTINGS_KEY });
      const before = queryClient.getQueryData<GameSettings>(GAME_SETTINGS_KEY);
      queryClient.setQueryData(GAME_SETTINGS_KEY, settings);
      return { before };
    },
    onError: (_error, _settings, context) => {
      if (context?.before) queryClient.setQueryData(GAME_SETTINGS_KEY, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(GAME_SETTINGS_KEY, saved),
  });
}

import type { LiveBetRequest } from '@houseline/shared/api/contract/live-tables';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { LIVE_KEYS } from './live-keys.ts';

/** The member's own rounds live under `member`, so logout drops them. */
export const RECALL_KEY = (tableId: number) => ['member', 'live', 'recall', tableId] as const;

export function useLiveTables() {
  return useQuery({
    queryKey: LIVE_KEYS.tables,
    queryFn: () => api.call('liveTables'),
    // The pushes keep the lobby live; a slow re-read repairs anything a push could not say.
    refetchInterval: 60_000,
    staleTime: 10_000,
  });
}

export function useLiveTable(id: number | null) {
  const isLogin = useMemberStore((s) => s.isLogin);
  return useQuery({
    queryKey: LIVE_KEYS.table(id ?? 0, isLogin),
    queryFn: () => api.call('liveTable', { id: id! }),
    enabled: id !== null,
    staleTime: 5_000,
  });
}

export function useLiveRecall(tableId: number, page: number, enabled: boolean) {
  const isLogin = useMemberStore((s) => s.isLogin);
  return useQuery({
    queryKey: [...RECALL_KEY(tableId), page],
    queryFn: () => api.call('liveRecall', { tableId, page, size: 10 }),
    enabled: enabled && isLogin,
    placeholderData: keepPreviousData,
  });
}

/** One confirm of the chips; the caller keeps the request id for a retry of the same chips. */
export function useLiveBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveBetRequest) => api.call('liveBet', body, { json: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.balance });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.wallet });
    },
  });
}

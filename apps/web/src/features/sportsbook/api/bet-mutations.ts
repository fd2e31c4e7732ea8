import type { Bet, PlaceBetRequest } from '@houseline/shared/api/contract/sportsbook';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

/** The member's sportsbook data lives under `member` so logout drops it with the rest. */
export const OPEN_BETS_KEY = ['member', 'sports', 'open-bets'] as const;

/** Everything a placed or cashed-out bet changes: balance, wallets, open bets, bet records. */
function afterMoney(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.balance });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.wallet });
  void queryClient.invalidateQueries({ queryKey: OPEN_BETS_KEY });
  void queryClient.invalidateQueries({ queryKey: ['member', 'bet-records'] });
}

/** One slip sent to the server; the caller keeps the requestId for a retry of the same slip. */
export function usePlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceBetRequest) => api.call('placeBet', body, { json: true }),
    onSettled: () => afterMoney(queryClient),
  });
}

export function useOpenBets() {
  return useQuery({
    queryKey: OPEN_BETS_KEY,
    queryFn: () => api.call('openBets'),
    enabled: useMemberStore((s) => s.isLogin),
    refetchInterval: 20_000,
  });
}

export function useCashoutQuote() {
  return useMutation({
    mutationFn: (betId: number) => api.call('cashoutQuote', { betId }, { json: true }),
  });
}

export function useCashout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { quoteId: string; requestId: string }): Promise<Bet> =>
      api.call('cashout', v, { json: true }),
    onSettled: () => afterMoney(queryClient),
  });
}

import type { BetRecordsQuery } from '@houseline/shared/api/contract/sportsbook';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

/** Bet records live under `member` (logout drops them); placing or settling marks them stale. */
export const BET_RECORDS_KEY = ['member', 'bet-records'] as const;

export type BetFilters = Pick<BetRecordsQuery, 'product' | 'status' | 'preset'>;

export const fetchBetRecords = (filters: BetFilters, page: number, size: number) =>
  api.call('betRecords', { ...filters, page, size });

/** The totals (stake, valid turnover, win/loss) of the filtered records. */
export function useBetTotals(filters: BetFilters) {
  return useQuery({
    queryKey: [...BET_RECORDS_KEY, filters, 'totals'],
    queryFn: async () => (await fetchBetRecords(filters, 1, 1)).totals,
    enabled: useMemberStore((s) => s.isLogin),
  });
}

export function useBetDetail(id: number | null) {
  return useQuery({
    queryKey: [...BET_RECORDS_KEY, 'detail', id],
    queryFn: () => api.call('betDetail', { id: id! }),
    enabled: useMemberStore((s) => s.isLogin) && id !== null,
  });
}

/** One venue round (GET /member/bet/venue-detail). */
export function useVenueBetDetail(id: number | null) {
  return useQuery({
    queryKey: [...BET_RECORDS_KEY, 'venue-detail', id],
    queryFn: () => api.call('venueBetDetail', { id: id! }),
    enabled: useMemberStore((s) => s.isLogin) && id !== null,
  });
}

import { parseAmountToMinor } from '@houseline/shared/money/amount';
import type { MatchTab, Sport } from '@houseline/shared/sportsbook/markets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { fetchMerged, SPORTS_KEYS } from '../lib/odds-cache.ts';
import type { StakeLimits } from '../lib/slip.ts';

// The sportsbook's public reads. Every answer holding matches passes through the odds cache
// (fetchMerged), so a push that arrived while the GET was on its way is kept.

export function useSportsMenu(tab: MatchTab) {
  return useQuery({
    queryKey: [...SPORTS_KEYS.menu, tab],
    queryFn: () => api.call('sportsMenu', { tab }),
    staleTime: 30_000,
  });
}

export function useMatchList(sport: Sport, tab: MatchTab, league: number | undefined) {
  return useQuery({
    queryKey: [...SPORTS_KEYS.matches, sport, tab, league ?? 0],
    queryFn: () => fetchMerged(() => api.call('matchList', { sport, tab, league, page: 1, size: 50 })),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}

export function useMatchDetail(id: number | null) {
  return useQuery({
    queryKey: [...SPORTS_KEYS.match, id],
    queryFn: () => fetchMerged(() => api.call('matchDetail', { id: id! })),
    enabled: id !== null,
    staleTime: 15_000,
  });
}

/**
 * POST match/recommend/list (SPEC.md §4/§7): placement 2 fills the recommended list, placement 1
 * the main match list (the sports home of the brand whose home is sports-first).
 */
export function useRecommendList(page: number, pageSize: number, placement: 1 | 2 = 2) {
  return useQuery({
    queryKey: [...SPORTS_KEYS.recommend, placement, page, pageSize],
    queryFn: () =>
      fetchMerged(() =>
        api.call('recommendList', { classification: '足球', placement, page, page_size: pageSize }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export interface Limits extends StakeLimits {
  currency: string;
  liveDelayMs: number;
  quickStakes: number[];
  wire: { minStake: string; maxStake: string; maxPayout: string };
}

export function useSportsLimits() {
  return useQuery({
    queryKey: SPORTS_KEYS.limits,
    queryFn: () => api.call('sportsLimits'),
    staleTime: 5 * 60_000,
    select: (l): Limits => ({
      currency: l.currency,
      liveDelayMs: l.liveDelayMs,
      quickStakes: l.quickStakes,
      minStake: parseAmountToMinor(l.minStake),
      maxStake: parseAmountToMinor(l.maxStake),
      maxPayout: parseAmountToMinor(l.maxPayout),
      wire: { minStake: l.minStake, maxStake: l.maxStake, maxPayout: l.maxPayout },
    }),
  });
}

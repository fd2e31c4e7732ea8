import type { PromoState } from '@houseline/shared/api/contract/content';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';

const STALE_MS = 60_000;

export function promoListQuery(state: PromoState) {
  return queryOptions({
    queryKey: ['promo', 'list', state],
    queryFn: () => api.call('promoList', { state }),
    staleTime: STALE_MS,
  });
}

/** The brand's promotions in one time window. */
export function usePromoList(state: PromoState, enabled = true) {
  return useQuery({ ...promoListQuery(state), enabled });
}

/** One promotion (with the member's application when logged in); idle without an id. */
export function usePromoDetail(id: string | null, isLogin: boolean) {
  return useQuery({
    queryKey: ['promo', 'detail', id, isLogin],
    queryFn: () => api.call('promoDetail', { id: id! }),
    enabled: id !== null,
    staleTime: STALE_MS,
  });
}

/** Applies for a promotion; the detail (and the balance, for an instant bonus) refresh after. */
export function useApplyPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call('promoApply', { id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['promo', 'detail'] });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.balance });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.wallet });
    },
  });
}

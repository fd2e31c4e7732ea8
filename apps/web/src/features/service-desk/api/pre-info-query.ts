import { LIMITS } from '@houseline/shared/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';

/** GET /api/f/v1/member/preInfo: the customer-service link, cached 60 s (SPEC.md §9). */
export const preInfoQuery = queryOptions({
  queryKey: ['pre-info'],
  queryFn: () => api.call('preInfo'),
  staleTime: LIMITS.preInfoStaleMs,
});

export function usePreInfo() {
  return useQuery(preInfoQuery);
}

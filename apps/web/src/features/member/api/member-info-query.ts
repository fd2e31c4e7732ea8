import { LIMITS } from '@houseline/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api/api.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

/**
 * GET /api/findmed/v1/member/token while a session token exists. Re-fetched at most once per
 * throttle window (SPEC.md §9: 30 s); the result lands in the member store.
 */
export function useMemberInfo() {
  const isLogin = useMemberStore((s) => s.isLogin);
  const setInfo = useMemberStore((s) => s.setInfo);
  const query = useQuery({
    queryKey: ['member-info'],
    queryFn: () => api.call('memberInfo'),
    enabled: isLogin,
    staleTime: LIMITS.memberFetchThrottleMs,
  });
  useEffect(() => {
    if (query.data) setInfo(query.data);
  }, [query.data, setInfo]);
  return query;
}

import { LIMITS } from '@houseline/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../lib/api/api.ts';
import { QUERY_KEYS } from '../lib/api/query-keys.ts';
import { useMemberStore } from '../stores/member-store.ts';

/**
 * GET /api/findmed/v1/member/token while a session token exists. Re-fetched at most once per
 * throttle window (SPEC.md §9: 30 s) unless a change of the member's data invalidates it; the
 * result lands in the member store, with the unread message count and the balance (same window).
 * Between fetches the real-time channel keeps the balance current (app/realtime-wiring.tsx).
 */
export function useMemberInfo() {
  const isLogin = useMemberStore((s) => s.isLogin);
  const setInfo = useMemberStore((s) => s.setInfo);
  const query = useQuery({
    queryKey: QUERY_KEYS.memberInfo,
    queryFn: () => api.call('memberInfo'),
    enabled: isLogin,
    staleTime: LIMITS.memberFetchThrottleMs,
  });
  useEffect(() => {
    if (query.data && isLogin) setInfo(query.data);
  }, [query.data, isLogin, setInfo]);

  const setUnread = useMemberStore((s) => s.setUnread);
  const unread = useQuery({
    queryKey: QUERY_KEYS.messageCount,
    queryFn: () => api.call('messageCount'),
    enabled: isLogin,
    staleTime: LIMITS.memberFetchThrottleMs,
  });
  useEffect(() => {
    if (unread.data && isLogin) setUnread(unread.data);
  }, [unread.data, isLogin, setUnread]);

  const setBalance = useMemberStore((s) => s.setBalance);
  const balance = useQuery({
    queryKey: QUERY_KEYS.balance,
    queryFn: () => api.call('balance'),
    enabled: isLogin,
    staleTime: LIMITS.memberFetchThrottleMs,
  });
  useEffect(() => {
    if (balance.data && isLogin) setBalance(balance.data);
  }, [balance.data, isLogin, setBalance]);
  return query;
}

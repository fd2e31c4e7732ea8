import type { MemberInfo } from '@houseline/shared/api/contract/member';
import type { Balance } from '@houseline/shared/api/contract/wallet';
import { LIMITS } from '@houseline/shared/limits';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api/api.ts';
import { fetchBalance } from '../lib/api/balance-cache.ts';
import { QUERY_KEYS } from '../lib/api/query-keys.ts';
import { useMemberStore } from '../stores/member-store.ts';

// The signed-in member's server data (info, unread count, balance) lives in the query cache only.
// RootShell loads it (useMemberInfo) at most once per throttle window (SPEC.md §9: 30 s) unless a
// change invalidates it; between fetches the real-time channel keeps the balance current
// (app/realtime-wiring.tsx). Components read it with the hooks below, which never add a fetch of
// their own (refetchOnMount: false), so the request pattern stays the loader's.

const memberInfoQuery = {
  queryKey: QUERY_KEYS.memberInfo,
  queryFn: () => api.call('memberInfo'),
  staleTime: LIMITS.memberFetchThrottleMs,
};

const messageCountQuery = {
  queryKey: QUERY_KEYS.messageCount,
  queryFn: () => api.call('messageCount'),
  staleTime: LIMITS.memberFetchThrottleMs,
};

const balanceQuery = (queryClient: QueryClient) => ({
  queryKey: QUERY_KEYS.balance,
  queryFn: () => fetchBalance(queryClient, () => api.call('balance')),
  staleTime: LIMITS.memberFetchThrottleMs,
});

/**
 * GET member/token, member/message/num and member/balance while a session token exists. Used
 * once, by the app shell; returns the member-info query.
 */
export function useMemberInfo() {
  const enabled = useMemberStore((s) => s.isLogin);
  const queryClient = useQueryClient();
  const info = useQuery({ ...memberInfoQuery, enabled });
  useQuery({ ...messageCountQuery, enabled });
  useQuery({ ...balanceQuery(queryClient), enabled });
  return info;
}

/** The signed-in member, or null for a guest and until the first answer. */
export function useMember(): MemberInfo | null {
  const isLogin = useMemberStore((s) => s.isLogin);
  const query = useQuery({ ...memberInfoQuery, enabled: isLogin, refetchOnMount: false });
  return isLogin ? (query.data ?? null) : null;
}

/** Unread site messages (0 for a guest and until known). */
export function useUnreadCount(): number {
  const isLogin = useMemberStore((s) => s.isLogin);
  const query = useQuery({ ...messageCountQuery, enabled: isLogin, refetchOnMount: false });
  return isLogin ? (query.data?.unread ?? 0) : 0;
}

/** The member's balance (GET member/balance or the latest push), null while unknown. */
export function useBalance(): Balance | null {
  const isLogin = useMemberStore((s) => s.isLogin);
  const queryClient = useQueryClient();
  const query = useQuery({ ...balanceQuery(queryClient), enabled: isLogin, refetchOnMount: false });
  return isLogin ? (query.data ?? null) : null;
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api.ts';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

// The agent page's data lives under the member's keys, so logging out drops it with the rest.

export function useAgentSummary() {
  return useQuery({
    queryKey: QUERY_KEYS.agentSummary,
    queryFn: () => api.call('agentSummary', {}),
    enabled: useMemberStore((s) => s.isLogin),
  });
}

export function useMemberTree(id: number | undefined, page: number) {
  return useQuery({
    queryKey: [...QUERY_KEYS.agentTree, id ?? 'me', page],
    queryFn: () => api.call('memberTree', { ...(id === undefined ? {} : { id }), page, size: 10 }),
    enabled: useMemberStore((s) => s.isLogin),
    placeholderData: keepPreviousData,
  });
}

export function useAgentCommissions(page: number) {
  return useQuery({
    queryKey: [...QUERY_KEYS.agentCommissions, page],
    queryFn: () => api.call('agentCommissions', { page, size: 10 }),
    enabled: useMemberStore((s) => s.isLogin),
    placeholderData: keepPreviousData,
  });
}

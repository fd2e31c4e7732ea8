import type { ProtectionState } from '@houseline/shared/api/contract/protection';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api/api.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

/** Under `member`, so ending the session forgets them with the rest of the member's data. */
export const PROTECTION_KEYS = {
  state: ['member', 'protection', 'state'],
  statement: ['member', 'protection', 'statement'],
} as const;

export function useProtectionState() {
  return useQuery({
    queryKey: PROTECTION_KEYS.state,
    queryFn: () => api.call('protectionState', {}),
    enabled: useMemberStore((s) => s.isLogin),
  });
}

export function useStatement() {
  return useQuery({
    queryKey: PROTECTION_KEYS.statement,
    queryFn: () => api.call('protectionStatement', {}),
    enabled: useMemberStore((s) => s.isLogin),
  });
}

/** Puts the state a protection call answered into the cache (every change answers the whole state). */
export function useStoreState() {
  const client = useQueryClient();
  return useCallback(
    (state: ProtectionState): void => {
      client.setQueryData(PROTECTION_KEYS.state, state);
    },
    [client],
  );
}

import type { AuthResponse } from '@houseline/shared/api/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { safeRedirect } from '../../../lib/login-redirect.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

/**
 * After a login or registration: forget anything cached from an earlier member, keep the new
 * token (sessionStorage `t`), put the member from the answer in the query cache, and go back where
 * the member came from (`redirect`), or home. The app shell then re-reads member info (marked
 * stale here), now that a session exists.
 */
export function useSignedIn(): (answer: AuthResponse) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const signIn = useMemberStore((s) => s.signIn);
  return useCallback(
    (answer) => {
      queryClient.removeQueries({ queryKey: QUERY_KEYS.member });
      queryClient.setQueryData(QUERY_KEYS.memberInfo, answer.member);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.memberInfo });
      signIn(answer.token);
      void navigate(safeRedirect(params.get('redirect')) ?? '/', { replace: true });
    },
    [navigate, params, queryClient, signIn],
  );
}

import type { AuthResponse } from '@houseline/shared/api/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QUERY_KEYS } from '../../../lib/api/query-keys.ts';
import { safeRedirect } from '../../../lib/login-redirect.ts';
import { useMemberStore } from '../../../stores/member-store.ts';

/**
 * After a login or registration: forget anything cached from an earlier member, keep the new
 * token (sessionStorage `t`) and member, and go back where the member came from (`redirect`), or
 * home. Member info is then fetched by the app shell, now that a session exists.
 */
export function useSignedIn(): (answer: AuthResponse) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const signIn = useMemberStore((s) => s.signIn);
  return useCallback(
    (answer) => {
      queryClient.removeQueries({ queryKey: QUERY_KEYS.member });
      signIn(answer.token, answer.member);
      void navigate(safeRedirect(params.get('redirect')) ?? '/', { replace: true });
    },
    [navigate, params, queryClient, signIn],
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setSessionInvalidHandler } from '../lib/api/api.ts';
import { QUERY_KEYS } from '../lib/api/query-keys.ts';
import { requestNativeLogin } from '../lib/native-bridge.ts';
import { onMemberClear, useMemberStore } from '../stores/member-store.ts';
import { createSessionInvalidHandler } from './session-invalid.ts';

/**
 * Connects the API client's invalid-session signal to the store, the router and the native app,
 * and makes every end of a session (logout, password change, invalid token) drop the member's
 * cached server data.
 */
export function SessionWiring() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clear = useMemberStore((s) => s.clear);
  useEffect(() => {
    const dropMemberQueries = () => queryClient.removeQueries({ queryKey: QUERY_KEYS.member });
    const unsubscribe = onMemberClear(dropMemberQueries);
    setSessionInvalidHandler(
      createSessionInvalidHandler({
        clearMember: clear,
        dropMemberQueries,
        requestNativeLogin: () => requestNativeLogin(),
        navigate: (path) => void navigate(path),
      }),
    );
    return unsubscribe;
  }, [clear, navigate, queryClient]);
  return null;
}

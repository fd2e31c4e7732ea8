import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useHeartbeat } from '../features/casino/hooks/use-heartbeat.ts';
import { setSessionInvalidHandler } from '../lib/api/api.ts';
import { QUERY_KEYS } from '../lib/api/query-keys.ts';
import { requestNativeLogin } from '../lib/native-bridge.ts';
import { onMemberClear, useMemberStore } from '../stores/member-store.ts';
import { createSessionInvalidHandler } from './session-invalid.ts';

/**
 * Connects the API client's invalid-session signal to the store, the router and the native app,
 * and makes every end of a session (logout, password change, invalid token) drop the member's
 * cached server data. The heartbeat (SPEC.md §7) runs from here while a member is logged in.
 */
export function SessionWiring() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clear = useMemberStore((s) => s.clear);
  useHeartbeat();
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

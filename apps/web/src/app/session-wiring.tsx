import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSessionInvalidHandler } from '../lib/api/api.ts';
import { QUERY_KEYS } from '../lib/api/query-keys.ts';
import { requestNativeLogin } from '../lib/native-bridge.ts';
import { onMemberClear, useMemberStore } from '../stores/member-store.ts';
import { createSessionInvalidHandler, LOGIN_PATH } from './session-invalid.ts';

/** The login and registration pages: reaching one ends the "must log in" state. */
const ENTRY_PATH = /^\/(entry(\/|$)|login$)/;

/**
 * Connects the API client's invalid-session signal to the store, the router and the native app,
 * and makes every end of a session (logout, password change, invalid token) drop the member's
 * cached server data.
 */
export function SessionWiring() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clear = useMemberStore((s) => s.clear);
  const { pathname } = useLocation();
  const loginNeeded = useMemberStore((s) => s.loginNeeded);
  const setLoginNeeded = useMemberStore((s) => s.setLoginNeeded);
  // SPEC.md §4: an invalid session ends on the login route. Should another navigation win the
  // race (a layout redirect, a lazy route arriving), the member is sent there again.
  useEffect(() => {
    if (!loginNeeded) return;
    if (ENTRY_PATH.test(pathname)) setLoginNeeded(false);
    else void navigate(LOGIN_PATH, { replace: true });
  }, [loginNeeded, pathname, navigate, setLoginNeeded]);
  useEffect(() => {
    const dropMemberQueries = () => queryClient.removeQueries({ queryKey: QUERY_KEYS.member });
    const unsubscribe = onMemberClear(dropMemberQueries);
    setSessionInvalidHandler(
      createSessionInvalidHandler({
        clearMember: clear,
        dropMemberQueries,
        requestNativeLogin: () => requestNativeLogin(),
        navigate: (path) => void navigate(path),
        requireLogin: () => setLoginNeeded(true),
      }),
    );
    return unsubscribe;
  }, [clear, navigate, queryClient, setLoginNeeded]);
  return null;
}

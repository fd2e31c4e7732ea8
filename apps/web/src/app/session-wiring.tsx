import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setSessionInvalidHandler } from '../lib/api/api.ts';
import { requestNativeLogin } from '../lib/native-bridge.ts';
import { useMemberStore } from '../stores/member-store.ts';
import { createSessionInvalidHandler } from './session-invalid.ts';

/** Connects the API client's invalid-session signal to the store, the router and the native app. */
export function SessionWiring() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clear = useMemberStore((s) => s.clear);
  useEffect(() => {
    setSessionInvalidHandler(
      createSessionInvalidHandler({
        clearMember: clear,
        dropMemberQueries: () => queryClient.removeQueries({ queryKey: ['member-info'] }),
        requestNativeLogin: () => requestNativeLogin(),
        navigate: (path) => void navigate(path),
      }),
    );
  }, [clear, navigate, queryClient]);
  return null;
}

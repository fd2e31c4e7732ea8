import { useEffect } from 'react';
import { api } from '../../../lib/api/api.ts';
import { formFactor } from '../../../lib/form-factor.ts';
import { useMemberStore } from '../../../stores/member-store.ts';
import { setHeartbeatPlatform } from './game-session-store.ts';
import { startMemberHeartbeat } from './member-heartbeat.ts';

/**
 * Mounted once by the app shell: the heartbeat runs while a member is logged in (SPEC.md §4),
 * from login or app start with a session until logout, which cancels it among the member's timers.
 * It lives in the shell extras (app/shell-extras.tsx), loaded once the browser is idle, so it adds
 * nothing to the home route.
 */
export function useHeartbeat(): void {
  const isLogin = useMemberStore((s) => s.isLogin);
  useEffect(() => {
    if (!isLogin) return;
    setHeartbeatPlatform(formFactor === 'phone' ? 'h5' : 'pc');
    return startMemberHeartbeat((payload) => api.call('heartbeat', payload), document);
  }, [isLogin]);
}

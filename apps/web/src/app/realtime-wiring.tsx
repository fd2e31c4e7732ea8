import type { Balance } from '@houseline/shared/api/contract/wallet';
import { LIMITS } from '@houseline/shared/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteCode } from '../config/brand.ts';
import { REALTIME_CLOSE_UNAUTHORISED } from '../config/contract-constants.ts';
import { WEB_LIMITS } from '../config/web-limits.ts';
import { writeBalancePush } from '../lib/api/balance-cache.ts';
import { QUERY_KEYS } from '../lib/api/query-keys.ts';
import { createRealtimeClient } from '../lib/realtime/realtime-client.ts';
import { realtimeUrl } from '../lib/realtime/realtime-url.ts';
import { appSession } from '../lib/storage/app-session.ts';
import { trackMemberTimer, useMemberStore } from '../stores/member-store.ts';

/**
 * The live balance (issue 4): while a member is logged in, one WebSocket per tab receives a
 * `balance` push after every movement of their money. The push lands in the balance query (every
 * balance chip reads it) unless the cache already holds a later ledger version
 * (lib/api/balance-cache.ts), and marks the wallet queries stale so an open cashier page
 * re-reads its wallets and records. Logout stops it (store timers) and so does a refused token,
 * after which the member-info query is re-read so an invalid session is handled as usual.
 */
export function RealtimeWiring() {
  const isLogin = useMemberStore((s) => s.isLogin);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLogin || typeof WebSocket === 'undefined') return;
    const client = createRealtimeClient({
      url: realtimeUrl(window.location, siteCode),
      getToken: () => appSession.getToken(),
      createSocket: (url) => new WebSocket(url),
      onBalance: (balance: Balance) => {
        writeBalancePush(queryClient, balance);
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.wallet });
      },
      onReady: (reconnected) => {
        if (reconnected) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.balance });
      },
      onUnauthorised: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.memberInfo }),
      unauthorisedCode: REALTIME_CLOSE_UNAUTHORISED,
      heartbeatMs: LIMITS.heartbeatIntervalMs,
      reconnectInitialMs: WEB_LIMITS.realtimeReconnectInitialMs,
      reconnectMaxMs: WEB_LIMITS.realtimeReconnectMaxMs,
    });
    client.start();
    const untrack = trackMemberTimer(() => client.stop());
    return () => {
      untrack();
      client.stop();
    };
  }, [isLogin, queryClient]);
  return null;
}

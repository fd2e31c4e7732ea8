import type { Balance } from '@houseline/shared/api/contract/wallet';
import type { OddsUpdate } from '@houseline/shared/api/realtime';
import { LIMITS } from '@houseline/shared/limits';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { siteCode } from '../config/brand.ts';
import { REALTIME_CLOSE_UNAUTHORISED } from '../config/contract-constants.ts';
import { WEB_LIMITS } from '../config/web-limits.ts';
import { createBackgroundRefresh } from '../lib/api/background-refresh.ts';
import { writeBalancePush } from '../lib/api/balance-cache.ts';
import { writeUnreadPush } from '../lib/api/message-count-cache.ts';
import { QUERY_KEYS } from '../lib/api/query-keys.ts';
import { deskSignal } from '../lib/realtime/desk-signal.ts';
import { liveWanted, onLiveWantedChange, publishLive, publishLiveTable } from '../lib/realtime/live-topic.ts';
import { oddsWanted, onOddsWantedChange } from '../lib/realtime/odds-topic.ts';
import { createRealtimeClient } from '../lib/realtime/realtime-client.ts';
import { realtimeUrl } from '../lib/realtime/realtime-url.ts';
import { appSession } from '../lib/storage/app-session.ts';
import { trackMemberTimer, useMemberStore } from '../stores/member-store.ts';

/** The odds cache loads with the first push (it is the sportsbook's code, not the entry's). */
let oddsCache: Promise<typeof import('../features/sportsbook/lib/odds-cache.ts')> | null = null;
function applyOdds(queryClient: QueryClient, update: OddsUpdate) {
  oddsCache ??= import('../features/sportsbook/lib/odds-cache.ts');
  void oddsCache.then((m) => m.applyOddsUpdate(queryClient, update));
}

/**
 * The live balance (issue 4), the unread-messages badge (issue 13) and the live odds (issue 10)
 * over one WebSocket per tab. While a
 * member is logged in it receives a `balance` push after every movement of their money; the push
 * lands in the balance query unless the cache holds a later ledger version (lib/api/balance-cache.ts)
 * and marks the wallet queries stale. While a sportsbook screen follows the odds (lib/realtime/
 * odds-topic.ts) the socket, for guests too, subscribes to the public `odds` topic and each tick
 * patches the cached matches (features/sportsbook/lib/odds-cache.ts). While a live-table page
 * follows the `live` topic (lib/realtime/live-topic.ts), each round snapshot goes to it. Logout stops the member's
 * socket (store timers) and so does a refused token, after which the member-info query is re-read.
 */
export function RealtimeWiring() {
  const [connection, setConnection] = useState<'connected' | 'reconnecting'>('connected');
  const isLogin = useMemberStore((s) => s.isLogin);
  const wantOdds = useSyncExternalStore(onOddsWantedChange, oddsWanted);
  const wantLive = useSyncExternalStore(onLiveWantedChange, liveWanted);
  const queryClient = useQueryClient();
  useEffect(() => {
    if ((!isLogin && !wantOdds && !wantLive) || typeof WebSocket === 'undefined') return;
    // A reconnect is not the member's doing: its re-reads keep the 30 s throttle (SPEC.md §9).
    const background = createBackgroundRefresh(queryClient, LIMITS.memberFetchThrottleMs);
    const client = createRealtimeClient({
      url: realtimeUrl(window.location, siteCode),
      getToken: () => (isLogin ? appSession.getToken() : null),
      getTopics: () => [...(wantOdds ? (['odds'] as const) : []), ...(wantLive ? (['live'] as const) : [])],
      createSocket: (url) => new WebSocket(url),
      onBalance: (balance: Balance) => {
        writeBalancePush(queryClient, balance);
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.wallet });
      },
      onMessages: ({ unread }) => writeUnreadPush(queryClient, unread),
      // service-desk (issue 26): chat pushes to the open chat window; a (re)connect makes it fetch.
      onDesk: (push) => deskSignal.emit(push),
      onOdds: (update) => applyOdds(queryClient, update),
      onLive: publishLive,
      onLiveTable: publishLiveTable,
      onReady: (reconnected, resuming) => {
        deskSignal.ready();
        // A live page read its table before this socket followed `live`: a settle in between
        // would be missing from its road, so the live reads are repeated once the socket is ready
        // — unless the server is replaying what this socket missed (issue 27).
        if (wantLive && !resuming.includes('live'))
          void queryClient.invalidateQueries({ queryKey: ['live'] });
        // An open message list re-reads once the channel is up: a message that arrived between
        // its first fetch and the socket's auth sent a push to no one (issue 13).
        if (isLogin) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.messages });
        if (!reconnected) return;
        if (isLogin) {
          background.refresh(QUERY_KEYS.balance);
          background.refresh(QUERY_KEYS.messageCount);
        }
        if (wantOdds && !resuming.includes('odds'))
          void queryClient.invalidateQueries({ queryKey: ['sports'] });
      },
      // The stream no longer reaches back to where this socket stopped: re-read over HTTP.
      onResync: (topics) => {
        if (topics.includes('odds')) void queryClient.invalidateQueries({ queryKey: ['sports'] });
        if (topics.includes('live')) void queryClient.invalidateQueries({ queryKey: ['live'] });
      },
      onConnection: setConnection,
      // Not a refresh but the session check of SPEC.md §4: member/token answers whether it ended.
      onUnauthorised: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.memberInfo }),
      unauthorisedCode: REALTIME_CLOSE_UNAUTHORISED,
      heartbeatMs: LIMITS.heartbeatIntervalMs,
      reconnectInitialMs: WEB_LIMITS.realtimeReconnectInitialMs,
      reconnectMaxMs: WEB_LIMITS.realtimeReconnectMaxMs,
    });
    client.start();
    const untrack = isLogin ? trackMemberTimer(() => client.stop()) : () => {};
    return () => {
      untrack();
      background.cancel();
      client.stop();
      setConnection('connected');
    };
  }, [isLogin, wantOdds, wantLive, queryClient]);
  return <ReconnectingNotice reconnecting={connection === 'reconnecting'} />;
}

/** How long the channel may be down before the notice shows: a blink is not worth a word. */
const RECONNECTING_NOTICE_DELAY_MS = 2_000;

/**
 * A discreet pill while the live channel reconnects (issue 27): prices and balances may lag until
 * it is back. It does not move the page (fixed, not in the flow) and says nothing for short drops.
 */
function ReconnectingNotice({ reconnecting }: { reconnecting: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!reconnecting) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), RECONNECTING_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reconnecting]);
  if (!shown) return null;
  return (
    <div className="hl-realtime-pill" role="status">
      {t('shell.reconnecting')}
    </div>
  );
}

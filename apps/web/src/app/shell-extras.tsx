import { lazy, Suspense } from 'react';
import { ToastHost } from '../components/toast-host.tsx';
import { useHeartbeat } from '../features/casino/hooks/use-heartbeat.ts';
import { OnlineMonitor } from '../features/shell/components/online-monitor.tsx';
import { ServiceWorker } from '../features/shell/components/service-worker.tsx';
import { BrandTitle } from '../features/site/components/brand-title.tsx';
import { HijackNotice } from '../features/site/components/hijack-notice.tsx';
import { StatisticsScripts } from '../features/site/components/statistics-scripts.tsx';
import { useMemberStore } from '../stores/member-store.ts';
import { RealtimeWiring } from './realtime-wiring.tsx';

// protection (issue 25): the play clock's code and styles load for a signed-in member only, so a
// guest's first pages carry none of them.
const PlayClock = lazy(async () => ({
  default: (await import('../features/protection/components/play-clock.tsx')).PlayClock,
}));

/**
 * The parts of the app shell nobody needs before the first page is on screen: the online monitor,
 * statistics scripts, the tab title, the hijack notice, toasts, the live-balance socket, the heartbeat (SPEC.md §7,
 * every 30 s while logged in) and the service worker.
 * A separate chunk, mounted once the browser is idle (root-shell.tsx), so they stay out of the
 * home route's budget.
 */
export function ShellExtras() {
  useHeartbeat();
  const isLogin = useMemberStore((s) => s.isLogin);
  return (
    <>
      <OnlineMonitor />
      <StatisticsScripts />
      <BrandTitle />
      <HijackNotice />
      <ToastHost />
      <RealtimeWiring />
      <ServiceWorker />
      {/* protection (issue 25): session time and the reality check on play pages */}
      {isLogin ? (
        <Suspense fallback={null}>
          <PlayClock />
        </Suspense>
      ) : null}
    </>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from '../../../components/icons.tsx';
import { WEB_LIMITS } from '../../../config/web-limits.ts';
import { api } from '../../../lib/api/api.ts';
import { useAppStore } from '../../../stores/app-store.ts';

/**
 * The hidden online-status monitor of the app shell (SPEC.md §2). Tracks navigator.onLine and the
 * online/offline events, pings /api/health while the page is visible, and keeps the result in the
 * app store. Renders nothing while all is well.
 */
export function OnlineMonitor() {
  const setOnline = useAppStore((s) => s.setOnline);
  const setServerReachable = useAppStore((s) => s.setServerReachable);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOnline]);

  useEffect(() => {
    let stopped = false;
    const ping = async () => {
      if (document.visibilityState !== 'visible' || !navigator.onLine) return;
      try {
        await api.call('health');
        if (!stopped) setServerReachable(true, Date.now());
      } catch {
        if (!stopped) setServerReachable(false, Date.now());
      }
    };
    const timer = setInterval(ping, WEB_LIMITS.healthPingIntervalMs);
    document.addEventListener('visibilitychange', ping);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', ping);
    };
  }, [setServerReachable]);

  return <OfflineBanner />;
}

function OfflineBanner() {
  const { t } = useTranslation();
  const online = useAppStore((s) => s.online);
  if (online) return null;
  return (
    <div className="hl-shell-banner hl-shell-banner--offline" role="status">
      <WifiOffIcon />
      <span>{t('shell.offline')}</span>
    </div>
  );
}

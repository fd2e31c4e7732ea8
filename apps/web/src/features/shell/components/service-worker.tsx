import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../stores/app-store.ts';
import { registerServiceWorker } from '../lib/register-service-worker.ts';
import { whenNoOpenDialog } from '../lib/when-no-open-dialog.ts';

let registered = false;

/** Registers the service worker once, after the first render. Renders nothing. */
export function ServiceWorker() {
  const { t } = useTranslation();
  const showToast = useAppStore((s) => s.showToast);
  useEffect(() => {
    if (registered) return;
    registered = true;
    void registerServiceWorker({
      // Not over the home's notice popup: once it is closed.
      onOfflineReady: () => whenNoOpenDialog(document, () => showToast(t('shell.offlineReady'))),
      onUpdateActivated: () => window.location.reload(),
    });
  }, [showToast, t]);
  return null;
}

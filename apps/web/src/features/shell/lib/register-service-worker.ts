import { whenIdle } from '../../../lib/busy.ts';

export interface ServiceWorkerHooks {
  /** First install finished: the app shell now works offline. */
  onOfflineReady(): void;
  /** A new version took control; called once nothing is being submitted (lib/busy.ts). */
  onUpdateActivated(): void;
}

/**
 * Registers the service worker that vite-plugin-pwa generates at the site root (`/sw.js`,
 * `registerType: 'autoUpdate'`, so a new worker skips waiting and claims the page).
 * Only in production builds and secure contexts, the only places service workers exist.
 */
export async function registerServiceWorker(hooks: ServiceWorkerHooks): Promise<void> {
  if (!import.meta.env.PROD || !window.isSecureContext || !('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('activated', (event) => {
      if (!event.isUpdate) hooks.onOfflineReady();
    });
    wb.addEventListener('controlling', (event) => {
      // Reloading in the middle of a bet slip or cashier submission would lose it: wait.
      if (event.isUpdate) whenIdle(hooks.onUpdateActivated);
    });
    await wb.register();
  } catch (error) {
    console.warn('[sw] registration failed', error);
  }
}

import { useAppStore } from '../stores/app-store.ts';

/** Shows a short message over the page (the app's toast host, both layouts). */
export function toast(message: string | null): void {
  if (message) useAppStore.getState().showToast(message);
}

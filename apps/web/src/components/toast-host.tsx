import { useEffect } from 'react';
import { WEB_LIMITS } from '../config/web-limits.ts';
import { useAppStore } from '../stores/app-store.ts';

/** Renders the app store's toasts; each disappears on its own after a moment. */
export function ToastHost() {
  const toasts = useAppStore((s) => s.toasts);
  const dismiss = useAppStore((s) => s.dismissToast);
  useEffect(() => {
    if (toasts.length === 0) return;
    const timers = toasts.map((t) => setTimeout(() => dismiss(t.id), WEB_LIMITS.toastDurationMs));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [toasts, dismiss]);
  if (toasts.length === 0) return null;
  return (
    <div className="hl-toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className="hl-toast">
          {t.message}
        </div>
      ))}
    </div>
  );
}

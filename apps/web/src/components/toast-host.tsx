import { useEffect, useRef } from 'react';
import { WEB_LIMITS } from '../config/web-limits.ts';
import { useAppStore } from '../stores/app-store.ts';

/**
 * Renders the app store's toasts; each disappears on its own after a moment. The list is a manual
 * popover, raised to the top layer whenever a toast arrives, so it shows above an open modal
 * dialog (which the top layer would otherwise keep on top).
 */
export function ToastHost() {
  const toasts = useAppStore((s) => s.toasts);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = ref.current;
    if (toasts.length === 0 || !host || typeof host.showPopover !== 'function') return;
    if (host.matches(':popover-open')) host.hidePopover();
    host.showPopover();
  }, [toasts]);
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
    <div ref={ref} className="hl-toasts" role="status" aria-live="polite" popover="manual">
      {toasts.map((t) => (
        <div key={t.id} className="hl-toast">
          {t.message}
        </div>
      ))}
    </div>
  );
}

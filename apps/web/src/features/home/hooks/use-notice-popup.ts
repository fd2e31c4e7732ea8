import { startTransition, useCallback, useEffect, useState } from 'react';
import { useIdle } from '../../../hooks/use-idle.ts';
import { local } from '../../../lib/storage/safe-storage.ts';
import { dismissNoticeForToday, isNoticeDismissedToday } from '../lib/notice-dismissal.ts';

// The popup opens by itself once per page load, not on every return to the home tab.
let autoOpened = false;

/**
 * State of the home notice popup: opens once per load unless dismissed for today. It opens once
 * the page has loaded and the browser is idle, in a transition: the home's first screen is drawn
 * first, and the popup's render does not block input on a slow phone (decision 0046).
 */
export function useNoticePopup(notice: string | undefined) {
  const [open, setOpen] = useState(false);
  const idle = useIdle();
  useEffect(() => {
    if (!notice || autoOpened || !idle) return;
    autoOpened = true;
    if (!isNoticeDismissedToday(local, notice, new Date())) startTransition(() => setOpen(true));
  }, [notice, idle]);
  const close = useCallback(
    (dontRemindToday: boolean) => {
      if (dontRemindToday && notice) dismissNoticeForToday(local, notice, new Date());
      setOpen(false);
    },
    [notice],
  );
  const show = useCallback(() => setOpen(true), []);
  return { open, close, show };
}

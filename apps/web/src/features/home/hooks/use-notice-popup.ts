import { useCallback, useEffect, useState } from 'react';
import { local } from '../../../lib/storage/safe-storage.ts';
import { dismissNoticeForToday, isNoticeDismissedToday } from '../lib/notice-dismissal.ts';

// The popup opens by itself once per page load, not on every return to the home tab.
let autoOpened = false;

/** State of the home notice popup: opens once per load unless dismissed for today. */
export function useNoticePopup(notice: string | undefined) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!notice || autoOpened) return;
    autoOpened = true;
    if (!isNoticeDismissedToday(local, notice, new Date())) setOpen(true);
  }, [notice]);
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

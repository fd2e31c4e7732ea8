import { describe, expect, it } from 'vitest';
import { safeStorage } from '../../../lib/storage/safe-storage.ts';
import { dismissNoticeForToday, isNoticeDismissedToday, localDay } from './notice-dismissal.ts';

describe("the notice's don't-remind-again-today option", () => {
  it('hides the notice for the rest of the local day only', () => {
    const store = safeStorage(() => undefined);
    const evening = new Date(2026, 4, 1, 23, 50);
    expect(isNoticeDismissedToday(store, 'hello', evening)).toBe(false);
    dismissNoticeForToday(store, 'hello', evening);
    expect(isNoticeDismissedToday(store, 'hello', new Date(2026, 4, 1, 8, 0))).toBe(true);
    expect(isNoticeDismissedToday(store, 'hello', new Date(2026, 4, 2, 0, 5))).toBe(false);
  });

  it('shows a changed notice again the same day', () => {
    const store = safeStorage(() => undefined);
    const now = new Date(2026, 4, 1, 12, 0);
    dismissNoticeForToday(store, 'old notice', now);
    expect(isNoticeDismissedToday(store, 'new notice', now)).toBe(false);
  });

  it('formats the local day as YYYY-MM-DD', () => {
    expect(localDay(new Date(2026, 0, 9, 1, 2))).toBe('2026-01-09');
  });
});

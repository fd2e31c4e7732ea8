import type { KeyValueStore } from '../../../lib/storage/safe-storage.ts';

/** localStorage key of the popup notice's "don't remind again today" choice (SPEC.md §9). */
export const NOTICE_DISMISS_KEY = 'notice_dismissed';

/** The local calendar day, `YYYY-MM-DD`: "today" is the member's today, not UTC's. */
export function localDay(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

/** A short fingerprint of the notice text, so a new notice shows even on a dismissed day. */
export function noticeFingerprint(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

export function isNoticeDismissedToday(store: KeyValueStore, notice: string, now: Date): boolean {
  return store.get(NOTICE_DISMISS_KEY) === `${localDay(now)}|${noticeFingerprint(notice)}`;
}

export function dismissNoticeForToday(store: KeyValueStore, notice: string, now: Date): void {
  store.set(NOTICE_DISMISS_KEY, `${localDay(now)}|${noticeFingerprint(notice)}`);
}

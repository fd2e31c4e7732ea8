/**
 * Whether this document is on its way out (a reload or a navigation to another page has begun).
 *
 * During a reload the old document keeps running until the new one arrives, and its member calls
 * can still be answered then. The loading page owns the session token from the moment the reload
 * begins (decision 0057): the API client asks this before it removes or replaces the token, so an
 * answer meant for the old page never takes away the token the new page is about to read.
 */
export interface PageLeaving {
  /** A reload or navigation began less than a moment ago and the page is still here. */
  isLeaving(): boolean;
  /**
   * How many times a navigation away has begun. A request in flight when one began belongs to
   * the page that was leaving: its answer never touches the token, however late it comes.
   */
  departures(): number;
}

/** A navigation that was started and then did not happen (a download) gives the token back. */
const LEAVE_GRACE_MS = 3_000;

export function watchPageLeaving(win: Pick<Window, 'addEventListener'> = window): PageLeaving {
  let leavingSince: number | null = null;
  let departures = 0;
  win.addEventListener('beforeunload', () => {
    leavingSince = Date.now();
    departures += 1;
  });
  win.addEventListener('pageshow', () => {
    leavingSince = null;
  });
  return {
    isLeaving: () => leavingSince !== null && Date.now() - leavingSince < LEAVE_GRACE_MS,
    departures: () => departures,
  };
}

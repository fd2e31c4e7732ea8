/**
 * Calls made within `windowMs` of the last request share its answer (SPEC.md §9: the task-group
 * fetch is throttled at 100 ms): a burst of calls — the tab bar, the header and the list asking
 * at once, or an invalidation right after a fetch — makes one request. A failed request is
 * forgotten at once so the next call retries; `reset()` forgets the last one (logout).
 */
export function createSharedBurst<T>(fn: () => Promise<T>, windowMs: number, now: () => number = Date.now) {
  let last: { at: number; promise: Promise<T> } | null = null;
  return {
    call(): Promise<T> {
      const at = now();
      if (last && at - last.at < windowMs) return last.promise;
      const promise = fn();
      const entry = { at, promise };
      last = entry;
      promise.catch(() => {
        if (last === entry) last = null;
      });
      return promise;
    },
    reset(): void {
      last = null;
    },
  };
}

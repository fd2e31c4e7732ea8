import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refreshes that nobody asked for (a real-time socket that reconnected) keep SPEC.md §9's
 * throttle: member info and balance are read at most once per window. Data older than the window
 * is re-read at once; fresher data is re-read when its window ends, once however many refreshes
 * came in between. A member's own money action (a deposit, a bet, a transfer) does not go through
 * here: it invalidates the balance at once, as the member waits for the new figure (decision 0057).
 */
export interface BackgroundRefresh {
  refresh(queryKey: QueryKey): void;
  /** Drops the refreshes still waiting (logout, unmount). */
  cancel(): void;
}

export function createBackgroundRefresh(
  queryClient: QueryClient,
  throttleMs: number,
  now: () => number = Date.now,
): BackgroundRefresh {
  const waiting = new Map<string, ReturnType<typeof setTimeout>>();
  const run = (queryKey: QueryKey) => void queryClient.invalidateQueries({ queryKey });
  return {
    refresh(queryKey) {
      const id = JSON.stringify(queryKey);
      if (waiting.has(id)) return;
      const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
      const wait = updatedAt + throttleMs - now();
      if (wait <= 0) {
        run(queryKey);
        return;
      }
      waiting.set(
        id,
        setTimeout(() => {
          waiting.delete(id);
          run(queryKey);
        }, wait),
      );
    },
    cancel() {
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}

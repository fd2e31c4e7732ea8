/**
 * A counter of work that must not be interrupted by a page reload, such as a bet slip or cashier
 * form being submitted. The service-worker update waits for it to reach zero (DESIGN.md §9).
 */
let count = 0;
const waiters = new Set<() => void>();

/** Marks the start of uninterruptible work; call the returned function exactly once when done. */
export function beginBusy(): () => void {
  count += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    count -= 1;
    if (count === 0) {
      for (const waiter of [...waiters]) waiter();
      waiters.clear();
    }
  };
}

/** Runs `task` while busy: `await whileBusy(() => api.call(...))`. */
export async function whileBusy<T>(task: () => Promise<T>): Promise<T> {
  const end = beginBusy();
  try {
    return await task();
  } finally {
    end();
  }
}

export function isBusy(): boolean {
  return count > 0;
}

/** Calls `callback` now if idle, otherwise as soon as the last busy task ends. */
export function whenIdle(callback: () => void): void {
  if (count === 0) callback();
  else waiters.add(callback);
}

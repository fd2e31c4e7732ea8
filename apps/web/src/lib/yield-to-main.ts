/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between. The boot runs in such steps (decision 0046): on a phone each step stays short, where
 * one long task would block input (Lighthouse's Total Blocking Time). `scheduler.yield()` resumes
 * ahead of other queued work where the browser has it; elsewhere a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

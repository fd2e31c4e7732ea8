import { useCallback, useEffect, useState } from 'react';

/** Tick often enough that the shown second changes on time even if a tick is late. */
const TICK_MS = 250;

/** Whole seconds left until `endsAtMs`, never negative. */
export function secondsLeft(endsAtMs: number | null, nowMs: number): number {
  return endsAtMs === null ? 0 : Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

/**
 * The "resend after s seconds" countdown (SPEC.md §4). Counts against the clock rather than
 * ticks, so a background tab that throttles timers still shows the right number when it returns.
 */
export function useCountdown(): { seconds: number; running: boolean; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(seconds > 0 ? current + seconds * 1000 : null);
  }, []);
  const seconds = secondsLeft(endsAt, now);
  return { seconds, running: seconds > 0, start };
}

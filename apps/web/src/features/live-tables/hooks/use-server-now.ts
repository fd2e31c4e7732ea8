import { useSyncExternalStore } from 'react';
import { useLiveStore } from './live-store.ts';

// One ticking clock for every countdown on screen (the lobby shows one per table), against the
// server's time as the pushes carry it, so a phone whose clock is off still closes on time.

const TICK_MS = 200;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    timer = setInterval(() => {
      now = Date.now();
      for (const l of [...listeners]) l();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The server's time now (ms), ticking five times a second. */
export function useServerNow(): number {
  const local = useSyncExternalStore(subscribe, () => now);
  return local + useLiveStore((s) => s.clockOffsetMs);
}

/** Milliseconds left until `iso` on the server clock, never negative. */
export function msLeft(iso: string | undefined, serverNowMs: number): number {
  if (!iso) return 0;
  const end = Date.parse(iso);
  return Number.isNaN(end) ? 0 : Math.max(0, end - serverNowMs);
}

import { useEffect } from 'react';

// Who wants the public `odds` topic right now: the sportsbook pages and the recommended strips
// follow it while they are on screen; the realtime wiring keeps a socket open (for guests too)
// while anyone does.

let followers = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of [...listeners]) listener();
}

/** Starts following the odds; returns the function that stops. */
export function followOdds(): () => void {
  followers += 1;
  if (followers === 1) notify();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    followers -= 1;
    if (followers === 0) notify();
  };
}

export const oddsWanted = (): boolean => followers > 0;

export function onOddsWantedChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Follows the odds while the calling component is mounted; with `afterMs`, only from that long
 * after it mounts (a home screen's strip: live pushes wait until the first load has settled).
 */
export function useFollowOdds(afterMs = 0): void {
  useEffect(() => {
    if (afterMs <= 0) return followOdds();
    let stop: (() => void) | undefined;
    const timer = setTimeout(() => {
      stop = followOdds();
    }, afterMs);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [afterMs]);
}

import type { LiveRound } from '@houseline/shared/api/contract/live-tables';
import { useEffect } from 'react';

// Who wants the public `live` topic right now: the live-table pages (lobby and table) while they
// are on screen. The realtime wiring keeps a socket open (for guests too) while anyone does and
// hands each round snapshot to every follower. Kept apart from the odds topic so that nothing of
// the live tables loads with the home routes.

type Listener = (round: LiveRound) => void;

const followers = new Set<Listener>();
const wantedListeners = new Set<() => void>();

function notifyWanted() {
  for (const listener of [...wantedListeners]) listener();
}

/** Starts following the live rounds; every push reaches `listener`. Returns the function that stops. */
export function followLive(listener: Listener): () => void {
  // A wrapper, so the same function may follow twice and stop once per follow.
  const entry: Listener = (round) => listener(round);
  followers.add(entry);
  if (followers.size === 1) notifyWanted();
  return () => {
    if (!followers.delete(entry)) return;
    if (followers.size === 0) notifyWanted();
  };
}

export const liveWanted = (): boolean => followers.size > 0;

export function onLiveWantedChange(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
}

/** A `live` push from the socket: to every follower. */
export function publishLive(round: LiveRound): void {
  for (const listener of [...followers]) listener(round);
}

/** Follows the live rounds while the calling component is mounted. */
export function useFollowLive(listener: Listener): void {
  useEffect(() => followLive(listener), [listener]);
}

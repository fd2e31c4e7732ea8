import type { LiveRound, LiveTableState } from '@houseline/shared/api/contract/live-tables';
import { useEffect } from 'react';

// Who wants the public `live` topic right now: the live-table pages (lobby and table) while they
// are on screen. The realtime wiring keeps a socket open (for guests too) while anyone does and
// hands each round snapshot to every follower. Kept apart from the odds topic so that nothing of
// the live tables loads with the home routes.

type Listener = (round: LiveRound) => void;
type TableListener = (state: LiveTableState) => void;

const followers = new Set<Listener>();
/** The same pages follow the tables' settings (issue 24); they never make the topic wanted alone. */
const tableFollowers = new Set<TableListener>();
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

/** A `live-table` push from the socket: to every follower of the tables' settings. */
export function publishLiveTable(state: LiveTableState): void {
  for (const listener of [...tableFollowers]) listener(state);
}

/** Follows the live rounds while the calling component is mounted. */
export function useFollowLive(listener: Listener): void {
  useEffect(() => followLive(listener), [listener]);
}

/** Follows the tables' settings while the calling component is mounted (with useFollowLive). */
export function useFollowLiveTables(listener: TableListener): void {
  useEffect(() => {
    const entry: TableListener = (state) => listener(state);
    tableFollowers.add(entry);
    return () => {
      tableFollowers.delete(entry);
    };
  }, [listener]);
}

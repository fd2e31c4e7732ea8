/**
 * The heartbeat of SPEC.md §7/§9: `POST heartbeat {gameid, platform}` every `intervalMs` while
 * running. It pauses while the page is hidden (a background tab keeps nothing alive that the
 * member does not see; the server's idle recovery may end a game session meanwhile) and beats
 * once as soon as the page is visible again, then resumes the cadence.
 */
export interface HeartbeatPage {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface HeartbeatDeps<P> {
  /** Sends one beat; a failure is ignored (the next beat tries again). */
  send(payload: P): Promise<unknown>;
  /** The payload of a beat, read when it is sent (the current gameid and platform). */
  payload(): P;
  intervalMs: number;
  /** The page whose visibility pauses the beat; none = always visible. */
  page?: HeartbeatPage;
}

/** Starts beating now (one beat at once) and returns the function that stops it for good. */
export function startHeartbeat<P>({ send, payload, intervalMs, page }: HeartbeatDeps<P>): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  let stopped = false;
  const beat = () => {
    if (stopped) return;
    send(payload()).catch(() => {});
  };
  const resume = () => {
    if (timer === null) timer = setInterval(beat, intervalMs);
  };
  const pause = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const onVisibility = () => {
    if (stopped) return;
    if (page?.visibilityState === 'hidden') pause();
    else if (timer === null) {
      beat();
      resume();
    }
  };
  page?.addEventListener('visibilitychange', onVisibility);
  if (page?.visibilityState !== 'hidden') {
    beat();
    resume();
  }
  return () => {
    stopped = true;
    pause();
    page?.removeEventListener('visibilitychange', onVisibility);
  };
}

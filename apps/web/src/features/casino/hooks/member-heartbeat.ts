import { LIMITS } from '@houseline/shared/limits';
import { trackMemberTimer } from '../../../stores/member-store.ts';
import { type HeartbeatPage, startHeartbeat } from '../lib/heartbeat.ts';
import { heartbeatPayload } from './game-session-store.ts';

type Send = (payload: ReturnType<typeof heartbeatPayload>) => Promise<unknown>;

/**
 * The member's heartbeat: every 30 s (SPEC.md §9) with the current game session's gameid and
 * platform, registered among the member's timers so that logout stops it. Returns the stop.
 */
export function startMemberHeartbeat(send: Send, page?: HeartbeatPage): () => void {
  const stop = startHeartbeat({
    send,
    payload: heartbeatPayload,
    intervalMs: LIMITS.heartbeatIntervalMs,
    page,
  });
  const untrack = trackMemberTimer(stop);
  return () => {
    untrack();
    stop();
  };
}

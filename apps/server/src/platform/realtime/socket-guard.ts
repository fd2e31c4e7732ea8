import type { WebSocket } from 'ws';

/**
 * The bounds on what one socket may cost this instance (issue 23, decision 0052). A page sends an
 * auth, a ping every 30 s and a few subscribe/unsubscribe messages as the member moves around;
 * anything far past that is a script, and is closed with a policy-violation code.
 */
export const SOCKET_BOUNDS = {
  /** Messages a socket may send at once (a page's burst on open is under ten)... */
  messageBurst: 20,
  /** ...and per second after that, refilled continuously. */
  messagesPerSecond: 2,
  /**
   * A logged-in socket's session is read again from the database at most this often. A disabled
   * member's sockets still close at once through the sessionsEnded event; a logout elsewhere is
   * noticed within this window.
   */
  sessionRecheckMs: 15_000,
  /** Past this many bytes queued for a socket that does not read, pushes to it are skipped. */
  maxBufferedBytes: 256 * 1024,
  /** A socket whose close handshake has not completed this long after it started is terminated. */
  closeGraceMs: 2_000,
} as const;

/** RFC 6455: the peer broke a rule of the channel (a flood, a client that does not read). */
export const CLOSE_POLICY_VIOLATION = 1008;
/** RFC 6455: the server cannot serve right now (the database failed); the client reconnects. */
export const CLOSE_TRY_AGAIN_LATER = 1013;

/** A token bucket: `take()` is false once the burst is spent faster than the refill. */
export function createTokenBucket(capacity: number, perSecond: number, now = () => performance.now()) {
  let tokens = capacity;
  let at = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(capacity, tokens + ((t - at) / 1000) * perSecond);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * Starts the close handshake, and terminates the socket if the peer has not completed it within
 * the grace (a peer that stopped reading never answers the close frame).
 */
export function closeSocket(
  socket: WebSocket,
  code: number,
  reason: string,
  graceMs: number = SOCKET_BOUNDS.closeGraceMs,
): void {
  if (socket.readyState === socket.CLOSED) return;
  if (socket.readyState !== socket.CLOSING) socket.close(code, reason);
  const timer = setTimeout(() => socket.terminate(), graceMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Closes an abuser: the close frame goes out, and nothing more is read from it, so the rest of a
 * flood already on the wire costs no parsing; the socket is terminated after the grace.
 */
export function closeAbuser(socket: WebSocket, reason: string): void {
  closeSocket(socket, CLOSE_POLICY_VIOLATION, reason);
  socket.pause();
}

/**
 * A session check that reads the database at most once per `recheckMs` and never twice at once:
 * a burst of pings waits for the one read in flight instead of starting its own.
 */
export function cachedSessionCheck(
  isActive: () => Promise<boolean>,
  recheckMs: number,
  now = () => performance.now(),
): () => Promise<boolean> {
  // The session was resolved when the socket logged in.
  let checkedAt = now();
  let inFlight: Promise<boolean> | undefined;
  return () => {
    if (now() - checkedAt < recheckMs) return Promise.resolve(true);
    inFlight ??= isActive().finally(() => {
      checkedAt = now();
      inFlight = undefined;
    });
    return inFlight;
  };
}

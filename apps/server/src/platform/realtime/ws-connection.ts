import {
  clientMessageSchema,
  REALTIME_CLOSE_AUTH_TIMEOUT,
  REALTIME_CLOSE_UNAUTHORISED,
  REALTIME_TOPICS,
  type ServerMessage,
} from '@houseline/shared/api/realtime';
import type { SiteCode } from '@houseline/shared/brands/types';
import { LIMITS } from '@houseline/shared/limits';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { SessionService } from '../auth/session.service.ts';
import {
  CLOSE_TRY_AGAIN_LATER,
  cachedSessionCheck,
  closeAbuser,
  closeSocket,
  createTokenBucket,
  SOCKET_BOUNDS,
} from './socket-guard.ts';
import type { TopicHub } from './topic-hub.ts';

/** A socket is closed after this long without a message. */
const IDLE_TIMEOUT_MS = LIMITS.heartbeatIntervalMs * 3;

/** What one connection needs from its hub (ws-hub.ts). */
export interface ConnectionHub {
  sessions: SessionService;
  topics: TopicHub | undefined;
  log: FastifyBaseLogger;
  authTimeoutMs: number;
  sessionRecheckMs: number;
  send: (socket: WebSocket, message: ServerMessage) => void;
  /** Registers a logged-in socket under its member; answers `ready` and the balance. */
  join: (socket: WebSocket, siteCode: string, memberId: bigint) => Promise<void>;
  /** Forgets the socket (its member, its address); called once, on close. */
  leave: (socket: WebSocket) => void;
}

/**
 * One socket's life: authentication with a deadline, pings that keep it open and re-check its
 * session (cached, SOCKET_BOUNDS.sessionRecheckMs), topics, and the bounds on its work — a
 * message budget, backpressure, and every async step caught so a database failure answers with
 * a close (1013: try again later) instead of ending the process.
 */
export function attachConnection(socket: WebSocket, siteCode: SiteCode, hub: ConnectionHub): void {
  let sessionActive: (() => Promise<boolean>) | undefined;
  let authenticating = false;
  const budget = createTokenBucket(SOCKET_BOUNDS.messageBurst, SOCKET_BOUNDS.messagesPerSecond);
  let idle: NodeJS.Timeout | undefined;
  const resetIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => closeSocket(socket, 1000, 'idle'), IDLE_TIMEOUT_MS);
  };
  resetIdle();
  // A deadline of its own: pings keep a socket from going idle, never from authenticating. A
  // socket following a public topic is exempt while it follows one (it still has to ping).
  let authDeadline: NodeJS.Timeout | undefined;
  const armAuthDeadline = () => {
    clearTimeout(authDeadline);
    authDeadline = setTimeout(() => {
      if (!sessionActive) closeSocket(socket, REALTIME_CLOSE_AUTH_TIMEOUT, 'auth timeout');
    }, hub.authTimeoutMs);
  };
  armAuthDeadline();

  const authenticate = async (token: string) => {
    // One auth per socket: a second one while the first is being checked is ignored.
    if (sessionActive || authenticating) return;
    authenticating = true;
    // The socket never rotates the token: the page holds it and learns a new one from the `id`
    // header of an HTTP answer only, so rotation has one owner (decision 0052).
    const session = await hub.sessions.resolve(token, siteCode, { rotate: false });
    if (!session) {
      closeSocket(socket, REALTIME_CLOSE_UNAUTHORISED, 'token');
      return;
    }
    // Closed (or timed out) while the session was being checked: register nothing.
    if (socket.readyState !== socket.OPEN) return;
    clearTimeout(authDeadline);
    sessionActive = cachedSessionCheck(() => hub.sessions.isActive(session.sessionId), hub.sessionRecheckMs);
    await hub.join(socket, siteCode, session.memberId);
  };

  const onMessage = async (raw: RawData) => {
    // A socket being closed is read no further: the rest of a flood costs nothing.
    if (socket.readyState !== socket.OPEN) return;
    if (!budget.take()) return closeAbuser(socket, 'too many messages');
    // Sending without reading what it is sent: the answers pile up in this process.
    if (socket.bufferedAmount > SOCKET_BOUNDS.maxBufferedBytes) return closeAbuser(socket, 'not reading');
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString());
    } catch {
      return closeSocket(socket, 1003, 'bad message');
    }
    const message = clientMessageSchema.safeParse(parsed);
    if (!message.success) return closeSocket(socket, 1003, 'bad message');
    resetIdle();
    const data = message.data;
    if (data.type === 'ping') {
      // The heartbeat also re-checks the session: logged out elsewhere, revoked or expired, the
      // socket stops receiving this member's money events.
      if (sessionActive && !(await sessionActive())) {
        return closeSocket(socket, REALTIME_CLOSE_UNAUTHORISED, 'token');
      }
      return hub.send(socket, { type: 'pong' });
    }
    if (data.type === 'subscribe' || data.type === 'unsubscribe') {
      if (!hub.topics) return;
      if (data.type === 'subscribe') {
        hub.topics.subscribe(socket, data.topics, siteCode, data.since);
        clearTimeout(authDeadline);
      } else {
        hub.topics.unsubscribe(socket, data.topics);
        if (!sessionActive && !authenticating && !hub.topics.isSubscribed(socket)) armAuthDeadline();
      }
      return;
    }
    await authenticate(data.token);
  };

  socket.on('message', (raw) => {
    onMessage(raw).catch((error: unknown) => {
      hub.log.warn({ err: error }, 'socket message failed; closing the socket');
      closeSocket(socket, CLOSE_TRY_AGAIN_LATER, 'unavailable');
    });
  });
  socket.on('error', (error) => hub.log.warn({ err: error }, 'socket error'));
  socket.on('close', () => {
    clearTimeout(idle);
    clearTimeout(authDeadline);
    hub.topics?.unsubscribe(socket, REALTIME_TOPICS);
    hub.leave(socket);
  });
}

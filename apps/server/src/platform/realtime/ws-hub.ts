import fastifyWebsocket from '@fastify/websocket';
import type { Balance } from '@houseline/shared/api/contract/wallet';
import {
  clientMessageSchema,
  REALTIME_CLOSE_AUTH_TIMEOUT,
  REALTIME_CLOSE_TOO_MANY_SOCKETS,
  REALTIME_CLOSE_UNAUTHORISED,
  REALTIME_PATH,
  REALTIME_TOPICS,
  type ServerMessage,
} from '@houseline/shared/api/realtime';
import { LIMITS } from '@houseline/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionService } from '../auth/session.service.ts';
import type { MemberEvents } from './member-events.ts';
import type { TopicHub } from './topic-hub.ts';

/** A socket is closed after this long without a message. */
const IDLE_TIMEOUT_MS = LIMITS.heartbeatIntervalMs * 3;
const MAX_MESSAGE_BYTES = 1024;
const MAX_SOCKETS_PER_MEMBER = 10;

/**
 * The real-time channel (packages/shared/src/api/realtime.ts): members' sockets by site and
 * member id; a balance change is pushed as the full current balance to every socket of that member.
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: {
    sessions: SessionService;
    events: MemberEvents;
    balance: (siteCode: string, memberId: bigint) => Promise<Balance>;
    /** The member's unread message count (the messages module's), pushed when it changes. */
    unread?: (siteCode: string, memberId: bigint) => Promise<number>;
    /** Defaults from packages/shared/src/limits.ts; tests shorten the auth timeout. */
    limits?: { authTimeoutMs: number; maxSocketsPerAddress: number };
    /** Public topics (the sportsbook's odds): a guest socket that subscribes needs no auth. */
    topics?: TopicHub;
  },
) {
  const limits = deps.limits ?? {
    authTimeoutMs: LIMITS.realtimeAuthTimeoutMs,
    maxSocketsPerAddress: LIMITS.realtimeSocketsPerAddress,
  };
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const sockets = new Map<string, Set<WebSocket>>();
  /** Open sockets per client address, authenticated or not (this instance's share). */
  const perAddress = new Map<string, number>();
  const keyOf = (siteCode: string, memberId: bigint) => `${siteCode}|${memberId}`;
  const send = (socket: WebSocket, message: ServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };

  deps.events.onBalanceChanged(({ siteCode, memberId }) => {
    const set = sockets.get(keyOf(siteCode, memberId));
    if (!set?.size) return;
    deps
      .balance(siteCode, memberId)
      .then((data) => {
        for (const socket of set) send(socket, { type: 'balance', data });
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'balance push failed'));
  });

  // Unread messages: the count of each member concerned, to each of their sockets. A notice to a
  // brand (or every brand) concerns every member connected to this instance on it.
  deps.events.onMessagesChanged(({ siteCode, memberId }) => {
    const unread = deps.unread;
    if (!unread) return;
    const keys =
      memberId !== null && siteCode !== null
        ? [keyOf(siteCode, memberId)]
        : [...sockets.keys()].filter((k) => siteCode === null || k.startsWith(`${siteCode}|`));
    for (const key of keys) {
      const set = sockets.get(key);
      if (!set?.size) continue;
      const [site, member] = key.split('|') as [string, string];
      unread(site, BigInt(member))
        .then((count) => {
          for (const socket of set) send(socket, { type: 'messages', data: { unread: count } });
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'unread push failed'));
    }
  });

  // A disabled member is out at once: every socket of theirs closes as an invalid session would.
  deps.events.onSessionsEnded(({ siteCode, memberId }) => {
    for (const socket of sockets.get(keyOf(siteCode, memberId)) ?? []) {
      socket.close(REALTIME_CLOSE_UNAUTHORISED, 'token');
    }
  });

  app.get(REALTIME_PATH, { websocket: true, config: { endpoint: 'realtime' } }, (socket, request) => {
    const siteCode = request.siteCode;
    // The cap is checked and taken in one synchronous step, so a burst cannot slip past it.
    const address = request.ip;
    const openFromAddress = perAddress.get(address) ?? 0;
    if (openFromAddress >= limits.maxSocketsPerAddress) {
      socket.close(REALTIME_CLOSE_TOO_MANY_SOCKETS, 'too many sockets from this address');
      return;
    }
    perAddress.set(address, openFromAddress + 1);

    let key: string | undefined;
    let sessionId: bigint | undefined;
    let authenticating = false;
    let idle: NodeJS.Timeout | undefined;
    const resetIdle = (ms: number) => {
      clearTimeout(idle);
      idle = setTimeout(() => socket.close(1000, 'idle'), ms);
    };
    resetIdle(IDLE_TIMEOUT_MS);
    // A deadline of its own: pings keep a socket from going idle, never from authenticating. A
    // socket following a public topic is exempt while it follows one (it still has to ping).
    let authDeadline: NodeJS.Timeout | undefined;
    const armAuthDeadline = () => {
      clearTimeout(authDeadline);
      authDeadline = setTimeout(() => {
        if (!key) socket.close(REALTIME_CLOSE_AUTH_TIMEOUT, 'auth timeout');
      }, limits.authTimeoutMs);
    };
    armAuthDeadline();

    socket.on('message', async (raw) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString());
      } catch {
        socket.close(1003, 'bad message');
        return;
      }
      const message = clientMessageSchema.safeParse(parsed);
      if (!message.success) {
        socket.close(1003, 'bad message');
        return;
      }
      resetIdle(IDLE_TIMEOUT_MS);
      if (message.data.type === 'ping') {
        // The heartbeat also re-checks the session: logged out elsewhere, revoked or expired, the
        // socket stops receiving this member's money events.
        if (sessionId !== undefined && !(await deps.sessions.isActive(sessionId))) {
          socket.close(REALTIME_CLOSE_UNAUTHORISED, 'token');
          return;
        }
        send(socket, { type: 'pong' });
        return;
      }
      if (message.data.type === 'subscribe' || message.data.type === 'unsubscribe') {
        if (!deps.topics) return;
        if (message.data.type === 'subscribe') {
          deps.topics.subscribe(socket, message.data.topics, siteCode);
          clearTimeout(authDeadline);
        } else {
          deps.topics.unsubscribe(socket, message.data.topics);
          if (!key && !authenticating && !deps.topics.isSubscribed(socket)) armAuthDeadline();
        }
        return;
      }
      // One auth per socket: a second one while the first is being checked is ignored.
      if (key || authenticating) return;
      authenticating = true;
      const session = await deps.sessions.resolve(message.data.token, siteCode);
      if (!session) {
        socket.close(REALTIME_CLOSE_UNAUTHORISED, 'token');
        return;
      }
      // Closed (or timed out) while the session was being checked: register nothing.
      if (socket.readyState !== socket.OPEN) return;
      clearTimeout(authDeadline);
      key = keyOf(siteCode, session.memberId);
      sessionId = session.sessionId;
      const set = sockets.get(key) ?? new Set<WebSocket>();
      if (set.size >= MAX_SOCKETS_PER_MEMBER) [...set][0]?.close(1008, 'too many sockets');
      set.add(socket);
      sockets.set(key, set);
      send(socket, { type: 'ready' });
      send(socket, { type: 'balance', data: await deps.balance(siteCode, session.memberId) });
    });
    socket.on('close', () => {
      clearTimeout(idle);
      clearTimeout(authDeadline);
      deps.topics?.unsubscribe(socket, REALTIME_TOPICS);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
      if (!key) return;
      const set = sockets.get(key);
      set?.delete(socket);
      if (set?.size === 0) sockets.delete(key);
    });
  });

  return {
    connections: () => [...sockets.values()].reduce((n, s) => n + s.size, 0),
  };
}

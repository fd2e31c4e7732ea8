import fastifyWebsocket from '@fastify/websocket';
import type { Balance } from '@houseline/shared/api/contract/wallet';
import {
  REALTIME_CLOSE_TOO_MANY_SOCKETS,
  REALTIME_CLOSE_UNAUTHORISED,
  REALTIME_PATH,
  type ServerMessage,
} from '@houseline/shared/api/realtime';
import { LIMITS } from '@houseline/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { SessionService } from '../auth/session.service.ts';
import type { MemberEvents } from './member-events.ts';
import { CLOSE_POLICY_VIOLATION, closeSocket, SOCKET_BOUNDS } from './socket-guard.ts';
import type { TopicHub } from './topic-hub.ts';
import { attachConnection, type ConnectionHub } from './ws-connection.ts';
import { closeSocketsOnShutdown } from './ws-shutdown.ts';

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
    limits?: { authTimeoutMs: number; maxSocketsPerAddress: number; sessionRecheckMs?: number | undefined };
    /** Public topics (the sportsbook's odds): a guest socket that subscribes needs no auth. */
    topics?: TopicHub;
  },
) {
  const limits = deps.limits ?? {
    authTimeoutMs: LIMITS.realtimeAuthTimeoutMs,
    maxSocketsPerAddress: LIMITS.realtimeSocketsPerAddress,
  };
  closeSocketsOnShutdown(app);
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  const sockets = new Map<string, Set<WebSocket>>();
  /** Open sockets per client address, authenticated or not (this instance's share). */
  const perAddress = new Map<string, number>();
  const keyOf = (siteCode: string, memberId: bigint) => `${siteCode}|${memberId}`;
  /** Which member and which address each socket counts against, for `leave`. */
  const memberOf = new WeakMap<WebSocket, string>();
  const addressOf = new WeakMap<WebSocket, string>();
  // Backpressure: a socket that does not read what it is sent gets nothing more piled on it; the
  // balance is always sent whole, so the next push after it catches up repairs a skipped one.
  const send = (socket: WebSocket, message: ServerMessage) => {
    if (socket.readyState !== socket.OPEN || socket.bufferedAmount > SOCKET_BOUNDS.maxBufferedBytes) return;
    socket.send(JSON.stringify(message));
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
      closeSocket(socket, REALTIME_CLOSE_UNAUTHORISED, 'token');
    }
  });

  const hub: ConnectionHub = {
    sessions: deps.sessions,
    topics: deps.topics,
    log: app.log,
    authTimeoutMs: limits.authTimeoutMs,
    sessionRecheckMs: limits.sessionRecheckMs ?? SOCKET_BOUNDS.sessionRecheckMs,
    send,
    async join(socket, siteCode, memberId) {
      const key = keyOf(siteCode, memberId);
      memberOf.set(socket, key);
      const set = sockets.get(key) ?? new Set<WebSocket>();
      // The oldest socket over the cap is forgotten as its close starts, not when it completes:
      // a burst of logins would otherwise all pick the same oldest one and leave the rest open.
      const oldest = set.size >= MAX_SOCKETS_PER_MEMBER ? set.values().next().value : undefined;
      if (oldest) {
        set.delete(oldest);
        closeSocket(oldest, CLOSE_POLICY_VIOLATION, 'too many sockets');
      }
      set.add(socket);
      sockets.set(key, set);
      send(socket, { type: 'ready' });
      send(socket, { type: 'balance', data: await deps.balance(siteCode, memberId) });
    },
    leave(socket) {
      const address = addressOf.get(socket);
      if (address !== undefined) {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      }
      const key = memberOf.get(socket);
      if (key === undefined) return;
      const set = sockets.get(key);
      set?.delete(socket);
      if (set?.size === 0) sockets.delete(key);
    },
  };

  app.get(REALTIME_PATH, { websocket: true, config: { endpoint: 'realtime' } }, (socket, request) => {
    // The cap is checked and taken in one synchronous step, so a burst cannot slip past it. The
    // address is the client's as Fastify's trustProxy (TRUST_PROXY) gives it.
    const address = request.ip;
    const openFromAddress = perAddress.get(address) ?? 0;
    if (openFromAddress >= limits.maxSocketsPerAddress) {
      closeSocket(socket, REALTIME_CLOSE_TOO_MANY_SOCKETS, 'too many sockets from this address');
      return;
    }
    perAddress.set(address, openFromAddress + 1);
    addressOf.set(socket, address);
    attachConnection(socket, request.siteCode, hub);
  });

  return {
    connections: () => [...sockets.values()].reduce((n, s) => n + s.size, 0),
    /** A message to every socket of one member on this instance (the service desk's pushes). */
    sendToMember(siteCode: string, memberId: bigint, message: ServerMessage): void {
      for (const socket of sockets.get(keyOf(siteCode, memberId)) ?? []) send(socket, message);
    },
  };
}

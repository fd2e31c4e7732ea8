import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export interface BalanceChanged {
  siteCode: string;
  memberId: bigint;
}

/** A member's unread message count may have changed; memberId null: every member of the site (site null: of every site). */
export interface MessagesChanged {
  siteCode: string | null;
  memberId: bigint | null;
}

export interface MemberSessionsEnded {
  siteCode: string;
  memberId: bigint;
}

const CHANNEL = 'houseline:member-events:balance';
/** A member's sessions were ended by an operator (disabled): every socket of theirs closes. */
const ENDED_CHANNEL = 'houseline:member-events:sessions-ended';
/** A member's (or a whole site's) unread message count changed: sockets get the new count. */
const MESSAGES_CHANNEL = 'houseline:member-events:messages';

function parseMessagesChanged(message: string): MessagesChanged | null {
  const parsed = JSON.parse(message) as { siteCode: unknown; memberId: unknown };
  const siteCode =
    parsed.siteCode === null || typeof parsed.siteCode === 'string' ? parsed.siteCode : undefined;
  if (siteCode === undefined) return null;
  if (parsed.memberId === null) return { siteCode, memberId: null };
  if (typeof parsed.memberId !== 'string' || !/^\d{1,19}$/.test(parsed.memberId)) return null;
  return { siteCode, memberId: BigInt(parsed.memberId) };
}

/**
 * Pub/sub of member events (DESIGN.md §3). Services publish after their transaction commits; the
 * WebSocket hub listens. Embedded mode: an in-process emitter. Scale mode (`REDIS_URL`): every
 * instance publishes to one Redis channel and every instance — itself included — hears it, so a
 * member's sockets get the push whichever instance holds them and whichever moved the money.
 */
export function createMemberEvents(redis?: { publisher: Redis; subscriber: Redis }) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (event: BalanceChanged) => emitter.emit('balance', event);
  const deliverEnded = (event: MemberSessionsEnded) => emitter.emit('ended', event);
  const deliverMessages = (event: MessagesChanged) => emitter.emit('messages', event);

  if (redis) {
    void redis.subscriber.subscribe(CHANNEL, ENDED_CHANNEL, MESSAGES_CHANNEL);
    redis.subscriber.on('message', (channel, message) => {
      if (channel === MESSAGES_CHANNEL) {
        try {
          const event = parseMessagesChanged(message);
          if (event) deliverMessages(event);
        } catch {
          // not ours
        }
        return;
      }
      if (channel !== CHANNEL && channel !== ENDED_CHANNEL) return;
      try {
        const parsed = JSON.parse(message) as { siteCode: unknown; memberId: unknown };
        if (typeof parsed.siteCode !== 'string' || typeof parsed.memberId !== 'string') return;
        if (!/^\d{1,19}$/.test(parsed.memberId)) return;
        const event = { siteCode: parsed.siteCode, memberId: BigInt(parsed.memberId) };
        if (channel === CHANNEL) deliver(event);
        else deliverEnded(event);
      } catch {
        // not ours
      }
    });
  }

  return {
    balanceChanged(siteCode: string, ...memberIds: bigint[]): void {
      for (const memberId of new Set(memberIds)) {
        if (redis) {
          // A lost publish only delays the screen: the next movement or a reload shows the balance.
          redis.publisher
            .publish(CHANNEL, JSON.stringify({ siteCode, memberId: memberId.toString() }))
            .catch(() => deliver({ siteCode, memberId }));
        } else {
          deliver({ siteCode, memberId });
        }
      }
    },
    onBalanceChanged(listener: (event: BalanceChanged) => void): () => void {
      emitter.on('balance', listener);
      return () => emitter.off('balance', listener);
    },
    /**
     * Publishes that a member's sessions were ended (the member was disabled), after the commit
     * that revoked them. A lost Redis publish is caught by the socket heartbeat's session check.
     */
    sessionsEnded(siteCode: string, memberId: bigint): void {
      const event = { siteCode, memberId };
      if (redis) {
        redis.publisher
          .publish(ENDED_CHANNEL, JSON.stringify({ siteCode, memberId: memberId.toString() }))
          .catch(() => deliverEnded(event));
      } else {
        deliverEnded(event);
      }
    },
    onSessionsEnded(listener: (event: MemberSessionsEnded) => void): () => void {
      emitter.on('ended', listener);
      return () => emitter.off('ended', listener);
    },
    /**
     * Publishes that a member's unread message count may have changed (after the commit): their
     * sockets get the new count. Without a member: every member of the site (a notice to the
     * brand); with a null site too: every member of every site (a notice to every brand). A lost
     * Redis publish only delays the badge until the next change or page load.
     */
    messagesChanged(siteCode: string | null, memberId?: bigint): void {
      const event = { siteCode, memberId: memberId ?? null };
      if (redis) {
        redis.publisher
          .publish(
            MESSAGES_CHANNEL,
            JSON.stringify({ siteCode, memberId: memberId === undefined ? null : memberId.toString() }),
          )
          .catch(() => deliverMessages(event));
      } else {
        deliverMessages(event);
      }
    },
    onMessagesChanged(listener: (event: MessagesChanged) => void): () => void {
      emitter.on('messages', listener);
      return () => emitter.off('messages', listener);
    },
  };
}

export type MemberEvents = ReturnType<typeof createMemberEvents>;

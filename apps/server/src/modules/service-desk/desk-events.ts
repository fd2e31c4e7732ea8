import { EventEmitter } from 'node:events';
import type { DeskMessage } from '@houseline/shared/api/contract/service-desk';
import type { Redis } from 'ioredis';

/** What happened in a conversation: a message, someone typing, or its state (assignment, close…). */
export interface DeskEvent {
  siteCode: string;
  conversationId: string;
  /** The member of the conversation (null: a guest), for the member's sockets. */
  memberId: string | null;
  kind: 'message' | 'typing' | 'state';
  message?: DeskMessage | undefined;
  typing?: 'member' | 'agent' | undefined;
}

const CHANNEL = 'houseline:service-desk';
/** Typing shows this long after the last keystroke notice. */
export const TYPING_SHOWN_MS = 5000;

function parse(raw: string): DeskEvent | null {
  const e = JSON.parse(raw) as Partial<DeskEvent>;
  if (typeof e.siteCode !== 'string' || typeof e.conversationId !== 'string') return null;
  if (e.kind !== 'message' && e.kind !== 'typing' && e.kind !== 'state') return null;
  return e as DeskEvent;
}

/**
 * The desk's fan-out (decision 0064). The database is the record: every message has its seq
 * there before an event names it. Events only wake whoever waits (a long poll on this instance,
 * a member's socket): embedded mode, an in-process emitter; scale mode, one Redis channel that
 * every instance hears, itself included, so a member on one instance and an agent on another see
 * each other at once. A lost event delays nothing for long: the next fetch reads the database.
 */
export function createDeskEvents(redis?: { publisher: Redis; subscriber: Redis }) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const waiters = new Map<string, Set<() => void>>();
  const typing = new Map<string, { member: number; agent: number }>();

  const deliver = (event: DeskEvent) => {
    if (event.kind === 'typing' && event.typing) {
      const entry = typing.get(event.conversationId) ?? { member: 0, agent: 0 };
      entry[event.typing] = Date.now();
      typing.set(event.conversationId, entry);
    }
    if (event.kind === 'message' && event.message) {
      // A message ends the sender's typing.
      const entry = typing.get(event.conversationId);
      const author = event.message.author;
      if (entry && (author === 'member' || author === 'agent')) entry[author] = 0;
    }
    const set = waiters.get(event.conversationId);
    if (set) {
      waiters.delete(event.conversationId);
      for (const wake of set) wake();
    }
    emitter.emit('event', event);
  };

  if (redis) {
    void redis.subscriber.subscribe(CHANNEL);
    redis.subscriber.on('message', (channel, raw) => {
      if (channel !== CHANNEL) return;
      try {
        const event = parse(raw);
        if (event) deliver(event);
      } catch {
        // not ours
      }
    });
  }

  return {
    publish(event: DeskEvent): void {
      if (!redis) {
        deliver(event);
        return;
      }
      redis.publisher.publish(CHANNEL, JSON.stringify(event)).catch(() => deliver(event));
    },
    on(listener: (event: DeskEvent) => void): () => void {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    /** Resolves at the conversation's next event or after `ms`; `cancel` stops waiting. */
    waitFor(conversationId: string, ms: number): { done: Promise<void>; cancel: () => void } {
      let wake: () => void = () => {};
      let timer: NodeJS.Timeout | undefined;
      const done = new Promise<void>((resolve) => {
        wake = () => {
          clearTimeout(timer);
          waiters.get(conversationId)?.delete(wake);
          resolve();
        };
        timer = setTimeout(wake, ms);
      });
      const set = waiters.get(conversationId) ?? new Set();
      set.add(wake);
      waiters.set(conversationId, set);
      return { done, cancel: wake };
    },
    /** Whether the given side typed in the last few seconds (as heard on this instance). */
    isTyping(conversationId: string, side: 'member' | 'agent'): boolean {
      const at = typing.get(conversationId)?.[side] ?? 0;
      return Date.now() - at < TYPING_SHOWN_MS;
    },
    /** Waiters currently parked (the bench and tests look). */
    waiting: () => [...waiters.values()].reduce((n, s) => n + s.size, 0),
  };
}

export type DeskEvents = ReturnType<typeof createDeskEvents>;

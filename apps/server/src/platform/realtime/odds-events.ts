import { EventEmitter } from 'node:events';
import { type OddsUpdate, oddsUpdateSchema } from '@houseline/shared/api/realtime';
import type { Redis } from 'ioredis';

const CHANNEL = 'houseline:odds';

/**
 * Pub/sub of sportsbook odds changes (issue 10), like member-events.ts: the feed ingest and
 * operators' market actions publish after their commit; every instance's topic hub listens.
 * Embedded mode: an in-process emitter. Scale mode: one Redis channel that every instance —
 * itself included — hears, so every instance's subscribers get every change.
 */
export function createOddsEvents(redis?: { publisher: Redis; subscriber: Redis }) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (update: OddsUpdate) => emitter.emit('odds', update);

  if (redis) {
    void redis.subscriber.subscribe(CHANNEL);
    redis.subscriber.on('message', (channel, message) => {
      if (channel !== CHANNEL) return;
      try {
        const parsed = oddsUpdateSchema.safeParse(JSON.parse(message));
        if (parsed.success) deliver(parsed.data);
      } catch {
        // not ours
      }
    });
  }

  return {
    /** The latest state of the markets and matches a commit changed. */
    publishOdds(update: OddsUpdate): void {
      if (!update.markets.length && !update.matches.length) return;
      if (redis) {
        // A lost publish is repaired by the next change of the market or a reload of the page.
        redis.publisher.publish(CHANNEL, JSON.stringify(update)).catch(() => deliver(update));
      } else {
        deliver(update);
      }
    },
    onOdds(listener: (update: OddsUpdate) => void): () => void {
      emitter.on('odds', listener);
      return () => emitter.off('odds', listener);
    },
  };
}

export type OddsEvents = ReturnType<typeof createOddsEvents>;

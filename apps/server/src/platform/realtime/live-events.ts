import { EventEmitter } from 'node:events';
import { type LiveRound, liveRoundSchema } from '@houseline/shared/api/contract/live-tables';
import type { Redis } from 'ioredis';
import { z } from 'zod';

const CHANNEL = 'houseline:live';

/** A round snapshot and the brand whose table it is (sockets of that brand receive it). */
export interface LiveSnapshot {
  siteCode: string;
  round: LiveRound;
}

const snapshotSchema = z.object({ siteCode: z.string(), round: liveRoundSchema });

/**
 * Pub/sub of live-table round snapshots (issue 12), like odds-events.ts: the dealer publishes each
 * phase change and each card after its commit; every instance's topic hub listens. Embedded mode:
 * an in-process emitter. Scale mode: one Redis channel every instance (itself included) hears, so
 * members at one table on different instances see the same round at the same moment.
 */
export function createLiveEvents(redis?: { publisher: Redis; subscriber: Redis }) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (snapshot: LiveSnapshot) => emitter.emit('live', snapshot);

  if (redis) {
    void redis.subscriber.subscribe(CHANNEL);
    redis.subscriber.on('message', (channel, message) => {
      if (channel !== CHANNEL) return;
      try {
        const parsed = snapshotSchema.safeParse(JSON.parse(message));
        if (parsed.success) deliver(parsed.data);
      } catch {
        // not ours
      }
    });
  }

  return {
    publishLive(snapshot: LiveSnapshot): void {
      if (redis) {
        // A lost publish is repaired by the next snapshot of the round (every push is whole).
        redis.publisher.publish(CHANNEL, JSON.stringify(snapshot)).catch(() => deliver(snapshot));
      } else {
        deliver(snapshot);
      }
    },
    onLive(listener: (snapshot: LiveSnapshot) => void): () => void {
      emitter.on('live', listener);
      return () => emitter.off('live', listener);
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;

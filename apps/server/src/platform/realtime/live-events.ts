import {
  type LiveRound,
  type LiveTableState,
  liveRoundSchema,
  liveTableStateSchema,
} from '@houseline/shared/api/contract/live-tables';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { createTopicStream, type StreamPosition } from './topic-stream.ts';

/**
 * A round snapshot, or a table's new settings (issue 24), and the brand whose table it is (sockets
 * of that brand receive it). Both ride one stream, so a client applies them in the order made.
 */
export type LiveSnapshot =
  | { siteCode: string; round: LiveRound }
  | { siteCode: string; table: LiveTableState };

const snapshotSchema = z.union([
  z.object({ siteCode: z.string(), round: liveRoundSchema }),
  z.object({ siteCode: z.string(), table: liveTableStateSchema }),
]);

/**
 * Pub/sub of live-table round snapshots (issue 12), like odds-events.ts: the dealer publishes each
 * phase change and each card after its commit; every instance's topic hub listens, so members at
 * one table on different instances see the same round at the same moment. Each snapshot carries
 * its position in the `live` stream (topic-stream.ts), for clients that reconnect.
 */
export function createLiveEvents(redis?: { publisher: Redis; subscriber: Redis }) {
  const stream = createTopicStream<LiveSnapshot>({
    name: 'live',
    redis,
    parse: (raw) => {
      const parsed = snapshotSchema.safeParse(raw);
      return parsed.success ? parsed.data : null;
    },
  });
  return {
    publishLive(snapshot: LiveSnapshot): void {
      stream.publish(snapshot);
    },
    onLive(listener: (snapshot: LiveSnapshot, at: StreamPosition) => void): () => void {
      return stream.on(listener);
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;

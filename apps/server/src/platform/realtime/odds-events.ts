import { type OddsUpdate, oddsUpdateSchema } from '@houseline/shared/api/realtime';
import type { Redis } from 'ioredis';
import { createTopicStream, type StreamPosition } from './topic-stream.ts';

/**
 * Pub/sub of sportsbook odds changes (issue 10), like member-events.ts: the feed ingest and
 * operators' market actions publish after their commit; every instance's topic hub listens.
 * Embedded mode: in-process. Scale mode: one Redis channel that every instance — itself included —
 * hears, so every instance's subscribers get every change. Each change carries its position in the
 * `odds` stream (topic-stream.ts), the same on every instance, so a client resumes anywhere.
 */
export function createOddsEvents(redis?: { publisher: Redis; subscriber: Redis }) {
  const stream = createTopicStream<OddsUpdate>({
    name: 'odds',
    redis,
    parse: (raw) => {
      const parsed = oddsUpdateSchema.safeParse(raw);
      return parsed.success ? parsed.data : null;
    },
  });
  return {
    /** The latest state of the markets and matches a commit changed. */
    publishOdds(update: OddsUpdate): void {
      if (!update.markets.length && !update.matches.length) return;
      stream.publish(update);
    },
    onOdds(listener: (update: OddsUpdate, at: StreamPosition) => void): () => void {
      return stream.on(listener);
    },
  };
}

export type OddsEvents = ReturnType<typeof createOddsEvents>;

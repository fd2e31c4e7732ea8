import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createLiveEvents } from './live-events.ts';
import { createOddsEvents } from './odds-events.ts';
import { createTopicHub } from './topic-hub.ts';

/**
 * The public topics of the WebSocket: sportsbook odds (issue 10) and live-table rounds (issue 12).
 * Changes are published after their commit (in-process, or through Redis to every instance) as
 * sequenced streams (decision 0059); this instance's topic hub coalesces odds per tick, sends each
 * round snapshot to the table's brand, and keeps the replay log reconnecting clients resume from.
 */
export function createPublicTopics(
  app: FastifyInstance,
  redis: { publisher: Redis; subscriber: Redis } | undefined,
  options: { tickMs: number },
) {
  const odds = createOddsEvents(redis);
  const liveEvents = createLiveEvents(redis);
  const topics = createTopicHub({ tickMs: options.tickMs });
  odds.onOdds((update, at) => topics.publish(update, at));
  liveEvents.onLive((event, at) => topics.publishLive(event, at));
  app.addHook('onClose', async () => topics.stop());
  return { odds, liveEvents, topics };
}

import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisClients {
  /** Commands: publishing, rate-limit counters. */
  publisher: Redis;
  /** A connection in subscriber mode (Redis allows nothing else on it). */
  subscriber: Redis;
  close(): Promise<void>;
}

/**
 * Scale mode's Redis (DESIGN.md §3): pub/sub fan-out between instances and shared rate-limit
 * counters. Connects at start-up and fails the start if Redis is not there, rather than running
 * quietly with per-instance state.
 */
export async function connectRedis(
  url: string,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<RedisClients> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // A lost connection is reported, not thrown (issue 23): ioredis reconnects by itself and the
  // subscriber subscribes again, so a Redis restart costs the messages of the gap, not the process.
  publisher.on('error', (err: Error) => log?.warn({ err, client: 'publisher' }, 'redis connection error'));
  subscriber.on('error', (err: Error) => log?.warn({ err, client: 'subscriber' }, 'redis connection error'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  return {
    publisher,
    subscriber,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

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
export async function connectRedis(url: string): Promise<RedisClients> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  return {
    publisher,
    subscriber,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/** Where one event sits in its topic's stream: the stream's epoch and its sequence in it. */
export interface StreamPosition {
  epoch: string;
  seq: number;
}

/**
 * A public topic's stream of events (issue 27, decision 0059): each event published gets the next
 * sequence number of its topic, the same on every instance, so a client that reconnects to any
 * instance can say where it stopped.
 *
 * Embedded mode: one process, one counter, and an epoch made at start (a restart begins a new
 * stream). Scale mode: a Lua script in Redis takes the next sequence and publishes the event in
 * one step, so events reach every instance in sequence order whichever instance published them
 * (Redis runs a script and delivers a connection's messages in order). The epoch is kept in Redis
 * beside the counter: when Redis loses both (a restart without persistence), the stream starts
 * again under a new epoch, and clients holding the old one are told to resync.
 *
 * An event that cannot go through Redis is delivered to this instance alone, under an epoch of its
 * own (`<epoch>~local`): the other instances never see it, so no client may resume past it anywhere
 * else.
 */
export function createTopicStream<T>(options: {
  name: string;
  redis?: { publisher: Redis; subscriber: Redis } | undefined;
  /** Validates an event read from Redis (another instance's, or ours); null drops it. */
  parse(raw: unknown): T | null;
}) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const channel = `houseline:stream:${options.name}`;
  const epochKey = `houseline:stream:${options.name}:epoch`;
  const seqKey = `houseline:stream:${options.name}:seq`;
  const processEpoch = randomBytes(6).toString('hex');
  let localSeq = 0;
  const deliver = (event: T, at: StreamPosition) => emitter.emit('event', event, at);
  const deliverLocally = (event: T) => {
    localSeq += 1;
    deliver(event, { epoch: options.redis ? `${processEpoch}~local` : processEpoch, seq: localSeq });
  };

  const redis = options.redis;
  if (redis) {
    redis.publisher.defineCommand('houselineStreamPublish', {
      numberOfKeys: 2,
      lua: `local epoch = redis.call('GET', KEYS[1])
if not epoch then epoch = ARGV[1]; redis.call('SET', KEYS[1], epoch) end
local seq = redis.call('INCR', KEYS[2])
redis.call('PUBLISH', ARGV[2], epoch .. '|' .. seq .. '|' .. ARGV[3])
return seq`,
    });
    void redis.subscriber.subscribe(channel);
    redis.subscriber.on('message', (from, message) => {
      if (from !== channel) return;
      const first = message.indexOf('|');
      const second = message.indexOf('|', first + 1);
      if (first < 1 || second < 0) return;
      const seq = Number(message.slice(first + 1, second));
      if (!Number.isSafeInteger(seq) || seq < 1) return;
      try {
        const event = options.parse(JSON.parse(message.slice(second + 1)));
        if (event !== null) deliver(event, { epoch: message.slice(0, first), seq });
      } catch {
        // not ours
      }
    });
  }

  return {
    publish(event: T): void {
      if (!redis) {
        deliverLocally(event);
        return;
      }
      const publisher = redis.publisher as Redis & {
        houselineStreamPublish(
          k1: string,
          k2: string,
          epoch: string,
          ch: string,
          body: string,
        ): Promise<number>;
      };
      publisher
        .houselineStreamPublish(epochKey, seqKey, processEpoch, channel, JSON.stringify(event))
        .catch(() => deliverLocally(event));
    },
    on(listener: (event: T, at: StreamPosition) => void): () => void {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}

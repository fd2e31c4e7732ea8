import type { OddsUpdate } from '@houseline/shared/api/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import type { Job } from '../../../platform/jobs/scheduler.ts';
import { createFeedRepository } from './feed.repository.ts';
import type { FeedAdapter } from './feed-adapter.ts';
import { createFeedIngest, type ResultsPort } from './feed-ingest.service.ts';
import { createSimulator } from './simulator/simulator.ts';
import { loadOrCreateSimulatorSeed } from './simulator-seed.repository.ts';

export type { FeedAdapter, FeedEvent } from './feed-adapter.ts';
export type { FeedResult, ResultsPort } from './feed-ingest.service.ts';

export interface FeedConfig {
  /** Run the built-in simulator as the provider (sandbox only). */
  simulator: boolean;
  /** How often the feed job polls the provider and applies what it says. */
  tickMs: number;
  /** Simulated game time per wall-clock time (7.5: a football match plays in 12 minutes). */
  timeCompression: number;
  /**
   * The simulator's seed: the same seed gives the same matches on every instance. Given only for
   * tests (FEED_SEED); otherwise each database gets a random one of its own (decision 0053).
   */
  seed?: string | undefined;
}

export interface FeedModuleDeps {
  db: Db;
  results: ResultsPort;
  publishOdds: (update: OddsUpdate) => void;
  config: FeedConfig;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** A real provider's adapter; without one the simulator runs when `config.simulator` says so. */
  adapter?: FeedAdapter;
}

export const FEED_JOB_NAME = 'sportsbook-feed';

/** The simulator, once its seed is known (read from the database on the first poll). */
function seededSimulator(seedOf: () => Promise<string>, compression: number): FeedAdapter {
  let simulator: FeedAdapter | undefined;
  return {
    name: 'simulator',
    rewind: () => simulator?.rewind?.(),
    async poll(now) {
      simulator ??= createSimulator({ seed: await seedOf(), compression });
      return simulator.poll(now);
    },
  };
}

/**
 * The odds feed (issue 10): a provider adapter, the ingest that writes the catalogue, and ONE
 * scheduled job that polls and applies (the scheduler's advisory lock keeps it to one instance at
 * a time). Returns no job when there is no provider: outside the sandbox a real adapter is passed in.
 */
export function buildFeed(deps: FeedModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const ingest = createFeedIngest({
    db: deps.db,
    repository: createFeedRepository(),
    results: deps.results,
    publishOdds: deps.publishOdds,
    log: deps.log,
  });
  const { seed, timeCompression } = deps.config;
  const adapter =
    deps.adapter ??
    (deps.config.simulator
      ? seededSimulator(seed ? async () => seed : () => loadOrCreateSimulatorSeed(deps.db), timeCompression)
      : undefined);
  const jobs: Job[] = adapter
    ? [
        {
          name: FEED_JOB_NAME,
          everyMs: deps.config.tickMs,
          async run() {
            await ingest.retryUnsettled();
            const events = await adapter.poll(now());
            try {
              if (events.length) await ingest.apply(events);
            } catch (error) {
              adapter.rewind?.();
              throw error;
            }
          },
        },
      ]
    : [];
  return { services: { ingest, adapter }, jobs };
}

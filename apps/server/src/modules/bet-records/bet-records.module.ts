import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { ReadRouter } from '../../platform/db/read-router.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { BetService } from '../sportsbook/bet.service.ts';
import type { VenueRegistry } from '../venues/venue-registry.service.ts';
import { createBetRecordsRepository } from './bet-records.repository.ts';
import { registerBetRecordsRoutes } from './bet-records.routes.ts';
import {
  type BetRecordsService,
  createBetRecordsService,
  type LiveRecordsPort,
} from './bet-records.service.ts';

/**
 * Bet records across products (issue 11): takes the `betRecords` endpoint over from the sportsbook
 * (its bets hydrate through the sportsbook's service) and adds the venues' rounds and their detail.
 */
export function registerBetRecords(
  _app: FastifyInstance,
  deps: {
    endpoint: EndpointRegistrar;
    db: Db;
    reads?: Pick<ReadRouter, 'forMember'> | undefined;
    sportsbook: Pick<BetService, 'byIds'>;
    venues: VenueRegistry;
    live?: LiveRecordsPort | undefined;
    now?: (() => Date) | undefined;
  },
): ModuleRegistration<{ records: BetRecordsService }> {
  const records = createBetRecordsService({
    db: deps.db,
    reads: deps.reads,
    repository: createBetRecordsRepository(),
    sportsbook: deps.sportsbook,
    venues: deps.venues,
    live: deps.live,
    ...(deps.now ? { now: deps.now } : {}),
  });
  registerBetRecordsRoutes(deps.endpoint, records);
  return { services: { records }, jobs: [] };
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { registerAnalyticsRoutes } from './analytics.routes.ts';
import { type AnalyticsService, createAnalyticsService } from './analytics.service.ts';

/** Page views and statistics counters (beacons from the web). */
export function registerAnalytics(
  _app: FastifyInstance,
  deps: { endpoint: EndpointRegistrar; db: Db },
): ModuleRegistration<{ analytics: AnalyticsService }> {
  const analytics = createAnalyticsService({ db: deps.db, repository: createAnalyticsRepository() });
  registerAnalyticsRoutes(deps.endpoint, analytics);
  return { services: { analytics }, jobs: [] };
}

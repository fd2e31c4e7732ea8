import type { FastifyInstance } from 'fastify';
import type { DatabaseKind, Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import { createHealthRepository } from './health.repository.ts';
import { registerHealthRoutes } from './health.routes.ts';
import { createHealthService, type HealthService } from './health.service.ts';

export interface HealthModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  kind: DatabaseKind;
  version: string;
  startedAt: number;
  draining?: () => boolean;
}

/** `GET /api/health`: the process and its database answer. */
export function registerHealth(
  _app: FastifyInstance,
  { endpoint, ...deps }: HealthModuleDeps,
): ModuleRegistration<{ health: HealthService }> {
  const health = createHealthService({ ...deps, repository: createHealthRepository() });
  registerHealthRoutes(endpoint, health);
  return { services: { health }, jobs: [] };
}

import type { FastifyInstance } from 'fastify';
import type { ModuleRegistration } from '../../platform/module.ts';
import { buildOpenApiDocument } from './openapi.ts';

/** The OpenAPI document of every endpoint, generated from the shared contract once at start. */
export function registerDocs(app: FastifyInstance, deps: { version: string }): ModuleRegistration<object> {
  const openApi = buildOpenApiDocument(deps.version);
  app.get('/api/docs/json', async () => openApi);
  return { services: {}, jobs: [] };
}

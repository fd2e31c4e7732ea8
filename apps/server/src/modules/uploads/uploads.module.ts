import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import { createUploadStore } from './upload-store.ts';
import { createUploadsRepository } from './uploads.repository.ts';
import { registerUploadsRoutes } from './uploads.routes.ts';
import { createUploadsService, type UploadsService } from './uploads.service.ts';

export interface UploadsModuleDeps {
  endpoint: EndpointRegistrar;
  endpointIn: (scope: FastifyInstance) => EndpointRegistrar;
  db: Db;
  /** The uploads directory (config.uploadsDir); undefined: a temporary one (tests). */
  dir: string | undefined;
  now?: (() => Date) | undefined;
}

/**
 * Uploads (issue 13, decision 0037): images members attach to feedback, checked by content,
 * re-encoded, stored under server-made names and served only to their owner and operators.
 */
export function registerUploads(
  app: FastifyInstance,
  deps: UploadsModuleDeps,
): ModuleRegistration<{ uploads: UploadsService; uploadsDir: string }> {
  const store = createUploadStore(deps.dir);
  app.addHook('onClose', async () => store.close());
  const uploads = createUploadsService({
    db: deps.db,
    repository: createUploadsRepository(),
    store,
    ...(deps.now ? { now: deps.now } : {}),
  });
  registerUploadsRoutes(app, { endpoint: deps.endpoint, endpointIn: deps.endpointIn, uploads });
  return { services: { uploads, uploadsDir: store.root }, jobs: [] };
}

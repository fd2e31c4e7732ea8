import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import { createArtworkRepository } from './artwork.repository.ts';
import { registerArtworkRoutes } from './artwork.routes.ts';
import { type ArtworkService, createArtworkService } from './artwork.service.ts';
import { createUploadStore } from './upload-store.ts';
import { createUploadsRepository } from './uploads.repository.ts';
import { registerUploadsRoutes } from './uploads.routes.ts';
import { createUploadsService, type UploadsService } from './uploads.service.ts';

export interface UploadsModuleDeps {
  endpoint: EndpointRegistrar;
  endpointIn: (scope: FastifyInstance) => EndpointRegistrar;
  db: Db;
  /** The operator audit log: each artwork upload is one row. */
  audit: AuditPort;
  /** The uploads directory (config.uploadsDir); undefined: a temporary one (tests). */
  dir: string | undefined;
  now?: (() => Date) | undefined;
}

/**
 * Uploads (issue 13, decision 0037): images members attach to feedback, checked by content,
 * re-encoded, stored under server-made names and served only to their owner and operators; and,
 * through the same pipeline and store, the brands' banner artwork operators upload (decision 0087).
 */
export function registerUploads(
  app: FastifyInstance,
  deps: UploadsModuleDeps,
): ModuleRegistration<{ uploads: UploadsService; artwork: ArtworkService; uploadsDir: string }> {
  const store = createUploadStore(deps.dir);
  app.addHook('onClose', async () => store.close());
  const uploads = createUploadsService({
    db: deps.db,
    repository: createUploadsRepository(),
    store,
    ...(deps.now ? { now: deps.now } : {}),
  });
  registerUploadsRoutes(app, { endpoint: deps.endpoint, endpointIn: deps.endpointIn, uploads });
  const artwork = createArtworkService({
    db: deps.db,
    repository: createArtworkRepository(),
    store,
    audit: deps.audit,
    ...(deps.now ? { now: deps.now } : {}),
  });
  registerArtworkRoutes(app, { endpoint: deps.endpoint, endpointIn: deps.endpointIn, artwork });
  return { services: { uploads, artwork, uploadsDir: store.root }, jobs: [] };
}

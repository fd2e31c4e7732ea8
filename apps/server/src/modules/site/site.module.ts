import type { FastifyInstance } from 'fastify';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import { registerSiteRoutes } from './site.routes.ts';
import { createSiteService, type SiteService } from './site.service.ts';

/** Site configuration per brand (with the public key the browser encrypts passwords under). */
export function registerSite(
  _app: FastifyInstance,
  deps: { endpoint: EndpointRegistrar; publicKeySpkiBase64: string },
): ModuleRegistration<{ site: SiteService }> {
  const site = createSiteService({ publicKeySpkiBase64: deps.publicKeySpkiBase64 });
  registerSiteRoutes(deps.endpoint, site);
  return { services: { site }, jobs: [] };
}

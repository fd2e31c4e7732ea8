import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { SiteService } from './site.service.ts';

export function registerSiteRoutes(endpoint: EndpointRegistrar, site: SiteService): void {
  endpoint('siteConfig', async (request) => site.siteConfig(request.siteCode));
  endpoint('preInfo', async (request) => site.preInfo(request.siteCode));
}

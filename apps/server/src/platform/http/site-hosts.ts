import type { SiteCode } from '@houseline/shared/brands/types';
import type { FastifyInstance } from 'fastify';
import { registerAdminHost } from './admin-host.ts';
import { registerWebHost } from './web-host.ts';

export interface SiteHostsConfig {
  adminDistDir: string;
  webDistDir: string;
  defaultSiteCode: SiteCode;
  venueBaseUrl?: string | undefined;
}

/**
 * The two browser apps the server hosts after its API: the operator console at /admin/ and the
 * member site of the request's brand everywhere else (its catch-all is registered last).
 */
export function registerSiteHosts(app: FastifyInstance, config: SiteHostsConfig): void {
  registerAdminHost(app, { adminDistDir: config.adminDistDir });
  registerWebHost(app, {
    webDistDir: config.webDistDir,
    defaultSiteCode: config.defaultSiteCode,
    venueBaseUrl: config.venueBaseUrl,
  });
}

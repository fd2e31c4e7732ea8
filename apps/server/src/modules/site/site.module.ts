import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import { createSiteRepository } from './site.repository.ts';
import { registerSiteRoutes } from './site.routes.ts';
import { createSiteService, type SiteService } from './site.service.ts';
import { createSiteHomeService, type SiteHomeService } from './site-home.service.ts';

/** How long an instance serves a brand's home from memory (decision 0078). */
const HOME_CACHE_MS = 5_000;

function listed(dir: string, keep: (name: string) => boolean): string[] {
  try {
    return readdirSync(dir).filter(keep).sort();
  } catch {
    return [];
  }
}

/**
 * The artwork a brand's banner may show: its own banner renderings and the shared promotion art,
 * read once from the static directory (files on this origin, as the CSP requires).
 */
export function bannerArtwork(staticDir: string): (siteCode: string) => readonly string[] {
  const promo = listed(path.join(staticDir, 'promo'), (n) => /^[a-z0-9-]+\.svg$/.test(n)).map(
    (n) => `/static/promo/${n}`,
  );
  const perBrand = new Map<string, readonly string[]>();
  return (siteCode) => {
    let art = perBrand.get(siteCode);
    if (!art) {
      const own = listed(path.join(staticDir, 'brands', siteCode), (n) => /^banner-\d+\.webp$/.test(n));
      art = [...own.map((n) => `/static/brands/${siteCode}/${n}`), ...promo];
      perBrand.set(siteCode, art);
    }
    return art;
  };
}

/** Site configuration per brand (with the public key the browser encrypts passwords under). */
export function registerSite(
  app: FastifyInstance,
  deps: {
    endpoint: EndpointRegistrar;
    db: Db;
    audit: AuditPort;
    config: { staticDir: string };
    /** The brands' uploaded artwork (the uploads module's, decision 0087), bound late: it registers after. */
    artwork: () => { has(siteCode: string, id: string): Promise<boolean> };
    /** The key pair's public half, which the browser encrypts passwords under. */
    keys: { publicKeySpkiBase64: string };
    now?: (() => Date) | undefined;
  },
): ModuleRegistration<{ site: SiteService; siteHome: SiteHomeService }> {
  const home = createSiteHomeService({
    db: deps.db,
    repository: createSiteRepository(),
    audit: deps.audit,
    artwork: bannerArtwork(deps.config.staticDir),
    uploadedArtwork: (siteCode, id) => deps.artwork().has(siteCode, id),
    cacheMs: HOME_CACHE_MS,
    warn: (message, error) => app.log.warn({ err: error }, message),
    now: deps.now,
  });
  const site = createSiteService({
    publicKeySpkiBase64: deps.keys.publicKeySpkiBase64,
    home: (siteCode) => home.read(siteCode),
  });
  registerSiteRoutes(deps.endpoint, { site, home });
  return { services: { site, siteHome: home }, jobs: [] };
}

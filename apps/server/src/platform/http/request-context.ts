import { randomBytes } from 'node:crypto';
import { HEADER, type Locale } from '@houseline/shared/api/headers';
import { isSiteCode, type SiteCode } from '@houseline/shared/brands/types';
import { LIMITS } from '@houseline/shared/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { localeOf } from './locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand of this request, from the `site_code` header. Set on every /api/ route that needs it. */
    siteCode: SiteCode;
    locale: Locale;
    /** The visitor id: from the `vid` header, or newly issued (and sent back in `vid`). */
    visitorId: string;
  }
}

/** API paths answered without a site code (infrastructure, not brand data). */
const SITE_FREE_PATHS = new Set(['/api/health', '/api/docs/json']);
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return undefined;
  return first.length > LIMITS.headerValueMaxLength ? first.slice(0, LIMITS.headerValueMaxLength) : first;
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * Reads the client headers of SPEC.md §7 into the request: language, site code (refused when
 * missing or unknown) and visitor id.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('siteCode', null as unknown as SiteCode);
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('visitorId', '');

  app.addHook('onRequest', async (request, reply) => {
    request.locale = localeOf(headerValue(request, HEADER.lang));
    // Only endpoints of the contract are brand-scoped; unknown paths fall through to a plain 404.
    if (!request.routeOptions.config?.endpoint) return;
    if (SITE_FREE_PATHS.has(request.routeOptions.url ?? pathOf(request.url))) return;

    // Beacons (sendBeacon, script tags) cannot set headers, so a query `site_code` is accepted too.
    const query = request.query as Record<string, unknown> | undefined;
    const fromQuery = typeof query?.site_code === 'string' ? query.site_code : undefined;
    const site = headerValue(request, HEADER.siteCode) ?? fromQuery;
    if (site === undefined || site === '') throw new AppError('SITE_MISSING');
    if (!isSiteCode(site)) throw new AppError('SITE_UNKNOWN');
    request.siteCode = site;

    const vid = headerValue(request, HEADER.visitorId);
    if (vid && VISITOR_ID.test(vid)) {
      request.visitorId = vid;
    } else {
      request.visitorId = `v_${randomBytes(12).toString('base64url')}`;
      reply.header(HEADER.visitorId, request.visitorId);
    }
  });
}

import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { BRANDS } from '@houseline/shared/brands/registry';
import { SITE_CODES, type SiteCode } from '@houseline/shared/brands/types';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Hosts every brand lists for local use; they name no brand in particular. */
const SHARED_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Which brand a host name serves: a brand's own published host, or `<code>.localhost` style
 * sub-domains (Chromium resolves `*.localhost` to loopback, handy for trying several brands on one
 * machine), otherwise the default brand.
 */
export function siteForHost(hostHeader: string | undefined, fallback: SiteCode): SiteCode {
  if (!hostHeader) return fallback;
  const host = hostHeader.replace(/:\d+$/, '').toLowerCase();
  if (SHARED_HOSTS.has(host)) return fallback;
  for (const code of SITE_CODES) {
    if (BRANDS[code].common.allowedHosts.some((h) => h.toLowerCase() === host)) return code;
  }
  // `<code>.localhost` only: on real domains a label like `by.` or `ky.` means nothing.
  if (!host.endsWith('.localhost')) return fallback;
  const first = host.split('.')[0];
  const match = SITE_CODES.find((code) => code === first);
  return match ?? fallback;
}

const HASHED_ASSET = /^\/assets\//;

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export interface WebHostOptions {
  webDistDir: string;
  defaultSiteCode: SiteCode;
}

/**
 * Serves the built web app of the request's brand from `<webDistDir>/<siteCode>/`, with the SPA
 * fallback to index.html for client routes. Hashed assets are cached for a year; the HTML, the
 * service worker and the manifest are always revalidated so an update reaches members at once.
 */
export function registerWebHost(app: FastifyInstance, { webDistDir, defaultSiteCode }: WebHostOptions): void {
  const rootFor = (request: FastifyRequest): string | undefined => {
    const site = siteForHost(request.hostname, defaultSiteCode);
    const own = path.join(webDistDir, site);
    if (existsSync(path.join(own, 'index.html'))) return own;
    const fallback = path.join(webDistDir, defaultSiteCode);
    return existsSync(path.join(fallback, 'index.html')) ? fallback : undefined;
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/') || urlPath === '/api') throw new AppError('NOT_FOUND');
    const root = rootFor(request);
    if (!root) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    const relative = path.normalize(urlPath).replace(/^(\.\.(\/|\\|$))+/, '');
    const candidate = path.join(root, relative);
    if (candidate.startsWith(root) && relative !== '/' && isFile(candidate)) {
      const immutable = HASHED_ASSET.test(relative);
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(relative, root, { cacheControl: false });
    }
    // A missing asset is a 404, not the app shell (a stale chunk must fail loudly so the app reloads).
    if (HASHED_ASSET.test(relative) || path.extname(relative) !== '') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
  };

  app.get('/*', { config: { rateLimit: false } }, serve);
  app.get('/', { config: { rateLimit: false } }, serve);
}

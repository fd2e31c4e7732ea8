import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
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
/** Files the build pre-compresses (apps/web/build/precompress.ts); their answer varies by encoding. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** A Host header fit to appear in a header value (anything else falls back to 'self' alone). */
const SAFE_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The CSP hash sources of the inline `<script>` and `<style>` elements of a built index.html. The
 * build is Vite's output, not arbitrary HTML: elements are matched by tag, and a script with a
 * `src` is external (allowed by 'self').
 */
export function inlineHashes(html: string): InlineHashes {
  // Every document request asks; the html is one of a few builds, so hash each build once.
  const known = hashesByHtml.get(html);
  if (known) return known;
  const found = hashInline(html);
  if (hashesByHtml.size >= HASHED_BUILDS_MAX) hashesByHtml.clear();
  hashesByHtml.set(html, found);
  return found;
}

interface InlineHashes {
  scripts: string[];
  styles: string[];
}
/** Builds whose hashes are kept (one per brand served, and a rebuild or two). */
const HASHED_BUILDS_MAX = 32;
const hashesByHtml = new Map<string, InlineHashes>();

function hashInline(html: string): InlineHashes {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (/\ssrc\s*=/i.test(attrs) || body === '') continue;
    // Every inline script is hashed, import maps included (script-src governs them too).
    scripts.push(sha256Source(body));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    if (m[1]) styles.push(sha256Source(m[1]));
  }
  return { scripts, styles };
}

/** The origin of an absolute http(s) URL, or undefined for a same-origin path. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Third-party origins a brand's web really uses: statistics scripts and its customer-service frame. */
export function brandOrigins(site: SiteCode): { scripts: string[]; frames: string[] } {
  const brand = BRANDS[site];
  const scripts = new Set<string>();
  for (const list of Object.values(brand.statistics.scriptsList)) {
    for (const script of list) {
      const origin = script.kind === 'src' ? originOf(script.value) : undefined;
      if (origin) scripts.add(origin);
    }
  }
  const frames = new Set<string>();
  const cs = originOf(brand.common.customerServiceUrl);
  if (cs) frames.add(cs);
  return { scripts: [...scripts].sort(), frames: [...frames].sort() };
}

export interface DocumentPolicyInput {
  site: SiteCode;
  html: string;
  /** `https` when the request came over TLS (directly or through a trusted proxy). */
  protocol: string;
  host: string | undefined;
  /** Extra origins the document may frame: a game venue running on its own host (VENUE_BASE_URL). */
  frameOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy of the web app's document: scripts only from the site itself (plus
 * hashes of any inline script the build emitted, and the brand's statistics script hosts), no
 * plugins, no foreign base URL or form target, framed only by the site itself, and the real-time
 * socket on the same host.
 */
export function documentPolicy({
  site,
  html,
  protocol,
  host,
  frameOrigins = [],
}: DocumentPolicyInput): string {
  const { scripts, styles } = inlineHashes(html);
  const origins = brandOrigins(site);
  const socket =
    host && SAFE_HOST.test(host) ? [`${protocol === 'https' ? 'wss' : 'ws'}://${host.toLowerCase()}`] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scripts, ...origins.scripts]],
    ['style-src', ["'self'", ...styles]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...socket]],
    ['frame-src', ["'self'", ...origins.frames, ...frameOrigins]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The built index.html of a root, re-read when the build changes (keyed by its mtime). */
function createShellCache() {
  const cache = new Map<string, { mtimeMs: number; html: string }>();
  return (root: string): string => {
    const file = path.join(root, 'index.html');
    const { mtimeMs } = statSync(file);
    const hit = cache.get(root);
    if (hit && hit.mtimeMs === mtimeMs) return hit.html;
    const html = readFileSync(file, 'utf8');
    cache.set(root, { mtimeMs, html });
    return html;
  };
}

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
  /** The game venue's base URL when it runs on its own host: its origin joins frame-src. */
  venueBaseUrl?: string | undefined;
}

/**
 * Serves the built web app of the request's brand from `<webDistDir>/<siteCode>/`, with the SPA
 * fallback to index.html for client routes. Hashed assets are cached for a year; the HTML, the
 * service worker and the manifest are always revalidated so an update reaches members at once.
 * Text files go out pre-compressed (brotli or gzip, whichever the browser accepts; the build
 * writes them) with `Vary: Accept-Encoding`; the document carries the Content-Security-Policy.
 */
export function registerWebHost(
  app: FastifyInstance,
  { webDistDir, defaultSiteCode, venueBaseUrl }: WebHostOptions,
): void {
  const venueOrigin = venueBaseUrl ? originOf(venueBaseUrl) : undefined;
  const frameOrigins = venueOrigin ? [venueOrigin] : [];
  const rootFor = (request: FastifyRequest): { root: string; site: SiteCode } | undefined => {
    const site = siteForHost(request.hostname, defaultSiteCode);
    const own = path.join(webDistDir, site);
    if (existsSync(path.join(own, 'index.html'))) return { root: own, site };
    const fallback = path.join(webDistDir, defaultSiteCode);
    return existsSync(path.join(fallback, 'index.html'))
      ? { root: fallback, site: defaultSiteCode }
      : undefined;
  };
  const shellHtml = createShellCache();

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/') || urlPath === '/api') throw new AppError('NOT_FOUND');
    const served = rootFor(request);
    if (!served) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    const { root, site } = served;
    const relative = path.normalize(urlPath).replace(/^(\.\.(\/|\\|$))+/, '');
    const candidate = path.join(root, relative);
    if (candidate.startsWith(root) && relative !== '/' && relative !== '/index.html' && isFile(candidate)) {
      const immutable = HASHED_ASSET.test(relative);
      if (COMPRESSIBLE.test(relative)) reply.header('vary', 'accept-encoding');
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(relative, root, { cacheControl: false });
    }
    // A missing asset is a 404, not the app shell (a stale chunk must fail loudly so the app reloads).
    if (relative !== '/index.html' && (HASHED_ASSET.test(relative) || path.extname(relative) !== '')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const policy = documentPolicy({
      frameOrigins,
      site,
      html: shellHtml(root),
      protocol: request.protocol,
      host: request.host,
    });
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', policy)
      .header('cross-origin-opener-policy', 'same-origin')
      .sendFile('index.html', root, { cacheControl: false });
  };

  // The build's files are compressed at build time (preCompressed): no compression on the fly.
  const options = { config: { rateLimit: false }, compress: false } as const;
  app.get('/*', options, serve);
  app.get('/', options, serve);
}

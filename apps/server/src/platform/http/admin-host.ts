import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The placeholder Vite's `html.cspNonce` writes on every tag of the console's index.html. */
export const CSP_NONCE_PLACEHOLDER = 'HOUSELINE_CSP_NONCE';
const PREFIX = '/admin';
const HASHED_ASSET = /^\/assets\//;

/**
 * The console's Content-Security-Policy: scripts and styles only from the site or carrying this
 * document's nonce. antd's CSS-in-JS inserts <style> elements at run time; the console hands them
 * the same nonce (ConfigProvider `csp`), so style-src needs no 'unsafe-inline' (decision 0054).
 * Nothing may frame the console (a back office has no reason to be framed; clickjacking).
 */
export function consolePolicy(nonce: string): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`]],
    ['style-src', ["'self'", `'nonce-${nonce}'`]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The built index.html, re-read when the build changes (keyed by its mtime). */
function createShell(root: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return (): string | undefined => {
    const file = path.join(root, 'index.html');
    if (!isFile(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/**
 * Serves the operator console (apps/admin's build, one for every brand) at /admin/: its hashed
 * assets for a year, and for every other path under /admin/ its index.html (the console's client
 * routes), with a fresh nonce per document written into the page and its policy. Registered beside
 * the member site's host, whose catch-all never sees /admin/.
 */
export function registerAdminHost(app: FastifyInstance, { adminDistDir }: { adminDistDir: string }): void {
  const shell = createShell(adminDistDir);
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? PREFIX);
    // The router ignores a trailing slash; the console's relative asset paths need it.
    if (urlPath === PREFIX) return reply.redirect(`${PREFIX}/`, 302);
    const relative = path.posix.normalize(urlPath.slice(PREFIX.length) || '/');
    if (relative.startsWith('..')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const candidate = path.join(adminDistDir, relative);
    if (
      relative !== '/' &&
      relative !== '/index.html' &&
      candidate.startsWith(adminDistDir) &&
      isFile(candidate)
    ) {
      const immutable = HASHED_ASSET.test(relative);
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(relative, adminDistDir, { cacheControl: false });
    }
    // A missing asset is a 404, not the shell: a stale chunk must fail loudly so the console reloads.
    if (relative !== '/index.html' && (HASHED_ASSET.test(relative) || path.extname(relative) !== '')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const html = shell();
    if (!html) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The console is not built yet. Run `npm run build -w apps/admin` (or `npm start`, which builds it).',
        );
    }
    const nonce = randomBytes(18).toString('base64');
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', consolePolicy(nonce))
      .header('cross-origin-opener-policy', 'same-origin')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
  const options = { config: { rateLimit: false } } as const;
  app.get(PREFIX, options, serve);
  app.get(`${PREFIX}/*`, options, serve);
}

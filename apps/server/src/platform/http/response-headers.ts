import type { FastifyInstance } from 'fastify';

/**
 * Browser features the site never uses are switched off for it and for anything it frames; the
 * clipboard (copying a deposit address) and full screen (games) stay available to the site itself.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

/** One year; no includeSubDomains: a brand's other sub-domains may be served by someone else. */
export const HSTS = 'max-age=31536000';

/**
 * Headers on every answer: API answers depend on site_code, lang and t, so no shared cache may
 * keep them; the usual browser protections (no MIME sniffing, no framing by other sites, no full
 * referrer to other sites, no powerful features the site does not use); and HSTS when the request
 * came over TLS — directly, or through a trusted proxy's X-Forwarded-Proto (TRUST_PROXY) — never
 * over plain HTTP, where it would mean nothing and a local `npm start` must keep working.
 * The document's Content-Security-Policy is set by the web host (web-host.ts), which knows the build.
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // A page that sets its own framing pair (the demo venue's) keeps it.
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

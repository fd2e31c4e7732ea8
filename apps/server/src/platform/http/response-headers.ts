import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer: API answers depend on site_code, lang and t, so no shared cache may
 * keep them; and the usual browser protections (no MIME sniffing, no framing by other sites, no
 * full referrer to other sites).
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

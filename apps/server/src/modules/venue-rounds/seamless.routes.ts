import type { FastifyInstance } from 'fastify';
import type { VenueRegistry } from '../venues/venue-registry.service.ts';
import { SEAMLESS_KINDS, type SeamlessKind, type SeamlessService } from './seamless.service.ts';

export const SEAMLESS_PREFIX = '/api/venue-wallet/v1';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as the venue signed it (seamless-wallet callbacks). */
    seamlessRawBody?: string;
  }
}

/**
 * The seamless-wallet callbacks (`POST /api/venue-wallet/v1/<provider>/<kind>`): plain JSON, not the
 * member envelope. The body is kept raw for the signature, checked by the provider's adapter
 * (`verifyCallback`); a bad or stale signature is 401 `{ status: 'unauthorised' }`.
 */
export function registerSeamlessRoutes(
  app: FastifyInstance,
  deps: { seamless: SeamlessService; venues: VenueRegistry },
): void {
  const { seamless, venues } = deps;
  app.register(
    async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        request.seamlessRawBody = body as string;
        try {
          const parsed: unknown = JSON.parse(body as string);
          done(null, parsed !== null && typeof parsed === 'object' ? parsed : {});
        } catch {
          done(null, {});
        }
      });

      // A provider's callbacks come from few addresses: the per-address API limit is not for them
      // (a 429 would read as "unknown" at the venue and start its retries).
      scope.post('/:provider/:kind', { config: { rateLimit: false } }, async (request, reply) => {
        const { provider, kind } = request.params as { provider: string; kind: string };
        const adapter = venues.adapters().find((a) => a.provider === provider);
        const signed =
          adapter?.verifyCallback({
            method: request.method,
            url: request.url,
            body: request.seamlessRawBody ?? '',
            headers: request.headers,
          }) === true;
        if (!signed) return reply.code(401).send({ status: 'unauthorised' });
        if (!(SEAMLESS_KINDS as readonly string[]).includes(kind)) {
          return reply.code(404).send({ status: 'refused', reason: 'unknown_call' });
        }
        const body = (request.body ?? {}) as Record<string, unknown>;
        const { code, answer } = await seamless.handle(provider, kind as SeamlessKind, body);
        return reply.code(code).send(answer);
      });
    },
    { prefix: SEAMLESS_PREFIX },
  );
}

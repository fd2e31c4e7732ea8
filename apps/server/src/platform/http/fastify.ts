import { mkdirSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { LIMITS } from '@houseline/shared/limits';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import type { AppConfig } from '../../config.ts';
import type { RedisClients } from '../redis.ts';
import { answerClientError, registerEnvelope, sendFailure } from './envelope.ts';
import { AppError } from './errors.ts';
import { serializeError, serializeRequest } from './log-serializers.ts';
import { registerRequestContext } from './request-context.ts';
import { registerResponseHeaders } from './response-headers.ts';

/** Secrets and tokens never reach the log. */
const REDACT = ['req.headers.t', 'req.headers.authorization', 'req.headers.cookie', 'res.headers.id'];

/** The Fastify instance with its limits, logging and the envelope for framework-level failures. */
export function createFastify(config: AppConfig): FastifyInstance {
  return Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { req: serializeRequest, err: serializeError },
    },
    bodyLimit: LIMITS.requestBodyMaxBytes,
    requestTimeout: LIMITS.requestTimeoutMs * 3,
    // Node-level failures (headers too large, a broken request line) also answer in the envelope.
    clientErrorHandler: answerClientError,
    // The trusted proxies' addresses and CIDRs, or false (config.ts refuses `true` and hop counts).
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // Request ids in logs, taken from a proxy's header when there is one.
    requestIdHeader: 'x-request-id',
    // Router-level failures (a malformed URL) skip the error handler; answer them in the envelope too.
    frameworkErrors: (_error, request, reply) => {
      request.locale ??= 'zh-CN';
      void sendFailure(request, reply, 'BAD_REQUEST', 400);
    },
  });
}

/**
 * External plugins (form bodies, rate limits, static files), then the platform hooks (request
 * context, envelope, response headers) — before any module registers a route.
 */
export async function registerPlatformPlugins(
  app: FastifyInstance,
  config: AppConfig,
  redis: RedisClients | undefined,
): Promise<void> {
  await app.register(fastifyFormbody, { parser: (body) => qs.parse(body, { depth: 5, arrayLimit: 100 }) });
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    // The plugin's own key, except for a request whose client has already hung up: its socket has
    // no address left (`request.ip` is undefined) and the default threw a TypeError, a 500 logged
    // per WebSocket upgrade abandoned under load (seen through HAProxy, issue 27).
    keyGenerator: (request) => (request.ip === undefined ? 'gone' : normalizeIP(request.ip)),
    // One count per address across all instances in scale mode.
    ...(redis ? { redis: redis.publisher, nameSpace: 'houseline-rl:' } : {}),
    // Only the API is limited here: a page load fetches many images from /static and the app
    // files, and members behind one NAT share an address.
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  // The web build may not exist yet (API-only runs); the host answers 503 with advice until it does.
  mkdirSync(config.webDistDir, { recursive: true });
  // preCompressed: the build writes .br and .gz beside each text file; reply.sendFile picks one.
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    serve: false,
    wildcard: false,
    preCompressed: true,
  });
  await app.register(fastifyStatic, {
    root: config.staticDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: config.nodeEnv === 'production' ? '1d' : 0,
  });
  // A static URL with a content version (`?v=`, SPEC.md §9: game images) never changes: cache it for good.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && /^\/static\/[^?]+\?(.*&)?v=[0-9a-f]{6,}/.test(request.url)) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    }
    return payload;
  });

  registerRequestContext(app);
  registerEnvelope(app);
  registerResponseHeaders(app);
  // Answers over 1 KB (the API's game lists, match lists, the site config; /static's text files)
  // compressed on the fly with a fast brotli level; the web build's files are compressed at build
  // time and their route opts out (web-host.ts). Decision 0046.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

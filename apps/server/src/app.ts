import { mkdirSync } from 'node:fs';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { endpoints } from '@houseline/shared/api/endpoints';
import { LIMITS } from '@houseline/shared/limits';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import { type AppConfig, assertSafeConfig } from './config.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { createOperatorsService } from './modules/admin/operators.service.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createAttemptGuard } from './modules/auth/attempt-guard.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthEventsRepository } from './modules/auth/auth-events.repository.ts';
import { createCaptchaRepository } from './modules/auth/captcha.repository.ts';
import { createCaptchaService } from './modules/auth/captcha.service.ts';
import { createCodeRepository } from './modules/auth/code.repository.ts';
import { createCodeService } from './modules/auth/code.service.ts';
import { buildOpenApiDocument } from './modules/docs/openapi.ts';
import { createGamesRepository } from './modules/games/games.repository.ts';
import { registerGamesRoutes } from './modules/games/games.routes.ts';
import { createGamesService } from './modules/games/games.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerJobsRoutes } from './modules/jobs/jobs.routes.ts';
import { BOOKS_AUDIT_EVERY_MS, createBooksAuditService } from './modules/ledger/books-audit.service.ts';
import { createLedgerRepository } from './modules/ledger/ledger.repository.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import { createAccountService } from './modules/member/account.service.ts';
import { createMemberRepository } from './modules/member/member.repository.ts';
import { registerMemberRoutes } from './modules/member/member.routes.ts';
import { createMemberService } from './modules/member/member.service.ts';
import { createMessagesRepository } from './modules/member/messages.repository.ts';
import { createPasswordReader } from './modules/member/passwords.ts';
import { createProfileService } from './modules/member/profile.service.ts';
import { registerSiteRoutes } from './modules/site/site.routes.ts';
import { createSiteService } from './modules/site/site.service.ts';
import { demoVenueAdapter, registerDemoVenue } from './modules/venues/demo-venue.ts';
import { createVenueRegistry } from './modules/venues/venue-registry.ts';
import { createDepositService } from './modules/wallet/deposit.service.ts';
import { createExchangeService } from './modules/wallet/exchange.service.ts';
import { createRecordsService } from './modules/wallet/records.service.ts';
import { registerGatewayCallbacks, registerSandboxWalletRoutes } from './modules/wallet/sandbox.routes.ts';
import { createSandboxChain } from './modules/wallet/sandbox-chain.ts';
import { createSandboxGateway } from './modules/wallet/sandbox-gateway.ts';
import { createTransferService } from './modules/wallet/transfer.service.ts';
import { registerWalletRoutes } from './modules/wallet/wallet.routes.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createWalletAccounts } from './modules/wallet/wallet-accounts.ts';
import { registerWalletOpsRoutes } from './modules/wallet/wallet-ops.routes.ts';
import { createWithdrawService } from './modules/wallet/withdraw.service.ts';
import { createWithdrawAccountsRepository } from './modules/withdraw-accounts/withdraw-accounts.repository.ts';
import { createWithdrawAccountsService } from './modules/withdraw-accounts/withdraw-accounts.service.ts';
import { createSessionRepository } from './platform/auth/session.repository.ts';
import { createSessionService, type SessionPolicy } from './platform/auth/session.service.ts';
import { loadPasswordKeys } from './platform/crypto/rsa-keys.ts';
import type { Database } from './platform/db/client.ts';
import { createEndpointRegistrar } from './platform/http/endpoint.ts';
import { answerClientError, registerEnvelope, sendFailure } from './platform/http/envelope.ts';
import { AppError } from './platform/http/errors.ts';
import { serializeError, serializeRequest } from './platform/http/log-serializers.ts';
import { registerRequestContext } from './platform/http/request-context.ts';
import { registerResponseHeaders } from './platform/http/response-headers.ts';
import { registerWebHost } from './platform/http/web-host.ts';
import { createJobAlerts } from './platform/jobs/job-alerts.ts';
import { createScheduler } from './platform/jobs/scheduler.ts';
import { type CodeDelivery, createSandboxDelivery } from './platform/messaging/delivery.ts';
import { createMemberEvents } from './platform/realtime/member-events.ts';
import { registerRealtime } from './platform/realtime/ws-hub.ts';
import { connectRedis } from './platform/redis.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Tests shorten expiry and rotation times. */
  sessionPolicy?: SessionPolicy;
  now?: () => Date;
}

/** Secrets and tokens never reach the log. */
const REDACT = ['req.headers.t', 'req.headers.authorization', 'req.headers.cookie', 'res.headers.id'];

/**
 * Builds the Fastify instance (no listening): external plugins, then platform, then routes — so
 * tests drive it with `inject()` and main.ts only adds `listen()`.
 */
export async function buildApp({
  config,
  database,
  sessionPolicy,
  now,
}: BuildAppOptions): Promise<FastifyInstance> {
  assertSafeConfig(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { req: serializeRequest, err: serializeError },
    },
    bodyLimit: LIMITS.requestBodyMaxBytes,
    requestTimeout: LIMITS.requestTimeoutMs * 3,
    // Node-level failures (headers too large, a broken request line) also answer in the envelope.
    clientErrorHandler: answerClientError,
    // Fastify takes a hop count, an address list or false (never `true`: see config.ts).
    trustProxy: config.trustProxy as boolean | string[],
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // Request ids in logs, taken from a proxy's header when there is one.
    requestIdHeader: 'x-request-id',
    // Router-level failures (a malformed URL) skip the error handler; answer them in the envelope too.
    frameworkErrors: (_error, request, reply) => {
      request.locale ??= 'zh-CN';
      void sendFailure(request, reply, 'BAD_REQUEST', 400);
    },
  });

  // Scale mode: Redis for pub/sub fan-out and shared rate-limit counters.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => redis.close());

  // External plugins.
  await app.register(fastifyFormbody, { parser: (body) => qs.parse(body, { depth: 5, arrayLimit: 100 }) });
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    // One count per address across all instances in scale mode.
    ...(redis ? { redis: redis.publisher, nameSpace: 'houseline-rl:' } : {}),
    // Only the API is limited here: a page load fetches many images from /static and the app
    // files, and members behind one NAT share an address.
    allowList: (request) => !request.url.startsWith('/api/'),
  });
  // The web build may not exist yet (API-only runs); the host answers 503 with advice until it does.
  mkdirSync(config.webDistDir, { recursive: true });
  await app.register(fastifyStatic, { root: config.webDistDir, serve: false, wildcard: false });
  await app.register(fastifyStatic, {
    root: config.staticDir,
    prefix: '/static/',
    decorateReply: false,
    maxAge: config.nodeEnv === 'production' ? '1d' : 0,
  });

  // Platform.
  registerRequestContext(app);
  registerEnvelope(app);
  registerResponseHeaders(app);

  const { db } = database;
  const keys = await loadPasswordKeys(db, config.rsaPrivateKeyPem);
  const sessions = createSessionService({
    db,
    repository: createSessionRepository(),
    ...(sessionPolicy ? { policy: sessionPolicy } : {}),
    ...(now ? { now } : {}),
  });
  const memberRepository = createMemberRepository();
  const clock = now ? { now } : {};
  const operators = createOperatorsService({ db, ...clock });
  const endpoint = createEndpointRegistrar(app, {
    sessions,
    validateResponses: config.validateResponses,
    resolveOperator: (token) => operators.resolve(token),
  });

  // Accounts: captchas, codes (delivered by the sandbox unless a provider is configured),
  // attempt limits, then the member services on top.
  const sandboxDelivery = config.sandbox ? createSandboxDelivery(app.log) : undefined;
  const delivery = sandboxDelivery ?? missingDelivery();
  const captcha = createCaptchaService({
    db,
    repository: createCaptchaRepository(),
    sandbox: config.sandbox,
    ...clock,
  });
  const codes = createCodeService({
    db,
    repository: createCodeRepository(),
    delivery,
    log: app.log,
    ...clock,
  });
  const authEvents = createAuthEventsRepository();
  const guard = createAttemptGuard({ db, repository: authEvents, ...clock });
  const passwords = createPasswordReader(keys, app.log);
  const messages = createMessagesRepository();
  const profile = createProfileService({ db, members: memberRepository, codes, guard, passwords, ...clock });
  const accounts = createAccountService({
    db,
    members: memberRepository,
    sessions,
    captcha,
    codes,
    guard,
    authEvents,
    passwords,
    messages,
    ...clock,
  });
  const withdrawAccounts = createWithdrawAccountsService({
    db,
    repository: createWithdrawAccountsRepository(),
    members: memberRepository,
    profile,
    ...clock,
  });

  // Money: the ledger, then the wallet flows on top of it (DESIGN.md §5, §6).
  const events = createMemberEvents(redis);
  const ledger = createLedgerService({ db, repository: createLedgerRepository(), ...clock });
  const walletAccounts = createWalletAccounts(ledger);
  const wallets = createWalletService({ db });
  const money = { db, ledger, accounts: walletAccounts, events, ...clock };
  const alerts = createJobAlerts({ db, log: app.log, ...clock });
  const deposits = createDepositService({
    ...money,
    log: app.log,
    gateway: createSandboxGateway(config.gatewaySecret),
    addressSeed: config.depositAddressSeed,
  });
  const chain = createSandboxChain({ db, deposits, blockMs: config.chainBlockMs, ...clock });
  const withdrawals = createWithdrawService({ ...money, members: memberRepository, profile });
  // The built-in demo venue runs in this process (sandbox) unless a venue API URL is configured.
  const demoVenue =
    config.sandbox && !config.venueBaseUrl
      ? registerDemoVenue(app, { db, secret: config.venueSecret, ...clock })
      : undefined;
  // Venues by code, one adapter per provider (the games issue adds providers).
  const venues = createVenueRegistry(
    config.venueBaseUrl || demoVenue
      ? [demoVenueAdapter(app, { config, db: demoVenue ? db : undefined, ...clock })]
      : [],
  );
  const transfers = createTransferService({
    ...money,
    wallets,
    venues,
    alerts,
    venueTimeoutMs: config.venueTimeoutMs,
    log: app.log,
  });
  const booksAudit = createBooksAuditService({
    db,
    alerts,
    log: app.log,
    venueBooks: () => venues.adapters().flatMap((a) => (a.books ? [a.books] : [])),
  });
  const exchange = createExchangeService({ ...money, wallets });
  const records = createRecordsService({ db, ...clock });

  // Routes (the composition root: each module gets only what it needs).
  registerHealthRoutes(endpoint, { db, kind: database.kind, version: config.version, startedAt: Date.now() });
  registerSiteRoutes(endpoint, createSiteService({ publicKeySpkiBase64: keys.publicKeySpkiBase64 }));
  registerGamesRoutes(endpoint, createGamesService({ db, repository: createGamesRepository() }));
  registerAnalyticsRoutes(endpoint, createAnalyticsService({ db, repository: createAnalyticsRepository() }));
  registerAuthRoutes(app, endpoint, { db, captcha, codes, members: memberRepository, sandboxDelivery });
  registerMemberRoutes(endpoint, {
    members: createMemberService({ db, repository: memberRepository, messages }),
    accounts,
    profile,
    withdrawAccounts,
  });

  registerWalletRoutes(endpoint, { wallets, deposits, withdrawals, transfers, exchange, records });
  registerAdminRoutes(endpoint, {
    db,
    operators,
    deposits,
    withdrawals,
    ledger,
    accounts: walletAccounts,
    members: memberRepository,
    events,
  });
  registerWalletOpsRoutes(endpoint, { deposits, transfers, operators });
  registerJobsRoutes(endpoint, { alerts, booksAudit, operators });
  registerGatewayCallbacks(app, deposits);
  if (config.sandbox && demoVenue) {
    registerSandboxWalletRoutes(app, endpoint, {
      deposits,
      chain,
      demoVenue,
      gatewaySecret: config.gatewaySecret,
      now: now ?? (() => new Date()),
    });
  }
  await registerRealtime(app, {
    sessions,
    events,
    balance: (siteCode, memberId) => wallets.balance(siteCode, memberId),
  });

  // Background jobs: the chain watcher, the transfer reconciler, deposit expiry.
  const scheduler = createScheduler(database, app.log, { alerts });
  if (config.jobs) {
    app.addHook('onReady', async () => {
      scheduler.start([
        { name: 'deposits.expire', everyMs: 60_000, run: async () => void (await deposits.expireOverdue()) },
        ...(config.sandbox
          ? [{ name: 'deposits.chain', everyMs: 1_000, run: () => chain.watchChain() }]
          : []),
        { name: 'transfers.reconcile', everyMs: 5_000, run: async () => void (await transfers.reconcile()) },
        {
          name: 'books.audit',
          everyMs: BOOKS_AUDIT_EVERY_MS,
          run: async () => void (await booksAudit.run()),
        },
      ]);
    });
  }
  app.addHook('onClose', async () => scheduler.stop());

  const openApi = buildOpenApiDocument(config.version);
  app.get('/api/docs/json', async () => openApi);

  registerNotFound(app, config.sandbox);
  registerWebHost(app, { webDistDir: config.webDistDir, defaultSiteCode: config.defaultSiteCode });

  app.decorate('services', {
    sessions,
    members: memberRepository,
    passwordKeys: keys,
    sandboxDelivery,
    captcha,
    ledger,
    deposits,
    chain,
    withdrawals,
    transfers,
    exchange,
    operators,
    events,
    demoVenue,
    venues,
    alerts,
    booksAudit,
    scheduler,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: {
      sessions: ReturnType<typeof createSessionService>;
      members: ReturnType<typeof createMemberRepository>;
      passwordKeys: Awaited<ReturnType<typeof loadPasswordKeys>>;
      sandboxDelivery: ReturnType<typeof createSandboxDelivery> | undefined;
      captcha: ReturnType<typeof createCaptchaService>;
      ledger: ReturnType<typeof createLedgerService>;
      deposits: ReturnType<typeof createDepositService>;
      chain: ReturnType<typeof createSandboxChain>;
      withdrawals: ReturnType<typeof createWithdrawService>;
      transfers: ReturnType<typeof createTransferService>;
      exchange: ReturnType<typeof createExchangeService>;
      operators: ReturnType<typeof createOperatorsService>;
      events: ReturnType<typeof createMemberEvents>;
      demoVenue: ReturnType<typeof registerDemoVenue> | undefined;
      venues: ReturnType<typeof createVenueRegistry>;
      alerts: ReturnType<typeof createJobAlerts>;
      booksAudit: ReturnType<typeof createBooksAuditService>;
      scheduler: ReturnType<typeof createScheduler>;
    };
  }
}

/**
 * Outside sandbox mode a real SMS/e-mail provider must be plugged in (platform/messaging); until
 * one is, sending a code fails cleanly with "failed to get verification code".
 */
function missingDelivery(): CodeDelivery {
  return {
    name: 'none',
    send: async () => {
      throw new Error('no code delivery provider is configured');
    },
  };
}

/** Unknown API routes get the envelope: 405 when the path exists under another method, else 404. */
function registerNotFound(app: FastifyInstance, sandbox: boolean): void {
  const methodsByPath = new Map<string, Set<string>>();
  for (const def of Object.values(endpoints)) {
    if ('sandbox' in def && def.sandbox && !sandbox) continue;
    const set = methodsByPath.get(def.path) ?? new Set<string>();
    set.add(def.method);
    methodsByPath.set(def.path, set);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const known = methodsByPath.get(path.replace(/\/$/, ''));
    if (known && !known.has(request.method)) {
      reply.header('allow', [...known].join(', '));
      return sendFailure(request, reply, 'METHOD_NOT_ALLOWED', 405);
    }
    return sendFailure(request, reply, 'NOT_FOUND', 404);
  });
}

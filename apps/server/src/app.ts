import type { FastifyInstance } from 'fastify';
import { type AppConfig, assertSafeConfig } from './config.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createOperatorsRepository } from './modules/admin/operators.repository.ts';
import { createOperatorsService } from './modules/admin/operators.service.ts';
import { registerAnalytics } from './modules/analytics/analytics.module.ts';
import { createAttemptGuard } from './modules/auth/attempt-guard.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthEventsRepository } from './modules/auth/auth-events.repository.ts';
import { createAuthLimitsRepository } from './modules/auth/auth-limits.repository.ts';
import { createCaptchaRepository } from './modules/auth/captcha.repository.ts';
import { createCaptchaService } from './modules/auth/captcha.service.ts';
import { createCodeRepository } from './modules/auth/code.repository.ts';
import { createCodeService } from './modules/auth/code.service.ts';
import { registerDocs } from './modules/docs/docs.module.ts';
import { registerGames } from './modules/games/games.module.ts';
import { registerHealth } from './modules/health/health.module.ts';
import { registerJobs } from './modules/jobs/jobs.module.ts';
import type { BooksAuditService } from './modules/ledger/books-audit.service.ts';
import { registerLedger } from './modules/ledger/ledger.module.ts';
import { createAccountService } from './modules/member/account.service.ts';
import { createMemberRepository } from './modules/member/member.repository.ts';
import { registerMemberRoutes } from './modules/member/member.routes.ts';
import { createMemberService } from './modules/member/member.service.ts';
import { createMessagesRepository } from './modules/member/messages.repository.ts';
import { createPasswordReader } from './modules/member/passwords.ts';
import { createProfileService } from './modules/member/profile.service.ts';
import { registerSite } from './modules/site/site.module.ts';
import { demoVenueAdapter, registerDemoVenue } from './modules/venues/demo-venue.ts';
import { createVenueRegistry } from './modules/venues/venue-registry.ts';
import { registerWallet } from './modules/wallet/wallet.module.ts';
import { createWithdrawAccountsRepository } from './modules/withdraw-accounts/withdraw-accounts.repository.ts';
import { createWithdrawAccountsService } from './modules/withdraw-accounts/withdraw-accounts.service.ts';
import { createSessionRepository } from './platform/auth/session.repository.ts';
import { createSessionService, type SessionPolicy } from './platform/auth/session.service.ts';
import { loadPasswordKeys } from './platform/crypto/rsa-keys.ts';
import type { Database } from './platform/db/client.ts';
import { createEndpointRegistrar } from './platform/http/endpoint.ts';
import { createFastify, registerPlatformPlugins } from './platform/http/fastify.ts';
import { registerNotFound } from './platform/http/not-found.ts';
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

/**
 * The composition root. Builds the Fastify instance (no listening) as a list: platform plugins,
 * then each module's `register<Domain>(app, deps)` with the narrow deps it needs, then the jobs
 * the modules returned, then the web host — so tests drive it with `inject()` and main.ts only
 * adds `listen()`.
 */
export async function buildApp({
  config,
  database,
  sessionPolicy,
  now,
}: BuildAppOptions): Promise<FastifyInstance> {
  assertSafeConfig(config);
  const app = createFastify(config);

  // ── Platform ────────────────────────────────────────────────────────────────────────────────
  // Scale mode: Redis for pub/sub fan-out and shared rate-limit counters.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => redis.close());
  await registerPlatformPlugins(app, config, redis);

  const { db } = database;
  const clock = now ? { now } : {};
  const keys = await loadPasswordKeys(db, config.rsaPrivateKeyPem);
  const sessions = createSessionService({
    db,
    repository: createSessionRepository(),
    ...(sessionPolicy ? { policy: sessionPolicy } : {}),
    ...clock,
  });
  const events = createMemberEvents(redis);
  const alerts = createJobAlerts({ db, log: app.log, ...clock });
  const endpoint = createEndpointRegistrar(app, {
    sessions,
    validateResponses: config.validateResponses,
    resolveOperator: (token) => operators.resolve(token),
  });

  // ── Modules ─────────────────────────────────────────────────────────────────────────────────
  registerHealth(app, { endpoint, db, kind: database.kind, version: config.version, startedAt: Date.now() });
  registerSite(app, { endpoint, publicKeySpkiBase64: keys.publicKeySpkiBase64 });
  registerGames(app, { endpoint, db });
  registerAnalytics(app, { endpoint, db });
  registerDocs(app, { version: config.version });
  const { ledger } = registerLedger(app, { db, ...clock }).services;

  // ── Accounts: auth, member, withdraw-accounts — NOT YET A MODULE REGISTRATION ──────────────
  // auth and member import each other; the change that breaks that cycle turns this block into
  // `registerAuth(...)` and `registerMember(...)` (issue 9). Until then it is wired here.
  const memberRepository = createMemberRepository();
  const sandboxDelivery = config.sandbox ? createSandboxDelivery(app.log) : undefined;
  const delivery = sandboxDelivery ?? missingDelivery();
  const captcha = createCaptchaService({
    db,
    repository: createCaptchaRepository(),
    sandbox: config.sandbox,
    ...clock,
  });
  const authLimits = createAuthLimitsRepository();
  const codes = createCodeService({
    db,
    repository: createCodeRepository(),
    limits: authLimits,
    delivery,
    log: app.log,
    ...clock,
  });
  const authEvents = createAuthEventsRepository();
  const guard = createAttemptGuard({ db, repository: authEvents, limits: authLimits, ...clock });
  const operators = createOperatorsService({ db, repository: createOperatorsRepository(), guard, ...clock });
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
  registerAuthRoutes(app, endpoint, { db, captcha, codes, members: memberRepository, sandboxDelivery });
  registerMemberRoutes(endpoint, {
    members: createMemberService({ db, repository: memberRepository, messages }),
    accounts,
    profile,
    withdrawAccounts,
  });
  // ── end of the accounts block ───────────────────────────────────────────────────────────────

  // ── Venues — NOT YET A MODULE REGISTRATION ─────────────────────────────────────────────────
  // The venue registry change replaces this block with `registerVenues(...)` (issue 9). The
  // built-in demo venue runs in this process (sandbox) unless a venue API URL is configured.
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
  // ── end of the venues block ─────────────────────────────────────────────────────────────────

  const wallet = registerWallet(app, {
    endpoint,
    db,
    ledger,
    events,
    members: memberRepository,
    profile,
    venues,
    alerts,
    venueTimeoutMs: config.venueTimeoutMs,
    operators,
    demoVenue,
    sandbox: config.sandbox,
    gatewaySecret: config.gatewaySecret,
    depositAddressSeed: config.depositAddressSeed,
    chainBlockMs: config.chainBlockMs,
    log: app.log,
    now,
  });
  const { wallets, deposits, chain, withdrawals, transfers, exchange } = wallet.services;
  const jobs = registerJobs(app, {
    endpoint,
    db,
    alerts,
    operators,
    venueBooks: () => venues.adapters().flatMap((a) => (a.books ? [a.books] : [])),
    log: app.log,
  });
  const { booksAudit } = jobs.services;

  // ── Admin — NOT YET A MODULE REGISTRATION ──────────────────────────────────────────────────
  // The admin rewrite turns this into `registerAdmin(...)` (issue 9).
  registerAdminRoutes(endpoint, {
    operators,
    admin: createAdminService({
      db,
      repository: createAdminRepository(),
      operators,
      deposits,
      withdrawals,
      ledger,
      accounts: wallet.services.accounts,
      members: memberRepository,
      sessions,
      events,
    }),
  });
  // ── end of the admin block ──────────────────────────────────────────────────────────────────

  await registerRealtime(app, {
    sessions,
    events,
    balance: (siteCode, memberId) => wallets.balance(siteCode, memberId),
    limits: config.realtime,
  });

  // ── Jobs, then the web host ─────────────────────────────────────────────────────────────────
  const scheduler = createScheduler(database, app.log, { alerts });
  if (config.jobs) app.addHook('onReady', async () => scheduler.start([...wallet.jobs, ...jobs.jobs]));
  app.addHook('onClose', async () => scheduler.stop());

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
      ledger: ReturnType<typeof registerLedger>['services']['ledger'];
      deposits: ReturnType<typeof registerWallet>['services']['deposits'];
      chain: ReturnType<typeof registerWallet>['services']['chain'];
      withdrawals: ReturnType<typeof registerWallet>['services']['withdrawals'];
      transfers: ReturnType<typeof registerWallet>['services']['transfers'];
      exchange: ReturnType<typeof registerWallet>['services']['exchange'];
      operators: ReturnType<typeof createOperatorsService>;
      events: ReturnType<typeof createMemberEvents>;
      demoVenue: ReturnType<typeof registerDemoVenue> | undefined;
      venues: ReturnType<typeof createVenueRegistry>;
      alerts: ReturnType<typeof createJobAlerts>;
      booksAudit: BooksAuditService;
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

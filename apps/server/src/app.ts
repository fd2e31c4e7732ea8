import type { FastifyInstance } from 'fastify';
import { registerEngagement } from './app-engagement.ts';
import { type AppConfig, assertSafeConfig } from './config.ts';
import { registerAdmin } from './modules/admin/admin.module.ts';
import { registerAnalytics } from './modules/analytics/analytics.module.ts';
import { registerAuth } from './modules/auth/auth.module.ts';
import { registerBetRecords } from './modules/bet-records/bet-records.module.ts';
import { registerDocs } from './modules/docs/docs.module.ts';
import { registerGameSessions } from './modules/game-sessions/game-sessions.module.ts';
import { registerGames } from './modules/games/games.module.ts';
import { registerHealth } from './modules/health/health.module.ts';
import { registerJobs } from './modules/jobs/jobs.module.ts';
import { registerLedger } from './modules/ledger/ledger.module.ts';
import { registerLiveTables } from './modules/live-tables/live-tables.module.ts';
import { registerMember } from './modules/member/member.module.ts';
import { registerMessages } from './modules/messages/messages.module.ts';
import { registerSite } from './modules/site/site.module.ts';
import { buildFeed } from './modules/sportsbook/feed/feed.module.ts';
import { registerSportsbook } from './modules/sportsbook/sportsbook.module.ts';
import { registerVenueRounds } from './modules/venue-rounds/venue-rounds.module.ts';
import { registerVenues } from './modules/venues/venues.module.ts';
import { registerVip } from './modules/vip/vip.module.ts';
import { turnover } from './modules/wallet/turnover.repository.ts';
import { registerWallet } from './modules/wallet/wallet.module.ts';
import { centerCurrency, EXCHANGE_RULES } from './modules/wallet/wallet-config.ts';
import { registerWithdrawAccounts } from './modules/withdraw-accounts/withdraw-accounts.module.ts';
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
import { createLiveEvents } from './platform/realtime/live-events.ts';
import { createMemberEvents } from './platform/realtime/member-events.ts';
import { createOddsEvents } from './platform/realtime/odds-events.ts';
import { createTopicHub } from './platform/realtime/topic-hub.ts';
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
  const registrarDeps = {
    sessions,
    validateResponses: config.validateResponses,
    resolveOperator: (token: string | undefined) => admin.services.operators.resolve(token),
  };
  const endpoint = createEndpointRegistrar(app, registrarDeps);

  // ── Modules ─────────────────────────────────────────────────────────────────────────────────
  registerHealth(app, { endpoint, db, kind: database.kind, version: config.version, startedAt: Date.now() });
  registerSite(app, { endpoint, publicKeySpkiBase64: keys.publicKeySpkiBase64 });
  registerAnalytics(app, { endpoint, db });
  registerDocs(app, { version: config.version });
  const { ledger } = registerLedger(app, { db, ...clock }).services;

  // Member builds on auth's guard, codes and captcha; auth's code endpoint looks up members'
  // contacts through a lookup bound late (first called on a request, after registerMember).
  const auth = registerAuth(app, {
    endpoint,
    db,
    sandbox: config.sandbox,
    log: app.log,
    contacts: () => member.services.members,
    now,
  });
  const { captcha, codes, guard, sandboxDelivery } = auth.services;
  // Messages (issue 13): registered before the member module, which sends the welcome message
  // through it. The audit log is admin's, bound late.
  const messagesModule = registerMessages(app, {
    endpoint,
    db,
    events,
    // The VIP level of record (members.vip_level, promoted by the VIP module), bound late.
    vipLevelOf: async (siteCode, memberId) =>
      (await member.services.members.findById(db, siteCode, memberId))?.vipLevel ?? 0,
    operators: { audit: (...args) => admin.services.operators.audit(...args) },
    now,
  });
  const { messages } = messagesModule.services;
  const member = registerMember(app, {
    endpoint,
    db,
    sessions,
    passwordKeys: keys,
    log: app.log,
    captcha,
    codes,
    guard,
    messages: { send: (message) => messages.send(message) },
    now,
  });
  const { members, profile } = member.services;
  registerWithdrawAccounts(app, { endpoint, db, members, profile, now });

  // Venues: the provider registry; the built-in demo venue runs in this process (sandbox) unless
  // a venue API URL is configured.
  const venuesModule = registerVenues(app, { db, config, now });
  const { venues, demoVenue } = venuesModule.services;
  const { games } = registerGames(app, {
    endpoint,
    db,
    walletModeOf: (code) => venues.venue(code)?.walletMode ?? 'transfer',
    audit: (...args) => admin.services.operators.audit(...args),
    now,
  }).services;

  const wallet = registerWallet(app, {
    endpoint,
    db,
    ledger,
    events,
    members,
    profile,
    venues,
    alerts,
    venueTimeoutMs: config.venueTimeoutMs,
    venueGate: games,
    // Venue rounds are registered after the wallet: a member's rounds at a venue are brought into
    // our books before money leaves it (decision 0029), bound late, first called on a transfer out.
    beforeTransferOut: (siteCode, memberId, venue) =>
      venueRounds.services.pulls.syncMember(siteCode, memberId, venue),
    // Admin is registered after the wallet (it builds on the wallet's services); its audit log
    // is bound late, first used on an operator request.
    operators: { audit: (...args) => admin.services.operators.audit(...args) },
    // VIP is registered after the wallet (it pays through the wallet's accounts); the per-level
    // withdrawal limits are bound late, first read on a withdrawal.
    withdrawLimits: (siteCode, memberId) => vipModule.services.vip.withdrawLimits(siteCode, memberId),
    demoVenue,
    sandbox: config.sandbox,
    gatewaySecret: config.gatewaySecret,
    depositAddressSeed: config.depositAddressSeed,
    chainBlockMs: config.chainBlockMs,
    log: app.log,
    now,
  });
  const { wallets, deposits, chain, withdrawals, transfers, exchange } = wallet.services;
  // VIP (issue 13): levels from valid turnover and credited deposits, upgrade/monthly/rebate
  // payments through the ledger (each with a turnover requirement), per-level withdrawal limits.
  const vipModule = registerVip(app, {
    endpoint,
    db,
    ledger,
    accounts: wallet.services.accounts,
    turnover: { require: turnover.require },
    events,
    usdtRateMinor: EXCHANGE_RULES.midRate,
    log: app.log,
    now,
  });
  const gameSessions = registerGameSessions(app, {
    endpoint,
    db,
    games,
    venues,
    transfers,
    wallets,
    log: app.log,
    now,
  });
  // Venue rounds (issue 11): seamless-wallet callbacks, transfer venues' bet pulls, operator totals.
  const venueRounds = registerVenueRounds(app, {
    endpoint,
    db,
    ledger,
    accounts: wallet.services.accounts,
    venues,
    events,
    turnover: { progress: turnover.progress },
    alerts,
    operators: { audit: (...args) => admin.services.operators.audit(...args) },
    log: app.log,
    now,
  });

  // Sportsbook odds (issue 10): changes published after their commit (in-process, or through
  // Redis to every instance), coalesced per tick by the topic hub for the public `odds` topic.
  const odds = createOddsEvents(redis);
  const topics = createTopicHub({ tickMs: config.oddsTickMs });
  odds.onOdds((update) => topics.publish(update));
  app.addHook('onClose', async () => topics.stop());
  // The sportsbook pays from the center wallet; settlements add turnover progress (the wallet's
  // requirement) in their own transaction. The feed's odds channel is optional (publishOdds).
  const sportsbook = registerSportsbook(app, {
    endpoint,
    db,
    ledger,
    accounts: wallet.services.accounts,
    events,
    operators: { audit: (...args) => admin.services.operators.audit(...args) },
    findMember: (siteCode, account) => members.findByUsername(db, siteCode, account),
    turnover: { progress: turnover.progress },
    alerts,
    publishOdds: odds.publishOdds,
    now,
  });
  const { settlement } = sportsbook.services;

  // Live tables (issue 12): the house's baccarat tables, dealt by one loop per cluster; each round
  // snapshot is published after its commit (in-process, or through Redis to every instance) and
  // sent at once to the `live` subscribers of the table's brand.
  const liveEvents = createLiveEvents(redis);
  liveEvents.onLive(({ siteCode, round }) => topics.publishLive(siteCode, round));
  const liveTables = registerLiveTables(app, {
    endpoint,
    database,
    ledger,
    accounts: wallet.services.accounts,
    events,
    turnover: { progress: turnover.progress },
    publish: (siteCode, round) => liveEvents.publishLive({ siteCode, round }),
    timings: config.liveTables,
    log: app.log,
    now,
  });
  const { live: liveService, dealer: liveDealer } = liveTables.services;
  registerBetRecords(app, {
    endpoint,
    db,
    sportsbook: sportsbook.services.bets,
    venues,
    live: {
      byIds: (siteCode, memberId, ids, locale) => liveService.records(siteCode, memberId, ids, locale),
    },
    now,
  });

  // Engagement (issue 13): agents, the task centre, activities and help, feedback with uploads.
  const engagement = registerEngagement(app, {
    endpoint,
    registrarDeps,
    db,
    ledger,
    accounts: wallet.services.accounts,
    turnover: { require: turnover.require },
    events,
    centerCurrency,
    operators: () => admin.services.operators,
    uploadsDir: config.uploadsDir,
    now,
  });

  const admin = registerAdmin(app, {
    endpoint,
    db,
    guard,
    members,
    wallet: wallet.services.walletAdmin,
    deposits,
    withdrawals,
    ledger,
    sessions,
    events,
    now,
  });
  const jobs = registerJobs(app, {
    endpoint,
    db,
    alerts,
    operators: admin.services.operators,
    venueBooks: () => venues.adapters().flatMap((a) => (a.books ? [a.books] : [])),
    log: app.log,
  });
  const { booksAudit } = jobs.services;

  // The feed: the simulator's job runs only in the sandbox (config.feed.simulator); its results
  // settle bets through the sportsbook's settlement service.
  const feed = buildFeed({
    db,
    results: {
      settle: (matchId, result, source) => settlement.settleMatch(matchId, result, source),
      voidMatch: (matchId) => settlement.voidMatch(matchId),
    },
    publishOdds: odds.publishOdds,
    config: config.feed,
    log: app.log,
    now,
  });

  await registerRealtime(app, {
    sessions,
    events,
    balance: (siteCode, memberId) => wallets.balance(siteCode, memberId),
    unread: (siteCode, memberId) => messages.unread(siteCode, memberId),
    limits: config.realtime,
    topics,
  });

  // ── Jobs, then the web host ─────────────────────────────────────────────────────────────────
  const scheduler = createScheduler(database, app.log, { alerts });
  const allJobs = [
    ...auth.jobs,
    ...venuesModule.jobs,
    ...wallet.jobs,
    ...gameSessions.jobs,
    ...venueRounds.jobs,
    ...sportsbook.jobs,
    ...jobs.jobs,
    ...feed.jobs,
    ...engagement.jobs,
    ...vipModule.jobs,
    ...messagesModule.jobs,
  ];
  if (config.jobs) {
    app.addHook('onReady', async () => {
      scheduler.start(allJobs);
      liveDealer.start();
    });
  }
  app.addHook('onClose', async () => {
    await liveDealer.stop();
    await scheduler.stop();
  });

  registerNotFound(app, config.sandbox);
  registerWebHost(app, {
    webDistDir: config.webDistDir,
    defaultSiteCode: config.defaultSiteCode,
    venueBaseUrl: config.venueBaseUrl,
  });

  app.decorate('services', {
    sessions,
    members,
    passwordKeys: keys,
    sandboxDelivery,
    captcha,
    ledger,
    deposits,
    chain,
    withdrawals,
    transfers,
    exchange,
    operators: admin.services.operators,
    events,
    demoVenue,
    venues,
    alerts,
    booksAudit,
    scheduler,
    sportsbook: sportsbook.services,
    games,
    gameSessions: gameSessions.services.gameSessions,
    venueRounds: venueRounds.services,
    jobs: allJobs,
    odds,
    topics,
    feed: feed.services,
    ...engagement.services,
    liveTables: liveTables.services,
    liveEvents,
    vip: vipModule.services,
    messages: messagesModule.services,
  });
  return app;
}

import './app-services.ts';

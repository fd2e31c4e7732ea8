import type { FastifyInstance } from 'fastify';
import { registerBackOffice } from './app-back-office.ts';
import { registerEngagement } from './app-engagement.ts';
import { scheduleJobs } from './app-jobs.ts';
import { type AppConfig, assertSafeConfig } from './config.ts';
import { fourEyesThreshold } from './config-four-eyes.ts';
import { registerAnalytics } from './modules/analytics/analytics.module.ts';
import { registerAuth } from './modules/auth/auth.module.ts';
import { registerBetRecords } from './modules/bet-records/bet-records.module.ts';
import { registerBooks } from './modules/books/books.module.ts';
import { registerDocs } from './modules/docs/docs.module.ts';
import { registerGameSessions } from './modules/game-sessions/game-sessions.module.ts';
import { registerGames } from './modules/games/games.module.ts';
import { registerHealth } from './modules/health/health.module.ts';
import { registerJobs } from './modules/jobs/jobs.module.ts';
import { registerLedger } from './modules/ledger/ledger.module.ts';
import { registerLiveTables } from './modules/live-tables/live-tables.module.ts';
import { registerMember } from './modules/member/member.module.ts';
import { registerMessages } from './modules/messages/messages.module.ts';
import { registerOperators } from './modules/operators/operators.module.ts';
import { createMarketingConsent } from './modules/protection/protection.module.ts';
import { registerSite } from './modules/site/site.module.ts';
import { buildFeed } from './modules/sportsbook/feed/feed.module.ts';
import { registerSportsbook } from './modules/sportsbook/sportsbook.module.ts';
import { registerVenueRounds } from './modules/venue-rounds/venue-rounds.module.ts';
import { registerVenues } from './modules/venues/venues.module.ts';
import { registerVip } from './modules/vip/vip.module.ts';
import { registerWallet } from './modules/wallet/wallet.module.ts';
import { centerCurrency, EXCHANGE_RULES } from './modules/wallet/wallet-config.ts';
import { registerWithdrawAccounts } from './modules/withdraw-accounts/withdraw-accounts.module.ts';
import { createSessionRepository } from './platform/auth/session.repository.ts';
import { createSessionService, type SessionPolicy } from './platform/auth/session.service.ts';
import { loadPasswordKeys } from './platform/crypto/rsa-keys.ts';
import type { Database } from './platform/db/client.ts';
import { openReadReplica } from './platform/db/read-replica.ts';
import { createEndpointRegistrar } from './platform/http/endpoint.ts';
import { createFastify, registerPlatformPlugins } from './platform/http/fastify.ts';
import { registerNotFound } from './platform/http/not-found.ts';
import { registerSiteHosts } from './platform/http/site-hosts.ts';
import { createJobAlerts } from './platform/jobs/job-alerts.ts';
import { createMemberEvents } from './platform/realtime/member-events.ts';
import { createPublicTopics } from './platform/realtime/public-topics.ts';
import { registerRealtime } from './platform/realtime/ws-hub.ts';
import { connectRedis } from './platform/redis.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Tests shorten expiry and rotation times. */
  sessionPolicy?: SessionPolicy;
  now?: () => Date;
  /** True once main.ts has begun a graceful shutdown: health answers 503 "draining". */
  draining?: () => boolean;
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
  draining,
}: BuildAppOptions): Promise<FastifyInstance> {
  assertSafeConfig(config);
  const app = createFastify(config);

  // ── Platform ────────────────────────────────────────────────────────────────────────────────
  // Scale mode: Redis for pub/sub fan-out and shared rate-limit counters.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
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
  // Heavy reads on the read replica, when DATABASE_READ_URL names one (issue 27).
  const replica = await openReadReplica({
    readUrl: config.databaseReadUrl,
    database,
    events,
    log: app.log,
    poolSize: config.dbPoolSize,
  });
  app.addHook('onClose', async () => replica.close());
  const { reads } = replica;
  const alerts = createJobAlerts({ db, log: app.log, ...clock });
  const registrarDeps = {
    sessions,
    validateResponses: config.validateResponses,
    // The operator room registers right after auth (its guard), before the first request.
    resolveOperator: (token: string | undefined) => operatorRoom.services.operators.resolve(token),
  };
  const endpoint = createEndpointRegistrar(app, registrarDeps);

  // ── Modules ─────────────────────────────────────────────────────────────────────────────────
  const startedAt = Date.now();
  registerHealth(app, { endpoint, db, kind: database.kind, version: config.version, startedAt, draining });
  registerAnalytics(app, { endpoint, db });
  registerDocs(app, { version: config.version });
  const { ledger } = registerLedger(app, { db, ...clock }).services;
  // The books port (decision 0048): the one way money moves — every product below posts, counts
  // turnover and pushes balances through it, and it is where the member's state is checked.
  const { books } = registerBooks({ db, ledger, events, ...clock }).services;

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
  // The operator room (decision 0056): registered before every module that acts for operators.
  const operatorRoom = registerOperators(app, { endpoint, db, guard, now });
  const { operators, audit, approvals } = operatorRoom.services;
  // The site config serves the home operators edit, so it registers after the operator room.
  registerSite(app, { endpoint, db, audit, config, keys, now, artwork: () => engagement.services.artwork });
  const threshold = (siteCode: string) => fourEyesThreshold(config.fourEyes, siteCode);
  // Messages (issue 13): registered before the member module, which sends the welcome through it.
  const messagesModule = registerMessages(app, {
    endpoint,
    db,
    events,
    // The VIP level of record (members.vip_level, promoted by the VIP module), bound late.
    vipLevelOf: async (siteCode, memberId) =>
      (await member.services.members.findById(db, siteCode, memberId))?.vipLevel ?? 0,
    // No marketing notices to a member on a break or self-excluded (issue 25).
    marketingAllowed: createMarketingConsent(db, now),
    operators,
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

  // Venues: the provider registry; the demo venue runs in this process unless a venue URL is set.
  const venuesModule = registerVenues(app, { db, config, now });
  const { venues, demoVenue } = venuesModule.services;
  const { games } = registerGames(app, {
    endpoint,
    db,
    reads,
    venues,
    audit: operators.audit,
    auditPort: audit,
    now,
  }).services;

  const wallet = registerWallet(app, {
    endpoint,
    db,
    reads,
    books,
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
    operators,
    audit,
    fourEyesThreshold: threshold,
    // VIP is registered after the wallet (it pays through the wallet's accounts); the per-level
    // withdrawal limits are bound late, first read on a withdrawal.
    withdrawLimits: (siteCode, memberId) => vipModule.services.vip.withdrawLimits(siteCode, memberId),
    // verification (issue 25): the KYC gate, in the withdrawal's transaction; bound late.
    withdrawGate: (tx, request) => kyc.services.verification.gate(tx, request),
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
    books,
    accounts: wallet.services.accounts,
    usdtRateMinor: EXCHANGE_RULES.midRate,
    audit,
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
    books,
    accounts: wallet.services.accounts,
    venues,
    sessions: gameSessions.services.gameSessions,
    alerts,
    operators,
    log: app.log,
    now,
  });
  // The public topics (odds, live rounds): sequenced streams through the topic hub (decision 0059).
  const { odds, liveEvents, topics } = createPublicTopics(app, redis, { tickMs: config.oddsTickMs });
  // The sportsbook pays from the center wallet through the books; settlements add turnover
  // progress (the wallet's requirement) in their own transaction. The feed's odds channel is optional (publishOdds).
  const sportsbook = registerSportsbook(app, {
    endpoint,
    db,
    books,
    accounts: wallet.services.accounts,
    operators,
    findMember: (siteCode, account) => members.findByUsername(db, siteCode, account),
    alerts,
    publishOdds: odds.publishOdds,
    now,
  });
  const { settlement } = sportsbook.services;

  // Live tables (issue 12): the house's baccarat tables, dealt by one loop per cluster; each round
  // snapshot is published after its commit and sent at once to the table's brand (public topics).
  const liveTables = registerLiveTables(app, {
    endpoint,
    database,
    books,
    accounts: wallet.services.accounts,
    audit,
    events: liveEvents,
    timings: config.liveTables,
    log: app.log,
    now,
  });
  const { live: liveService, dealer: liveDealer } = liveTables.services;
  registerBetRecords(app, {
    endpoint,
    db,
    reads,
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
    books,
    accounts: wallet.services.accounts,
    centerCurrency,
    operators,
    audit,
    uploadsDir: config.uploadsDir,
    now,
    desk: { redis, captcha, messages, balance: (site, id) => wallets.balance(site, id) },
  });

  // The back office (issues 24, 25): admin actions, reports, identity verification, protection.
  const adminMoney = { deposits, withdrawals, books, audit, approvals, fourEyesThreshold: threshold };
  const adminPorts = { ...adminMoney, messages };
  const { verification: kyc } = registerBackOffice(app, {
    admin: { endpoint, db, members, sessions, events, wallet: wallet.services.walletAdmin, ...adminPorts },
    reports: { endpoint, db, reads, centerCurrency, now, audit, turnoverSummary: books.turnoverSummary },
    verification: { endpoint, db, audit, alerts, config, now, ...engagement.services },
    protection: { endpoint, db, sessions, events, operators, now },
  });
  const jobs = registerJobs(app, {
    endpoint,
    db,
    alerts,
    operators,
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

  const realtime = await registerRealtime(app, {
    sessions,
    events,
    balance: (siteCode, memberId) => wallets.balance(siteCode, memberId),
    unread: (siteCode, memberId) => messages.unread(siteCode, memberId),
    limits: config.realtime,
    topics,
  });
  engagement.services.attachDeskPush(realtime.sendToMember);

  // ── Jobs, then the web host ─────────────────────────────────────────────────────────────────
  const products = [auth, venuesModule, wallet, gameSessions, venueRounds, sportsbook, jobs, feed];
  const allJobs = [...products, engagement, vipModule, messagesModule, kyc].flatMap((m) => m.jobs);
  const scheduler = scheduleJobs(app, {
    database,
    alerts,
    jobs: allJobs,
    dealer: liveDealer,
    enabled: config.jobs,
  });

  registerNotFound(app, config.sandbox);
  registerSiteHosts(app, config);

  app.decorate('services', {
    sessions,
    members,
    passwordKeys: keys,
    sandboxDelivery,
    captcha,
    ledger,
    books,
    deposits,
    chain,
    withdrawals,
    transfers,
    exchange,
    operators,
    operatorAccounts: operatorRoom.services.accounts,
    audit,
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
    verification: kyc.services,
  });
  return app;
}

import './app-services.ts';

import type { EngagementServices } from './app-engagement.ts';
import type { registerAuth } from './modules/auth/auth.module.ts';
import type { registerBooks } from './modules/books/books.module.ts';
import type { registerGameSessions } from './modules/game-sessions/game-sessions.module.ts';
import type { registerGames } from './modules/games/games.module.ts';
import type { BooksAuditService } from './modules/ledger/books-audit.service.ts';
import type { registerLedger } from './modules/ledger/ledger.module.ts';
import type { registerLiveTables } from './modules/live-tables/live-tables.module.ts';
import type { registerMember } from './modules/member/member.module.ts';
import type { registerMessages } from './modules/messages/messages.module.ts';
import type { registerOperators } from './modules/operators/operators.module.ts';
import type { buildFeed } from './modules/sportsbook/feed/feed.module.ts';
import type { registerSportsbook } from './modules/sportsbook/sportsbook.module.ts';
import type { registerVenueRounds } from './modules/venue-rounds/venue-rounds.module.ts';
import type { registerVenues } from './modules/venues/venues.module.ts';
import type { registerVerification } from './modules/verification/verification.module.ts';
import type { registerVip } from './modules/vip/vip.module.ts';
import type { registerWallet } from './modules/wallet/wallet.module.ts';
import type { createSessionService } from './platform/auth/session.service.ts';
import type { loadPasswordKeys } from './platform/crypto/rsa-keys.ts';
import type { createJobAlerts } from './platform/jobs/job-alerts.ts';
import type { createScheduler, Job } from './platform/jobs/scheduler.ts';
import type { createLiveEvents } from './platform/realtime/live-events.ts';
import type { createMemberEvents } from './platform/realtime/member-events.ts';
import type { createOddsEvents } from './platform/realtime/odds-events.ts';
import type { createTopicHub } from './platform/realtime/topic-hub.ts';

/**
 * What `app.services` holds (app.ts decorates it): the services tests and the CLI reach through
 * the built app. Types only; imported by app.ts for this declaration.
 */
declare module 'fastify' {
  interface FastifyInstance {
    services: EngagementServices & {
      sessions: ReturnType<typeof createSessionService>;
      members: ReturnType<typeof registerMember>['services']['members'];
      passwordKeys: Awaited<ReturnType<typeof loadPasswordKeys>>;
      sandboxDelivery: ReturnType<typeof registerAuth>['services']['sandboxDelivery'];
      captcha: ReturnType<typeof registerAuth>['services']['captcha'];
      ledger: ReturnType<typeof registerLedger>['services']['ledger'];
      books: ReturnType<typeof registerBooks>['services']['books'];
      deposits: ReturnType<typeof registerWallet>['services']['deposits'];
      chain: ReturnType<typeof registerWallet>['services']['chain'];
      withdrawals: ReturnType<typeof registerWallet>['services']['withdrawals'];
      transfers: ReturnType<typeof registerWallet>['services']['transfers'];
      exchange: ReturnType<typeof registerWallet>['services']['exchange'];
      operators: ReturnType<typeof registerOperators>['services']['operators'];
      operatorAccounts: ReturnType<typeof registerOperators>['services']['accounts'];
      audit: ReturnType<typeof registerOperators>['services']['audit'];
      events: ReturnType<typeof createMemberEvents>;
      demoVenue: ReturnType<typeof registerVenues>['services']['demoVenue'];
      venues: ReturnType<typeof registerVenues>['services']['venues'];
      alerts: ReturnType<typeof createJobAlerts>;
      booksAudit: BooksAuditService;
      scheduler: ReturnType<typeof createScheduler>;
      sportsbook: ReturnType<typeof registerSportsbook>['services'];
      games: ReturnType<typeof registerGames>['services']['games'];
      gameSessions: ReturnType<typeof registerGameSessions>['services']['gameSessions'];
      venueRounds: ReturnType<typeof registerVenueRounds>['services'];
      /** Every background job the modules returned (tests run one by name). */
      jobs: readonly Job[];
      odds: ReturnType<typeof createOddsEvents>;
      topics: ReturnType<typeof createTopicHub>;
      feed: ReturnType<typeof buildFeed>['services'];
      liveTables: ReturnType<typeof registerLiveTables>['services'];
      liveEvents: ReturnType<typeof createLiveEvents>;
      vip: ReturnType<typeof registerVip>['services'];
      messages: ReturnType<typeof registerMessages>['services'];
      verification: ReturnType<typeof registerVerification>['services'];
    };
  }
}

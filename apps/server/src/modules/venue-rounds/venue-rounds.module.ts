import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { Books } from '../books/books.service.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import type { VenueRegistry } from '../venues/venue-registry.service.ts';
import { registerSeamlessRoutes } from './seamless.routes.ts';
import {
  createSeamlessService,
  type GameSessionPort,
  type SeamlessService,
  type VenueAccounts,
} from './seamless.service.ts';
import { createVenuePullService, PULL, VENUE_PULL_JOB, type VenuePullService } from './venue-pull.service.ts';
import { createVenueRoundsRepository } from './venue-rounds.repository.ts';
import { registerVenueRoundsOpsRoutes } from './venue-rounds-ops.routes.ts';
import { createVenueTotalsService, type VenueTotalsService } from './venue-totals.service.ts';

export { venueHouseKind } from './seamless.service.ts';

export interface VenueRoundsModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  /** The books port: seamless debits and credits, pulled results, their turnover (decision 0048). */
  books: Books;
  /** Ledger account ids (the wallet's account cache). */
  accounts: VenueAccounts;
  venues: VenueRegistry;
  /** The game-sessions module: a seamless debit needs the member's live session at the venue. */
  sessions: GameSessionPort;
  alerts: { raise(job: string, subject: string, detail: string): Promise<void> };
  /** The operator audit log (the operators module, registered first). */
  operators: Pick<OperatorsService, 'audit'>;
  log: FastifyBaseLogger;
  now?: (() => Date) | undefined;
}

export interface VenueRoundsServices {
  seamless: SeamlessService;
  pulls: VenuePullService;
  totals: VenueTotalsService;
}

/**
 * Venue rounds on our side (issue 11, decision 0025): the seamless-wallet callbacks seamless venues
 * call (one ledger entry, round and answer per transaction id), the job pulling transfer venues'
 * settled rounds into venue_bets, and the operators' per-venue totals and re-pull.
 */
export function registerVenueRounds(
  app: FastifyInstance,
  deps: VenueRoundsModuleDeps,
): ModuleRegistration<VenueRoundsServices> {
  const { endpoint, db, venues } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  const repository = createVenueRoundsRepository();
  const seamless = createSeamlessService({
    db,
    repository,
    books: deps.books,
    accounts: deps.accounts,
    venues,
    sessions: deps.sessions,
    log: deps.log,
    ...clock,
  });
  const pulls = createVenuePullService({
    db,
    repository,
    venues,
    books: deps.books,
    accounts: deps.accounts,
    alerts: deps.alerts,
    log: deps.log,
    ...clock,
  });
  const totals = createVenueTotalsService({ db, repository, venues, ...clock });
  registerSeamlessRoutes(app, { seamless, venues });
  registerVenueRoundsOpsRoutes(endpoint, { totals, pulls, operators: deps.operators });
  return {
    services: { seamless, pulls, totals },
    jobs: [{ name: VENUE_PULL_JOB, everyMs: PULL.everyMs, run: async () => void (await pulls.pullAll()) }],
  };
}

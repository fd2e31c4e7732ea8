import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { createLeaderLock } from '../../platform/jobs/leader-lock.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { LiveSnapshot } from '../../platform/realtime/live-events.ts';
import type { Books } from '../books/books.service.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import { liveTableSeeds } from './live-catalog.ts';
import {
  createLiveDealer,
  type LiveAccounts,
  type LiveDealer,
  type LiveTimings,
} from './live-dealer.service.ts';
import { createLiveTablesRepository } from './live-tables.repository.ts';
import { registerLiveTablesRoutes } from './live-tables.routes.ts';
import { createLiveTablesService, type LiveTablesService } from './live-tables.service.ts';
import { createLiveTablesAdminRepository } from './live-tables-admin.repository.ts';
import { createLiveTablesAdmin } from './live-tables-admin.service.ts';

export interface LiveTablesModuleDeps {
  endpoint: EndpointRegistrar;
  database: Database;
  /** The books port: table bets, settlements and voids, with their turnover (decision 0048). */
  books: Books;
  accounts: LiveAccounts;
  /** The console's changes of a table are audited (issue 24). */
  audit: AuditPort;
  /**
   * After each commit: the dealer's round snapshots and the console's table changes, for the
   * `live` topic (live-events.ts).
   */
  events: { publishLive(event: LiveSnapshot): void };
  timings: LiveTimings;
  log: FastifyBaseLogger;
  now?: (() => Date) | undefined;
}

export interface LiveTablesServices {
  live: LiveTablesService;
  dealer: LiveDealer;
  /** Builds another dealer on the same database (tests: a second dealer process, a restart). */
  newDealer(): LiveDealer;
}

/**
 * The house's live baccarat tables (issue 12, decision 0031). The dealer is not a scheduler job:
 * it is one long-running loop per cluster behind a leader lock, started by app.ts with the jobs.
 */
export function registerLiveTables(
  _app: FastifyInstance,
  deps: LiveTablesModuleDeps,
): ModuleRegistration<LiveTablesServices> {
  const { database } = deps;
  const repository = createLiveTablesRepository();
  const clock = deps.now ? { now: deps.now } : {};
  const newDealer = () =>
    createLiveDealer({
      db: database.db,
      repository,
      books: deps.books,
      accounts: deps.accounts,
      publish: (siteCode, round) => deps.events.publishLive({ siteCode, round }),
      timings: deps.timings,
      lock: createLeaderLock(database, 'live-dealer'),
      log: deps.log,
      ...clock,
    });
  const dealer = newDealer();
  const live = createLiveTablesService({
    db: database.db,
    repository,
    books: deps.books,
    accounts: deps.accounts,
    dealer,
    timings: deps.timings,
    ...clock,
  });
  const admin = createLiveTablesAdmin({
    db: database.db,
    repository,
    admin: createLiveTablesAdminRepository(),
    audit: deps.audit,
    timings: deps.timings,
    publishTable: (siteCode, table) => deps.events.publishLive({ siteCode, table }),
    now: deps.now ?? (() => new Date()),
  });
  registerLiveTablesRoutes(deps.endpoint, live, admin);
  return { services: { live, dealer, newDealer }, jobs: [] };
}

/** The tables of every brand (demo seed; idempotent). */
export async function seedLiveTables(db: Database['db'], siteCodes: readonly string[]): Promise<void> {
  const repository = createLiveTablesRepository();
  await repository.seedTables(
    db,
    siteCodes.flatMap((s) => liveTableSeeds(s)),
  );
}

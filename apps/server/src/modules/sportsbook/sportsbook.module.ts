import type { OddsUpdate } from '@houseline/shared/api/realtime';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { Books } from '../books/books.service.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import { createBetRepository } from './bet.repository.ts';
import { type BetService, createBetService, type SportsAccounts } from './bet.service.ts';
import { createCashoutRepository } from './cashout.repository.ts';
import { type CashoutService, createCashoutService } from './cashout.service.ts';
import { createCatalogueRepository } from './catalogue.repository.ts';
import { type CatalogueService, createCatalogueService } from './catalogue.service.ts';
import { createLiabilityRepository } from './liability.repository.ts';
import { createSettlementRepository } from './settlement.repository.ts';
import { createSettlementService, type SettlementService } from './settlement.service.ts';
import { registerSportsbookRoutes } from './sportsbook.routes.ts';
import { createSportsAdminService, type SportsAdminService } from './sportsbook-admin.service.ts';
import { registerSportsbookOpsRoutes } from './sportsbook-ops.routes.ts';

export interface SportsbookModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  /** The books port: stakes, settlements and cash-outs, with their turnover (decision 0048). */
  books: Books;
  /** Ledger account ids (the wallet's account cache). */
  accounts: SportsAccounts;
  /** The operator audit log (the operators module, registered first). */
  operators: Pick<OperatorsService, 'audit'>;
  /** A member of a brand by account name (operators' member-bets view). */
  findMember: (siteCode: string, account: string) => Promise<{ id: bigint } | undefined>;
  /** Operator alerts (a downward correction a member cannot cover). */
  alerts?: { raise(job: string, subject: string, detail: string): Promise<void> } | undefined;
  /** The feed's odds channel, for operator suspensions, reopenings, results and voids. */
  publishOdds?: ((update: OddsUpdate) => void) | undefined;
  /** The in-play delay of brands without a limits row (default 3000 ms). */
  liveDelayMs?: number | undefined;
  now?: (() => Date) | undefined;
}

export interface SportsbookServices {
  catalogue: CatalogueService;
  bets: BetService;
  settlement: SettlementService;
  cashout: CashoutService;
  admin: SportsAdminService;
}

/**
 * The sportsbook (issue 10): catalogue reads, the bet slip, settlement and corrections, cash-out,
 * bet records and the operators' calls. The catalogue is written by the feed; money moves only
 * through the books port, in the transaction of the bet row it belongs to.
 */
export function registerSportsbook(
  _app: FastifyInstance,
  deps: SportsbookModuleDeps,
): ModuleRegistration<SportsbookServices> {
  const { endpoint, db, books, accounts } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  const catalogueRepository = createCatalogueRepository();
  const betRepository = createBetRepository();
  const catalogue = createCatalogueService({ db, repository: catalogueRepository, ...clock });
  const bets = createBetService({
    db,
    repository: betRepository,
    books,
    accounts,
    ...(deps.liveDelayMs !== undefined ? { liveDelayMs: deps.liveDelayMs } : {}),
    ...clock,
  });
  const settlement = createSettlementService({
    db,
    repository: createSettlementRepository(),
    books,
    accounts,
    alerts: deps.alerts,
    ...clock,
  });
  const cashout = createCashoutService({
    db,
    repository: createCashoutRepository(),
    bets: betRepository,
    books,
    accounts,
    ...clock,
  });
  const admin = createSportsAdminService({
    db,
    catalogue: catalogueRepository,
    liability: createLiabilityRepository(),
    settlement,
    publishOdds: deps.publishOdds,
    ...clock,
  });
  registerSportsbookRoutes(endpoint, { catalogue, bets, cashout });
  registerSportsbookOpsRoutes(endpoint, {
    admin,
    bets,
    catalogue,
    operators: deps.operators,
    findMember: deps.findMember,
  });
  return {
    services: { catalogue, bets, settlement, cashout, admin },
    // Bets a crash left unsettled after their result was graded (the crash loop of issue 14).
    jobs: [
      {
        name: 'sportsbook.settle-sweep',
        everyMs: 30_000,
        run: async () => {
          await settlement.settleOrphans();
        },
      },
    ],
  };
}

import type { Db } from '../../platform/db/client.ts';
import type { ReadRouter } from '../../platform/db/read-router.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import { createMemberReportsRepository } from './member-reports.repository.ts';
import { createMemberReportsService } from './member-reports.service.ts';
import { createPageViewsRepository } from './page-views.repository.ts';
import { createPlayer360Repository } from './player-360.repository.ts';
import { createPlayer360Service, type Player360Deps } from './player-360.service.ts';
import { createPlayerSearchRepository } from './player-search.repository.ts';
import { createReportsRepository } from './reports.repository.ts';
import { registerReportsRoutes } from './reports.routes.ts';
import { createReportsService, type ReportsService } from './reports.service.ts';

export interface ReportsModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  /** Read-only figures read from the replica when there is one (issue 27). */
  reads?: ReadRouter | undefined;
  centerCurrency: (siteCode: string) => string;
  now?: (() => Date) | undefined;
  /** The player 360 page's notes are audited. */
  audit: AuditPort;
  /** The books port's turnover summary (read only). */
  turnoverSummary: Player360Deps['turnoverSummary'];
}

/** Reports for the console (decision 0055): read-only figures per brand, behind operator roles. */
export function registerReports(deps: ReportsModuleDeps): ModuleRegistration<{ reports: ReportsService }> {
  const reports = createReportsService({
    db: deps.db,
    reads: deps.reads,
    centerCurrency: deps.centerCurrency,
    repository: createReportsRepository(),
    playerSearch: createPlayerSearchRepository(),
    ...(deps.now ? { now: deps.now } : {}),
  });
  const players = createPlayer360Service({
    db: deps.db,
    repository: createPlayer360Repository(),
    audit: deps.audit,
    centerCurrency: deps.centerCurrency,
    turnoverSummary: deps.turnoverSummary,
  });
  const memberReports = createMemberReportsService({
    db: deps.db,
    reads: deps.reads,
    centerCurrency: deps.centerCurrency,
    members: createMemberReportsRepository(),
    pageViews: createPageViewsRepository(),
  });
  registerReportsRoutes(deps.endpoint, { reports, players, memberReports });
  return { services: { reports }, jobs: [] };
}

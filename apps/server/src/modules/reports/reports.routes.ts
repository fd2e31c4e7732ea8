import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { Operator } from '../operators/operators.service.ts';
import type { MemberReportsService } from './member-reports.service.ts';
import type { Player360Service } from './player-360.service.ts';
import type { ReportsService } from './reports.service.ts';

/** The console's report and player endpoints: thin, one service call each. */
export function registerReportsRoutes(
  endpoint: EndpointRegistrar,
  services: { reports: ReportsService; players: Player360Service; memberReports: MemberReportsService },
): void {
  const { reports, players, memberReports } = services;
  endpoint('adminDashboard', async (request, input) => reports.dashboard(request.siteCode, input.days));
  endpoint('adminDailyReport', async (request, input) =>
    reports.daily(request.siteCode, input.from, input.to),
  );
  endpoint('adminPlayerSearch', async (request, input) => reports.playerSearch(request.siteCode, input));
  endpoint('adminPlayerProfile', async (request, input) => players.profile(request.siteCode, input.memberId));
  endpoint('adminPlayerRecords', async (request, input) => players.records(request.siteCode, input));
  endpoint('adminPlayerNoteAdd', async (request, input) =>
    players.addNote((request as { operator?: unknown }).operator as Operator, request.siteCode, input),
  );
  endpoint('adminReportRanking', async (request, input) => memberReports.ranking(request.siteCode, input));
  endpoint('adminReportAgents', async (request, input) => memberReports.agents(request.siteCode, input));
  endpoint('adminReportPageViews', async (request, input) =>
    memberReports.pageViews(request.siteCode, input),
  );
}

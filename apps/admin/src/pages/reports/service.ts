import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

type Query = Record<string, unknown>;

/** The reports' requests: a brand's days over a date range, its member ranking, agents and page views. */
export function reportsService(client: ConsoleClient) {
  return {
    daily: (from: string, to: string) => client.call('adminDailyReport', { from, to }),
    ranking: (query: Query) =>
      client.call('adminReportRanking', query as EndpointRequest<'adminReportRanking'>),
    agents: (query: Query) => client.call('adminReportAgents', query as EndpointRequest<'adminReportAgents'>),
    pageViews: (query: Query) =>
      client.call('adminReportPageViews', query as EndpointRequest<'adminReportPageViews'>),
  };
}

type Service = ReturnType<typeof reportsService>;
export type DailyReport = Awaited<ReturnType<Service['daily']>>;
export type ReportDay = DailyReport['days'][number];
export type ReportProduct = DailyReport['products'][number];
export type RankingReport = Awaited<ReturnType<Service['ranking']>>;
export type RankingRow = RankingReport['list'][number];
export type AgentsReport = Awaited<ReturnType<Service['agents']>>;
export type AgentRow = AgentsReport['list'][number];
export type PageViewsReport = Awaited<ReturnType<Service['pageViews']>>;
export type PageViewRow = PageViewsReport['list'][number];

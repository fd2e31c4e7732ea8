import type { ConsoleClient } from '../../lib/api-client.ts';

/** The reports' requests: a brand's days over a date range, with bets by product. */
export function reportsService(client: ConsoleClient) {
  return {
    daily: (from: string, to: string) => client.call('adminDailyReport', { from, to }),
  };
}

export type DailyReport = Awaited<ReturnType<ReturnType<typeof reportsService>['daily']>>;
export type ReportDay = DailyReport['days'][number];
export type ReportProduct = DailyReport['products'][number];

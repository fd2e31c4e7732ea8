import type { ConsoleClient } from '../../lib/api-client.ts';

/** The dashboard's requests (one service file per domain, as ant-design-pro's pages do). */
export function fetchDashboard(client: ConsoleClient, days = 14) {
  return client.call('adminDashboard', { days });
}

export type Dashboard = Awaited<ReturnType<typeof fetchDashboard>>;

import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** System's requests: the background jobs' alerts and the books audit. */
export function systemService(client: ConsoleClient) {
  return {
    alerts: (query: Record<string, unknown>) =>
      client.call('adminJobAlerts', query as EndpointRequest<'adminJobAlerts'>),
    resolveAlert: (id: string) => client.call('adminJobAlertResolve', { id }),
    runBooksAudit: () => client.call('adminBooksAudit', {}),
  };
}

export type SystemService = ReturnType<typeof systemService>;
export type AlertRow = Awaited<ReturnType<SystemService['alerts']>>['list'][number];
export type BooksAuditResult = Awaited<ReturnType<SystemService['runBooksAudit']>>;

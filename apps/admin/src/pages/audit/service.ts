import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** The audit log's request: the brand's entries with the screen's filters, newest first. */
export function auditService(client: ConsoleClient) {
  return {
    search: (query: Record<string, unknown>) =>
      client.call('adminAudit', query as EndpointRequest<'adminAudit'>),
  };
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof auditService>['search']>>['list'][number];

import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** System's requests: the jobs' alerts, the books audit, the operator accounts and the brand's settings. */
export function systemService(client: ConsoleClient) {
  return {
    alerts: (query: Record<string, unknown>) =>
      client.call('adminJobAlerts', query as EndpointRequest<'adminJobAlerts'>),
    resolveAlert: (id: string) => client.call('adminJobAlertResolve', { id }),
    runBooksAudit: () => client.call('adminBooksAudit', {}),
    operators: (query: Record<string, unknown>) =>
      client.call('adminOperators', query as EndpointRequest<'adminOperators'>),
    createOperator: (input: EndpointRequest<'adminOperatorCreate'>) =>
      client.call('adminOperatorCreate', input),
    disableOperator: (username: string) => client.call('adminOperatorDisable', { username }),
    enableOperator: (username: string) => client.call('adminOperatorEnable', { username }),
    resetOperatorPassword: (username: string, password: string) =>
      client.call('adminOperatorPassword', { username, password }),
    forceOperatorTotp: (username: string) => client.call('adminOperatorForceTotp', { username }),
    endOperatorSessions: (username: string) => client.call('adminRevokeOperator', { username }),
    brandSettings: () => client.call('adminBrandSettings', {}),
    saveBrandSettings: (input: EndpointRequest<'adminBrandSettingsUpdate'>) =>
      client.call('adminBrandSettingsUpdate', input),
  };
}

export type SystemService = ReturnType<typeof systemService>;
export type AlertRow = Awaited<ReturnType<SystemService['alerts']>>['list'][number];
export type BooksAuditResult = Awaited<ReturnType<SystemService['runBooksAudit']>>;
export type OperatorRow = Awaited<ReturnType<SystemService['operators']>>['list'][number];
export type BrandSettings = Awaited<ReturnType<SystemService['brandSettings']>>;

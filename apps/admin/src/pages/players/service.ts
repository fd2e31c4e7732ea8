import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** The players' requests: the search, and disabling or enabling an account with a reason. */
export function playersService(client: ConsoleClient) {
  return {
    search: (query: Record<string, unknown>) =>
      client.call('adminPlayerSearch', query as EndpointRequest<'adminPlayerSearch'>),
    disable: (username: string, reason: string) => client.call('adminMemberDisable', { username, reason }),
    enable: (username: string, reason: string) => client.call('adminMemberEnable', { username, reason }),
  };
}

export type PlayerRow = Awaited<ReturnType<ReturnType<typeof playersService>['search']>>['list'][number];

import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** The live tables' requests: the tables, a table's change, its shoes, a shoe's rounds and verification. */
export function liveService(client: ConsoleClient) {
  return {
    tables: () => client.call('adminLiveTables', {}),
    update: (input: LiveTableEdit) => client.call('adminLiveTableUpdate', input),
    shoes: (tableId: number, query: Record<string, unknown>) =>
      client.call('adminLiveTableShoes', {
        tableId,
        page: Number(query.page ?? 1),
        size: Number(query.size ?? 10),
      }),
    rounds: (shoeId: number, query: Record<string, unknown>) =>
      client.call('adminLiveShoeRounds', {
        shoeId,
        page: Number(query.page ?? 1),
        size: Number(query.size ?? 10),
      }),
    verify: (shoeId: number) => client.call('adminLiveShoeVerify', { shoeId }),
  };
}

export type LiveService = ReturnType<typeof liveService>;
export type LiveTableEdit = EndpointRequest<'adminLiveTableUpdate'>;
export type LiveTableRow = Awaited<ReturnType<LiveService['tables']>>['list'][number];
export type LiveShoeRow = Awaited<ReturnType<LiveService['shoes']>>['list'][number];
export type LiveRoundRow = Awaited<ReturnType<LiveService['rounds']>>['list'][number];
export type LiveVerdict = Awaited<ReturnType<LiveService['verify']>>;

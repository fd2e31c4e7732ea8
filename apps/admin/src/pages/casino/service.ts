import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** Casino's requests: the venues with their totals, maintenance, re-pulling bet records, stuck transfers. */
export function casinoService(client: ConsoleClient) {
  return {
    venues: async (query: Record<string, unknown>) => {
      const { list } = await client.call('adminVenueTotals', {
        preset: Number(query.preset ?? 0),
      } as EndpointRequest<'adminVenueTotals'>);
      return { list, total: list.length };
    },
    setMaintenance: (venue: string, maintenance: boolean) =>
      client.call('adminVenueMaintenance', { venue, maintenance }),
    pull: (venue: string, from: string, to: string) => client.call('adminVenuePull', { venue, from, to }),
    stuckTransfers: (query: Record<string, unknown>) =>
      client.call('adminTransfersStuck', query as EndpointRequest<'adminTransfersStuck'>),
    retryTransfer: (transferId: string) => client.call('adminTransferRetry', { transferId }),
  };
}

export type CasinoService = ReturnType<typeof casinoService>;
export type VenueRow = Awaited<ReturnType<CasinoService['venues']>>['list'][number];
export type StuckTransferRow = Awaited<ReturnType<CasinoService['stuckTransfers']>>['list'][number];
export type PullResult = Awaited<ReturnType<CasinoService['pull']>>;

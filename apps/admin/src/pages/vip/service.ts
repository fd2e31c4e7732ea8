import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** The VIP ladder's requests: the brand's levels (a brand has about ten), and one level's change. */
export function vipService(client: ConsoleClient) {
  return {
    ladder: () => client.call('adminVipLevels', {}),
    levels: async () => {
      const { levels } = await client.call('adminVipLevels', {});
      return { list: levels, total: levels.length };
    },
    update: (input: EndpointRequest<'adminVipLevelUpdate'>) => client.call('adminVipLevelUpdate', input),
  };
}

export type VipService = ReturnType<typeof vipService>;
export type LevelRow = Awaited<ReturnType<VipService['levels']>>['list'][number];

import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** The agent commission rates' requests: the brand's two levels, and one level's change. */
export function agentRatesService(client: ConsoleClient) {
  return {
    rates: async () => {
      const { rates } = await client.call('adminAgentRates', {});
      return { list: rates, total: rates.length };
    },
    update: (input: EndpointRequest<'adminAgentRateUpdate'>) => client.call('adminAgentRateUpdate', input),
  };
}

export type AgentRatesService = ReturnType<typeof agentRatesService>;
export type RateRow = Awaited<ReturnType<AgentRatesService['rates']>>['list'][number];

import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { AgentService } from './agent.service.ts';
import type { AgentRatesAdmin } from './agent-rates-admin.service.ts';

/** The agent page's endpoints and the commission rates' operator endpoints: one service call each. */
export function registerAgentRoutes(
  endpoint: EndpointRegistrar,
  { agent, ratesAdmin }: { agent: AgentService; ratesAdmin: AgentRatesAdmin },
): void {
  endpoint('agentSummary', async (request) => agent.summary(request.siteCode, request.session!.memberId));
  endpoint('memberTree', async (request, query) =>
    agent.tree(request.siteCode, request.session!.memberId, query),
  );
  endpoint('agentCommissions', async (request, query) =>
    agent.commissions(request.siteCode, request.session!.memberId, query),
  );
  // the commission rates in the console (issue 24)
  endpoint('adminAgentRates', async (request) => ratesAdmin.rates(request.siteCode));
  endpoint('adminAgentRateUpdate', async (request, input) =>
    ratesAdmin.update(request.operator!, request.siteCode, input),
  );
}

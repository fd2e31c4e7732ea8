import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { AgentService } from './agent.service.ts';

export function registerAgentRoutes(endpoint: EndpointRegistrar, { agent }: { agent: AgentService }): void {
  endpoint('agentSummary', async (request) => agent.summary(request.siteCode, request.session!.memberId));
  endpoint('memberTree', async (request, query) =>
    agent.tree(request.siteCode, request.session!.memberId, query),
  );
  endpoint('agentCommissions', async (request, query) =>
    agent.commissions(request.siteCode, request.session!.memberId, query),
  );
}

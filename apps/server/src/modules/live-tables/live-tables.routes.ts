import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { LiveTablesService } from './live-tables.service.ts';

/** The live tables' endpoints (issue 12): thin, one service call each. */
export function registerLiveTablesRoutes(endpoint: EndpointRegistrar, live: LiveTablesService): void {
  endpoint('liveTables', async (request) => live.lobby(request.siteCode));
  endpoint('liveTable', async (request, input) =>
    live.table(request.siteCode, input.id, request.session?.memberId),
  );
  endpoint('liveBet', async (request, input) => live.bet(request.siteCode, request.session!.memberId, input));
  endpoint('liveRecall', async (request, input) =>
    live.recall(request.siteCode, request.session!.memberId, input),
  );
  endpoint('liveShoe', async (request, input) => live.shoe(request.siteCode, input.id));
}

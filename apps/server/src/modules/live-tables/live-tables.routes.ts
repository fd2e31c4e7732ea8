import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { LiveTablesService } from './live-tables.service.ts';
import type { LiveTablesAdmin } from './live-tables-admin.service.ts';

/** The live tables' endpoints (issue 12) and the console's (issue 24): thin, one service call each. */
export function registerLiveTablesRoutes(
  endpoint: EndpointRegistrar,
  live: LiveTablesService,
  admin: LiveTablesAdmin,
): void {
  endpoint('liveTables', async (request) => live.lobby(request.siteCode));
  endpoint('liveTable', async (request, input) =>
    live.table(request.siteCode, input.id, request.session?.memberId),
  );
  endpoint('liveBet', async (request, input) => live.bet(request.siteCode, request.session!.memberId, input));
  endpoint('liveRecall', async (request, input) =>
    live.recall(request.siteCode, request.session!.memberId, input),
  );
  endpoint('liveShoe', async (request, input) => live.shoe(request.siteCode, input.id));
  endpoint('adminLiveTables', async (request) => admin.list(request.siteCode));
  endpoint('adminLiveTableUpdate', async (request, input) =>
    admin.update(request.operator!, request.siteCode, input),
  );
  endpoint('adminLiveTableShoes', async (request, input) => admin.shoes(request.siteCode, input));
  endpoint('adminLiveShoeRounds', async (request, input) => admin.rounds(request.siteCode, input));
  endpoint('adminLiveShoeVerify', async (request, input) => admin.verify(request.siteCode, input.shoeId));
}

import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { VipService } from './vip.service.ts';
import type { VipLadderAdmin } from './vip-ladder-admin.service.ts';

/** The member endpoints of VIP (SPEC.md §7) and the ladder's operator endpoints: one service call each. */
export function registerVipRoutes(
  endpoint: EndpointRegistrar,
  deps: { vip: VipService; ladderAdmin: VipLadderAdmin },
): void {
  const { vip, ladderAdmin } = deps;
  const member = (request: { session?: { memberId: bigint } | undefined }) => request.session!.memberId;

  endpoint('vipStatus', async (request) => vip.status(request.siteCode, member(request)));
  endpoint('vipList', async (request) => vip.list(request.siteCode));
  endpoint('vipRecords', async (request, input) => vip.records(request.siteCode, member(request), input));
  // the ladder in the console (issue 24)
  endpoint('adminVipLevels', async (request) => ladderAdmin.levels(request.siteCode));
  endpoint('adminVipLevelUpdate', async (request, input) =>
    ladderAdmin.update(request.operator!, request.siteCode, input),
  );
}

import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { VipService } from './vip.service.ts';

/** The member endpoints of VIP (SPEC.md §7): thin, one service call each. */
export function registerVipRoutes(endpoint: EndpointRegistrar, deps: { vip: VipService }): void {
  const { vip } = deps;
  const member = (request: { session?: { memberId: bigint } | undefined }) => request.session!.memberId;

  endpoint('vipStatus', async (request) => vip.status(request.siteCode, member(request)));
  endpoint('vipList', async (request) => vip.list(request.siteCode));
  endpoint('vipRecords', async (request, input) => vip.records(request.siteCode, member(request), input));
}

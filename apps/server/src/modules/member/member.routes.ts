import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { MemberService } from './member.service.ts';

export function registerMemberRoutes(endpoint: EndpointRegistrar, members: MemberService): void {
  endpoint('memberInfo', async (request) => members.info(request.siteCode, request.session!.memberId));
}

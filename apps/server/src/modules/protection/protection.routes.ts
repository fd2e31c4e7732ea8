import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ProtectionService, Who } from './protection.service.ts';

/** The member's protection pages and the console's reads (issue 25). */
export function registerProtectionRoutes(endpoint: EndpointRegistrar, protection: ProtectionService): void {
  const who = (request: {
    siteCode: string;
    session?: { memberId: bigint; sessionId: bigint } | undefined;
  }): Who => ({
    siteCode: request.siteCode,
    memberId: request.session!.memberId,
    sessionId: request.session!.sessionId,
  });

  endpoint('protectionState', async (request) => protection.state(who(request)));
  endpoint('protectionSetLimit', async (request, input) => protection.setLimit(who(request), input));
  endpoint('protectionConfirmLimit', async (request, input) => protection.confirmLimit(who(request), input));
  endpoint('protectionCancelLimit', async (request, input) => protection.cancelLimit(who(request), input));
  endpoint('protectionTimeout', async (request, input) => protection.timeout(who(request), input.hours));
  endpoint('protectionSelfExclude', async (request, input) =>
    protection.selfExclude(who(request), input.months, input.allBrands),
  );
  endpoint('protectionReopen', async (request) => protection.reopen(who(request)));
  endpoint('protectionReview', async (request) => protection.review(who(request)));
  endpoint('protectionRealityCheck', async (request, input) =>
    protection.setRealityCheck(who(request), input.minutes),
  );
  endpoint('protectionSessionLimit', async (request, input) =>
    protection.setSessionLimit(who(request), input.minutes),
  );
  endpoint('protectionPlayBeat', async (request) => protection.beat(who(request)));
  endpoint('protectionStatement', async (request) => protection.statement(who(request)));

  endpoint('adminProtectionMember', async (request, input) =>
    protection.adminMember(request.operator!.id, request.siteCode, input.username),
  );
  endpoint('adminExclusionRegister', async (request, input) => protection.register(request.siteCode, input));
}

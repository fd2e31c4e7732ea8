import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import type { AccountService } from './account.service.ts';
import type { MemberService } from './member.service.ts';
import type { ProfileService } from './profile.service.ts';

export interface MemberRoutesDeps {
  members: MemberService;
  accounts: AccountService;
  profile: ProfileService;
}

export function registerMemberRoutes(endpoint: EndpointRegistrar, deps: MemberRoutesDeps): void {
  const { members, accounts, profile } = deps;
  const done = { done: true as const };

  endpoint('memberInfo', async (request) => members.info(request.siteCode, request.session!.memberId));
  endpoint('register', async (request, input) => accounts.register(input, requestMeta(request)));
  endpoint('login', async (request, input) => accounts.login(input, requestMeta(request)));
  endpoint('logout', async (request, input) => {
    await accounts.logout(request.session!.sessionId, request.session!.memberId, input.all === true);
    return done;
  });
  endpoint('forgetPassword', async (request, input) => {
    await accounts.forgetPassword(input, requestMeta(request));
    return done;
  });
  endpoint('updatePassword', async (request, input) => {
    await accounts.updatePassword(input, request.session!, requestMeta(request));
    return done;
  });

  endpoint('realName', async (request, input) =>
    profile.setRealName(requestMeta(request), request.session!.memberId, input.realName),
  );
  endpoint('bindEmail', async (request, input) => {
    await profile.bindEmail(requestMeta(request), request.session!.memberId, input);
    return done;
  });
  endpoint('bindPhone', async (request, input) => {
    await profile.bindPhone(requestMeta(request), request.session!.memberId, input);
    return done;
  });
  endpoint('withdrawPasswordConfig', async (request) =>
    profile.withdrawPasswordConfig(request.siteCode, request.session!.memberId),
  );
  endpoint('setWithdrawPassword', async (request, input) => {
    await profile.setWithdrawPassword(requestMeta(request), request.session!.memberId, input);
    return done;
  });
  endpoint('resetWithdrawPassword', async (request, input) => {
    await profile.resetWithdrawPassword(requestMeta(request), request.session!.memberId, input);
    return done;
  });
}

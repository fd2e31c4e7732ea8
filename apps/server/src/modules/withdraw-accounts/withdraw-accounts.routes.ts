import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import type { WithdrawAccountsService } from './withdraw-accounts.service.ts';

/** The member's withdrawal accounts: list, add (bank card, USDT address, Alipay) and remove. */
export function registerWithdrawAccountsRoutes(
  endpoint: EndpointRegistrar,
  withdrawAccounts: WithdrawAccountsService,
): void {
  endpoint('withdrawAccounts', async (request) =>
    withdrawAccounts.list(request.siteCode, request.session!.memberId),
  );
  endpoint('addBankCard', async (request, input) =>
    withdrawAccounts.addBankCard(requestMeta(request), request.session!.memberId, input),
  );
  endpoint('addVirtualCoin', async (request, input) =>
    withdrawAccounts.addVirtualCoin(requestMeta(request), request.session!.memberId, input),
  );
  endpoint('addAlipay', async (request, input) =>
    withdrawAccounts.addAlipay(requestMeta(request), request.session!.memberId, input),
  );
  endpoint('removeWithdrawAccount', async (request, input) =>
    withdrawAccounts.remove(requestMeta(request), request.session!.memberId, input),
  );
}

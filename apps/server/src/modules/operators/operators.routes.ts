import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import type { AuditService } from './audit.service.ts';
import type { OperatorAccountsService } from './operator-accounts.service.ts';
import type { Operator, OperatorsService } from './operators.service.ts';

export interface OperatorsRoutesDeps {
  operators: OperatorsService;
  accounts: OperatorAccountsService;
  audit: AuditService;
}

/**
 * The operator room's endpoints: login (attempt limits, optional TOTP), logout, the second factor,
 * the accounts (admin only) and the audit log. The registrar has already checked the permission
 * and the brand; routes validate, call one service and shape the answer.
 */
export function registerOperatorsRoutes(endpoint: EndpointRegistrar, deps: OperatorsRoutesDeps): void {
  const { operators, accounts, audit } = deps;
  const operatorOf = (request: { operator?: unknown }) => request.operator as Operator;

  endpoint('adminLogin', async (request, input) => operators.login(input, requestMeta(request)));
  endpoint('adminLogout', async (request) => {
    await operators.logout(operatorOf(request), request.siteCode);
    return { done: true as const };
  });
  endpoint('adminTotpEnroll', async (request) => operators.enrollTotp(operatorOf(request), request.siteCode));
  endpoint('adminTotpVerify', async (request, input) =>
    operators.verifyTotp(operatorOf(request), request.siteCode, input.code),
  );

  endpoint('adminOperators', async (request, input) => accounts.list(operatorOf(request), input));
  endpoint('adminOperatorCreate', async (request, input) =>
    accounts.create(operatorOf(request), request.siteCode, input),
  );
  endpoint('adminOperatorDisable', async (request, input) =>
    accounts.setDisabled(operatorOf(request), request.siteCode, input.username, true),
  );
  endpoint('adminOperatorEnable', async (request, input) =>
    accounts.setDisabled(operatorOf(request), request.siteCode, input.username, false),
  );
  endpoint('adminOperatorPassword', async (request, input) =>
    accounts.resetPassword(operatorOf(request), request.siteCode, input.username, input.password),
  );
  endpoint('adminOperatorForceTotp', async (request, input) =>
    accounts.forceTotp(operatorOf(request), request.siteCode, input.username),
  );
  endpoint('adminRevokeOperator', async (request, input) => ({
    username: input.username,
    sessionsEnded: await operators.revokeSessions(operatorOf(request), request.siteCode, input.username),
  }));

  endpoint('adminAudit', async (request, input) =>
    audit.list({
      ...input,
      siteCode: request.siteCode,
      from: input.from ? new Date(input.from) : undefined,
      to: input.to ? new Date(input.to) : undefined,
    }),
  );
}

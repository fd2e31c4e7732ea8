import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { RiskService } from './risk/risk.service.ts';
import type { VerificationService } from './verification.service.ts';

/** The member's verification, the KYC queue and the risk alert queue; operator actions audited. */
export function registerVerificationRoutes(
  endpoint: EndpointRegistrar,
  deps: { verification: VerificationService; risk: RiskService },
): void {
  const { verification, risk } = deps;

  endpoint('verificationState', async (request) =>
    verification.state(request.siteCode, request.session!.memberId),
  );
  endpoint('verificationProfile', async (request, input) =>
    verification.setProfile(request.siteCode, request.session!.memberId, input),
  );
  endpoint('verificationDocument', async (request, input) =>
    verification.attach(request.siteCode, request.session!.memberId, input),
  );
  endpoint('verificationSubmit', async (request) =>
    verification.submit(request.siteCode, request.session!.memberId),
  );

  endpoint('adminKycList', async (request, input) => verification.adminList(request.siteCode, input));
  endpoint('adminKycDocument', async (request, input) =>
    verification.adminDocument(request.siteCode, request.operator!, BigInt(input.memberId), input.uploadId),
  );
  endpoint('adminKycDecide', async (request, input) =>
    verification.adminDecide(request.siteCode, request.operator!, input),
  );
  endpoint('adminRiskAlerts', async (request, input) => risk.list(request.siteCode, input));
  endpoint('adminRiskResolve', async (request, input) =>
    risk.resolve(request.siteCode, request.operator!, input),
  );
}

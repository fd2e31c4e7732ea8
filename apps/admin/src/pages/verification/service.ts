import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import { HEADER } from '@houseline/shared/api/headers';
import type { ConsoleClient } from '../../lib/api-client.ts';
import { adminRoutes } from '../../lib/api-routes.ts';

/** Verification's requests: the KYC queue and its documents, the risk alerts. */
export function verificationService(client: ConsoleClient) {
  return {
    kycList: (query: Record<string, unknown>) =>
      client.call('adminKycList', query as EndpointRequest<'adminKycList'>),
    decide: (request: EndpointRequest<'adminKycDecide'>) => client.call('adminKycDecide', request),
    riskAlerts: (query: Record<string, unknown>) =>
      client.call('adminRiskAlerts', query as EndpointRequest<'adminRiskAlerts'>),
    resolve: (id: string, note: string) => client.call('adminRiskResolve', { id, note }),
  };
}

/**
 * A member's document as an object URL: the image endpoint wants the operator's bearer token, which
 * an <img src> cannot send, so it is fetched and shown from memory (revoked by the caller).
 */
export async function fetchDocument(
  auth: { token: string; siteCode: string },
  memberId: string,
  uploadId: string,
): Promise<string> {
  const search = new URLSearchParams({ memberId, uploadId });
  const response = await fetch(`${adminRoutes.adminKycDocument.path}?${search}`, {
    headers: { authorization: `Bearer ${auth.token}`, [HEADER.siteCode]: auth.siteCode },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

export type VerificationService = ReturnType<typeof verificationService>;
export type KycRow = Awaited<ReturnType<VerificationService['kycList']>>['list'][number];
export type RiskAlertRow = Awaited<ReturnType<VerificationService['riskAlerts']>>['list'][number];

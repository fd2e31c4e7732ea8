import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { BetRecordsService } from './bet-records.service.ts';

/** The member's bet records across products, and one venue round. */
export function registerBetRecordsRoutes(endpoint: EndpointRegistrar, records: BetRecordsService): void {
  const member = (request: { session?: { memberId: bigint } | undefined }) => request.session!.memberId;
  endpoint('betRecords', async (request, input) =>
    records.records(request.siteCode, member(request), request.locale, input),
  );
  endpoint('venueBetDetail', async (request, input) =>
    records.venueDetail(request.siteCode, member(request), request.locale, input.id),
  );
}

import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import type { VenuePullService } from './venue-pull.service.ts';
import type { VenueTotalsService } from './venue-totals.service.ts';

/** The operators' venue calls: per-venue totals, and a re-pull of a window (audited). */
export function registerVenueRoundsOpsRoutes(
  endpoint: EndpointRegistrar,
  deps: { totals: VenueTotalsService; pulls: VenuePullService; operators: Pick<OperatorsService, 'audit'> },
): void {
  const { totals, pulls, operators } = deps;
  endpoint('adminVenueTotals', async (request, input) =>
    totals.totals(request.siteCode, input.preset, request.locale),
  );
  endpoint('adminVenuePull', async (request, input) => {
    const from = new Date(input.from);
    const to = new Date(input.to);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new AppError('VENUE_WINDOW');
    const result = await pulls.repull(input.venue, from, to);
    await operators.audit(request.operator!, request.siteCode, 'venues.pull', input.venue, {
      from: input.from,
      to: input.to,
      pages: result.pages,
      fetched: result.fetched,
      added: result.added,
    });
    return result;
  });
}

import { LIMITS } from '@houseline/shared/limits';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { AnalyticsService } from './analytics.service.ts';

const beaconLimit = { rateLimit: { max: LIMITS.pageViewsPerMinutePerIp, timeWindow: 60_000 } };

export function registerAnalyticsRoutes(endpoint: EndpointRegistrar, analytics: AnalyticsService): void {
  endpoint(
    'pageView',
    async (request, view) => {
      await analytics.recordPageView(request.siteCode, request.visitorId, view);
      return { recorded: true as const };
    },
    beaconLimit,
  );
  endpoint(
    'statsHit',
    async (request, hit) => {
      await analytics.recordStatHit(request.siteCode, request.visitorId, hit);
      return { recorded: true as const };
    },
    beaconLimit,
  );
}

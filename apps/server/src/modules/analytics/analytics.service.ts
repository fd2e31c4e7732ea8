import type { PageViewRequest, StatsHitRequest } from '@houseline/shared/api/contract/analytics';
import type { SiteCode } from '@houseline/shared/brands/types';
import type { Db } from '../../platform/db/client.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';

export interface AnalyticsServiceDeps {
  db: Db;
  repository: AnalyticsRepository;
}

/** Page views of the web app and hits of the built-in statistics counter, stored to be counted. */
export function createAnalyticsService({ db, repository }: AnalyticsServiceDeps) {
  return {
    async recordPageView(siteCode: SiteCode, visitorId: string, view: PageViewRequest): Promise<void> {
      await repository.insertPageView(db, {
        siteCode,
        visitorId,
        path: view.path,
        referrer: view.referrer ?? '',
        kind: view.kind,
        layout: view.layout,
      });
    },
    async recordStatHit(siteCode: SiteCode, visitorId: string, hit: StatsHitRequest): Promise<void> {
      await repository.insertStatHit(db, { siteCode, visitorId, counterId: hit.id, path: hit.path });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

import type { DbOrTx } from '../../platform/db/client.ts';
import { pageViews, statHits } from '../../platform/db/schema.ts';

export function createAnalyticsRepository() {
  return {
    async insertPageView(db: DbOrTx, row: typeof pageViews.$inferInsert): Promise<void> {
      await db.insert(pageViews).values(row);
    },
    async insertStatHit(db: DbOrTx, row: typeof statHits.$inferInsert): Promise<void> {
      await db.insert(statHits).values(row);
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

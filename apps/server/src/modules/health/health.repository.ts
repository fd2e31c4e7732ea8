import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

export function createHealthRepository() {
  return {
    /** One round trip to the database; throws when it does not answer. */
    async ping(db: DbOrTx): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;

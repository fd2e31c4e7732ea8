import type { DbOrTx } from '../../platform/db/client.ts';
import { authEvents } from '../../platform/db/schema.ts';

export type AuthEventInsert = typeof authEvents.$inferInsert;

export function createAuthEventsRepository() {
  return {
    async insert(db: DbOrTx, row: AuthEventInsert): Promise<void> {
      await db.insert(authEvents).values(row);
    },
  };
}

export type AuthEventsRepository = ReturnType<typeof createAuthEventsRepository>;

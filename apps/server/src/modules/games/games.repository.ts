import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { gameCategories, games } from '../../platform/db/schema.ts';

export type GameCategoryRow = typeof gameCategories.$inferSelect;
export type GameRow = typeof games.$inferSelect;

const ACTIVE = 1;

export function createGamesRepository() {
  return {
    async activeCategories(db: DbOrTx, siteCode: string, ids: readonly number[]): Promise<GameCategoryRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(gameCategories)
        .where(
          and(
            eq(gameCategories.siteCode, siteCode),
            eq(gameCategories.state, ACTIVE),
            inArray(gameCategories.id, [...ids]),
          ),
        )
        .orderBy(asc(gameCategories.sort), asc(gameCategories.id));
    },

    async activeGames(
      db: DbOrTx,
      siteCode: string,
      categoryIds: readonly number[],
      show: 'h5' | 'pc',
    ): Promise<GameRow[]> {
      if (categoryIds.length === 0) return [];
      return db
        .select()
        .from(games)
        .where(
          and(
            eq(games.siteCode, siteCode),
            eq(games.state, ACTIVE),
            inArray(games.categoryId, [...categoryIds]),
            show === 'h5' ? eq(games.showH5, true) : eq(games.showPc, true),
          ),
        )
        .orderBy(asc(games.seq), asc(games.id));
    },

    async upsertCategories(db: DbOrTx, rows: (typeof gameCategories.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(gameCategories).values(rows).onConflictDoNothing();
    },

    async upsertGames(db: DbOrTx, rows: (typeof games.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(games).values(rows).onConflictDoNothing();
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;

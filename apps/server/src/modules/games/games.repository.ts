import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

    /** Seeds the catalogue: new games are added, known ones take the seed's venue, code and art. */
    async upsertGames(db: DbOrTx, rows: (typeof games.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(games)
        .values(rows)
        .onConflictDoUpdate({
          target: [games.siteCode, games.id],
          set: {
            categoryId: sql`excluded.category_id`,
            name: sql`excluded.name`,
            seq: sql`excluded.seq`,
            walletCode: sql`excluded.wallet_code`,
            gameCode: sql`excluded.game_code`,
            imgUrl: sql`excluded.img_url`,
            iconUrl: sql`excluded.icon_url`,
            description: sql`excluded.description`,
            official: sql`excluded.official`,
            showH5: sql`excluded.show_h5`,
            showPc: sql`excluded.show_pc`,
          },
        });
    },

    async removeGames(db: DbOrTx, siteCode: string, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(games).where(and(eq(games.siteCode, siteCode), inArray(games.id, [...ids])));
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;

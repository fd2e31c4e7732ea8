import { and, count, eq, gte, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { gameCategories, gameCategoryGames, games } from '../../platform/db/schema.ts';
import type { GameCategoryRow, GameRow } from './games.repository.ts';

/** An operator's category is numbered from here (the defaults are 1-7). */
export const CUSTOM_CATEGORY_FIRST_ID = 100;
/** A registered venue game is numbered from here (the seed's ids are category × 100 + n). */
export const REGISTERED_GAME_FIRST_ID = 10_001;

/**
 * What the console adds to a brand's lobby (decision 0090): operator categories, the games in them
 * and venue games registered by code. The caller holds the lobby lock (`lockLobby`) for a new
 * category or game, and the row lock for a change of one.
 */
export function createGamesCatalogueRepository() {
  return {
    async customCount(db: DbOrTx, siteCode: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(gameCategories)
        .where(and(eq(gameCategories.siteCode, siteCode), eq(gameCategories.custom, true)));
      return Number(row?.n ?? 0);
    },

    async nextCategoryId(db: DbOrTx, siteCode: string): Promise<number> {
      const [row] = await db
        .select({ top: max(gameCategories.id) })
        .from(gameCategories)
        .where(and(eq(gameCategories.siteCode, siteCode), gte(gameCategories.id, CUSTOM_CATEGORY_FIRST_ID)));
      return Math.max(CUSTOM_CATEGORY_FIRST_ID, (row?.top ?? 0) + 1);
    },

    async insertCategory(tx: DbOrTx, row: typeof gameCategories.$inferInsert): Promise<GameCategoryRow> {
      const [saved] = await tx.insert(gameCategories).values(row).returning();
      return saved!;
    },

    async deleteCategory(tx: DbOrTx, siteCode: string, id: number): Promise<void> {
      await tx
        .delete(gameCategories)
        .where(and(eq(gameCategories.siteCode, siteCode), eq(gameCategories.id, id)));
    },

    async memberCount(db: DbOrTx, siteCode: string, categoryId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(gameCategoryGames)
        .where(and(eq(gameCategoryGames.siteCode, siteCode), eq(gameCategoryGames.categoryId, categoryId)));
      return Number(row?.n ?? 0);
    },

    /** Which of `ids` are operator categories of the brand. */
    async customIds(db: DbOrTx, siteCode: string, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: gameCategories.id })
        .from(gameCategories)
        .where(
          and(
            eq(gameCategories.siteCode, siteCode),
            eq(gameCategories.custom, true),
            inArray(gameCategories.id, [...ids]),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** The game's operator categories become exactly `categoryIds`. */
    async setLinks(
      tx: DbOrTx,
      siteCode: string,
      gameId: number,
      categoryIds: readonly number[],
    ): Promise<void> {
      await tx
        .delete(gameCategoryGames)
        .where(and(eq(gameCategoryGames.siteCode, siteCode), eq(gameCategoryGames.gameId, gameId)));
      if (categoryIds.length === 0) return;
      await tx
        .insert(gameCategoryGames)
        .values(categoryIds.map((categoryId) => ({ siteCode, categoryId, gameId })))
        .onConflictDoNothing();
    },

    async gameByVenueCode(
      db: DbOrTx,
      siteCode: string,
      venue: string,
      gameCode: string,
    ): Promise<GameRow | undefined> {
      const [row] = await db
        .select()
        .from(games)
        .where(and(eq(games.siteCode, siteCode), eq(games.walletCode, venue), eq(games.gameCode, gameCode)));
      return row;
    },

    async nextGameId(db: DbOrTx, siteCode: string): Promise<number> {
      const [row] = await db
        .select({ top: max(games.id) })
        .from(games)
        .where(eq(games.siteCode, siteCode));
      return Math.max(REGISTERED_GAME_FIRST_ID, (row?.top ?? 0) + 1);
    },

    /** Inserts the game; undefined when the brand has it already (same venue and code). */
    async insertGame(tx: DbOrTx, row: typeof games.$inferInsert): Promise<GameRow | undefined> {
      const [saved] = await tx.insert(games).values(row).onConflictDoNothing().returning();
      return saved;
    },
  };
}

export type GamesCatalogueRepository = ReturnType<typeof createGamesCatalogueRepository>;

import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { gameCategories, gameFavorites, games } from '../../platform/db/schema.ts';

const ACTIVE = 1;

/** A member's favourite games (game_favorites), only ever read and written for that member. */
export function createFavoritesRepository() {
  return {
    /** The member's favourites that are still visible games of the site, oldest first. */
    async ids(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      categoryIds: readonly number[],
    ): Promise<number[]> {
      if (categoryIds.length === 0) return [];
      const rows = await db
        .select({ id: gameFavorites.gameId })
        .from(gameFavorites)
        .innerJoin(games, and(eq(games.siteCode, gameFavorites.siteCode), eq(games.id, gameFavorites.gameId)))
        .innerJoin(
          gameCategories,
          and(eq(gameCategories.siteCode, games.siteCode), eq(gameCategories.id, games.categoryId)),
        )
        .where(
          and(
            eq(gameFavorites.siteCode, siteCode),
            eq(gameFavorites.memberId, memberId),
            eq(games.state, ACTIVE),
            eq(gameCategories.state, ACTIVE),
            inArray(games.categoryId, [...categoryIds]),
          ),
        )
        .orderBy(asc(gameFavorites.createdAt), asc(gameFavorites.gameId));
      return rows.map((r) => r.id);
    },

    async count(db: DbOrTx, siteCode: string, memberId: bigint): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(gameFavorites)
        .where(and(eq(gameFavorites.siteCode, siteCode), eq(gameFavorites.memberId, memberId)));
      return Number(row?.n ?? 0);
    },

    async add(db: DbOrTx, siteCode: string, memberId: bigint, gameId: number, at: Date): Promise<void> {
      await db
        .insert(gameFavorites)
        .values({ siteCode, memberId, gameId, createdAt: at })
        .onConflictDoNothing();
    },

    async remove(db: DbOrTx, siteCode: string, memberId: bigint, gameId: number): Promise<void> {
      await db
        .delete(gameFavorites)
        .where(
          and(
            eq(gameFavorites.siteCode, siteCode),
            eq(gameFavorites.memberId, memberId),
            eq(gameFavorites.gameId, gameId),
          ),
        );
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;

import { type AnyColumn, and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { gameCategories, gameCategoryGames, games, venueSettings } from '../../platform/db/schema.ts';

export type GameCategoryRow = typeof gameCategories.$inferSelect;
export type GameRow = typeof games.$inferSelect;

const ACTIVE = 1;

/** The seed's value for a column of a game no operator has changed; the operator's otherwise. */
const seeded = (column: AnyColumn, value: SQL) =>
  sql`case when ${games.updatedAt} is null then ${value} else ${column} end`;

export function createGamesRepository() {
  return {
    /** The site's active categories among `ids` (its licence), and its operators' own (decision 0090). */
    async activeCategories(db: DbOrTx, siteCode: string, ids: readonly number[]): Promise<GameCategoryRow[]> {
      return db
        .select()
        .from(gameCategories)
        .where(
          and(
            eq(gameCategories.siteCode, siteCode),
            eq(gameCategories.state, ACTIVE),
            ids.length === 0
              ? eq(gameCategories.custom, true)
              : or(inArray(gameCategories.id, [...ids]), eq(gameCategories.custom, true)),
          ),
        )
        .orderBy(asc(gameCategories.sort), asc(gameCategories.id));
    },

    /** The members of operator categories `categoryIds` among `games` (the active games shown). */
    async links(
      db: DbOrTx,
      siteCode: string,
      categoryIds: readonly number[],
    ): Promise<{ categoryId: number; gameId: number }[]> {
      if (categoryIds.length === 0) return [];
      return db
        .select({ categoryId: gameCategoryGames.categoryId, gameId: gameCategoryGames.gameId })
        .from(gameCategoryGames)
        .where(
          and(
            eq(gameCategoryGames.siteCode, siteCode),
            inArray(gameCategoryGames.categoryId, [...categoryIds]),
          ),
        );
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

    /** One active game of the site whose category is active and among `categoryIds`. */
    async activeGame(
      db: DbOrTx,
      siteCode: string,
      id: number,
      categoryIds: readonly number[],
    ): Promise<GameRow | undefined> {
      if (categoryIds.length === 0) return undefined;
      const [row] = await db
        .select({ game: games })
        .from(games)
        .innerJoin(
          gameCategories,
          and(eq(gameCategories.siteCode, games.siteCode), eq(gameCategories.id, games.categoryId)),
        )
        .where(
          and(
            eq(games.siteCode, siteCode),
            eq(games.id, id),
            eq(games.state, ACTIVE),
            eq(gameCategories.state, ACTIVE),
            inArray(games.categoryId, [...categoryIds]),
          ),
        );
      return row?.game;
    },

    /** Venue codes of the site's active games shown on a layout (or on any, show undefined). */
    async shownVenues(
      db: DbOrTx,
      siteCode: string,
      categoryIds: readonly number[],
      show: 'h5' | 'pc' | undefined,
    ): Promise<string[]> {
      if (categoryIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ venue: games.walletCode })
        .from(games)
        .where(
          and(
            eq(games.siteCode, siteCode),
            eq(games.state, ACTIVE),
            inArray(games.categoryId, [...categoryIds]),
            show === 'h5' ? eq(games.showH5, true) : show === 'pc' ? eq(games.showPc, true) : undefined,
          ),
        );
      return rows.map((r) => r.venue);
    },

    /** Venues of the site under maintenance (venue_settings). */
    async venuesUnderMaintenance(db: DbOrTx, siteCode: string): Promise<string[]> {
      const rows = await db
        .select({ venue: venueSettings.venue })
        .from(venueSettings)
        .where(and(eq(venueSettings.siteCode, siteCode), eq(venueSettings.maintenance, true)));
      return rows.map((r) => r.venue);
    },

    async venueUnderMaintenance(db: DbOrTx, siteCode: string, venue: string): Promise<boolean> {
      const [row] = await db
        .select({ maintenance: venueSettings.maintenance })
        .from(venueSettings)
        .where(and(eq(venueSettings.siteCode, siteCode), eq(venueSettings.venue, venue)));
      return row?.maintenance === true;
    },

    async setVenueMaintenance(
      db: DbOrTx,
      siteCode: string,
      venue: string,
      maintenance: boolean,
      at: Date,
    ): Promise<void> {
      await db
        .insert(venueSettings)
        .values({ siteCode, venue, maintenance, updatedAt: at })
        .onConflictDoUpdate({
          target: [venueSettings.siteCode, venueSettings.venue],
          set: { maintenance, updatedAt: at },
        });
    },

    /** Sets one game's flag; false when the site has no such game at that venue. */
    async setGameMaintenance(
      db: DbOrTx,
      siteCode: string,
      venue: string,
      gameId: number,
      maintenance: boolean,
    ): Promise<boolean> {
      const rows = await db
        .update(games)
        .set({ maintenance })
        .where(and(eq(games.siteCode, siteCode), eq(games.id, gameId), eq(games.walletCode, venue)))
        .returning({ id: games.id });
      return rows.length > 0;
    },

    async upsertCategories(db: DbOrTx, rows: (typeof gameCategories.$inferInsert)[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(gameCategories).values(rows).onConflictDoNothing();
    },

    /**
     * Seeds the catalogue: new games are added, known ones take the seed's venue, code and art.
     * The order, layouts and flag are the operators' (issue 24): the seed keeps them in step only
     * for a game no operator has changed (`updated_at` null).
     */
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
            seq: seeded(games.seq, sql`excluded.seq`),
            walletCode: sql`excluded.wallet_code`,
            gameCode: sql`excluded.game_code`,
            imgUrl: sql`excluded.img_url`,
            iconUrl: sql`excluded.icon_url`,
            description: sql`excluded.description`,
            official: sql`excluded.official`,
            showH5: seeded(games.showH5, sql`excluded.show_h5`),
            showPc: seeded(games.showPc, sql`excluded.show_pc`),
            badge: seeded(games.badge, sql`excluded.badge`),
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

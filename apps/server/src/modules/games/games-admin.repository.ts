import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { gameCategories, gameCategoryGames, games } from '../../platform/db/schema.ts';
import type { GameCategoryRow, GameRow } from './games.repository.ts';

/** A category as the console lists it, with how many games it holds. */
export type AdminCategoryRow = GameCategoryRow & { games: number };
/** A game as the console lists it, with its category's name. */
export type AdminGameRow = GameRow & { categoryName: string };

/** What an operator changes of a game (issue 24). */
export type GameValues = Pick<GameRow, 'state' | 'seq' | 'showH5' | 'showPc' | 'maintenance' | 'badge'>;

export interface AdminGamesFilter {
  categoryIds: readonly number[];
  name?: string | undefined;
  venue?: string | undefined;
  state?: number | undefined;
  badge?: string | undefined;
  /** Only the games in this operator category (decision 0090). */
  linkedTo?: number | undefined;
}

/** `%`, `_` and `\` stand for themselves in a name search. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const gameWithCategory = { game: games, categoryName: gameCategories.name };
const categoryJoin = and(
  eq(gameCategories.siteCode, games.siteCode),
  eq(gameCategories.id, games.categoryId),
);

/**
 * The brand's lobby as the console reads and changes it (issue 24). Every write is on one row the
 * caller has locked first (`lock…`, `select … for update`) inside its transaction.
 */
export function createGamesAdminRepository() {
  return {
    /** The brand's categories; a default one counts the games of its kind, an operator's its members. */
    async categories(db: DbOrTx, siteCode: string): Promise<AdminCategoryRow[]> {
      const counts = db
        .select({ categoryId: games.categoryId, n: count().as('n') })
        .from(games)
        .where(eq(games.siteCode, siteCode))
        .groupBy(games.categoryId)
        .as('counts');
      const links = db
        .select({ categoryId: gameCategoryGames.categoryId, n: count().as('links') })
        .from(gameCategoryGames)
        .where(eq(gameCategoryGames.siteCode, siteCode))
        .groupBy(gameCategoryGames.categoryId)
        .as('links');
      const rows = await db
        .select({ category: gameCategories, n: counts.n, links: links.n })
        .from(gameCategories)
        .leftJoin(counts, eq(counts.categoryId, gameCategories.id))
        .leftJoin(links, eq(links.categoryId, gameCategories.id))
        .where(eq(gameCategories.siteCode, siteCode))
        .orderBy(asc(gameCategories.sort), asc(gameCategories.id));
      return rows.map((r) => ({
        ...r.category,
        games: Number((r.category.custom ? r.links : r.n) ?? 0),
      }));
    },

    async lockCategory(tx: DbOrTx, siteCode: string, id: number): Promise<GameCategoryRow | undefined> {
      const [row] = await tx
        .select()
        .from(gameCategories)
        .where(and(eq(gameCategories.siteCode, siteCode), eq(gameCategories.id, id)))
        .for('update');
      return row;
    },

    async updateCategory(
      tx: DbOrTx,
      siteCode: string,
      id: number,
      values: Pick<GameCategoryRow, 'state' | 'sort'> &
        Partial<Pick<GameCategoryRow, 'name' | 'title' | 'nameEn'>>,
    ): Promise<GameCategoryRow> {
      const [row] = await tx
        .update(gameCategories)
        .set(values)
        .where(and(eq(gameCategories.siteCode, siteCode), eq(gameCategories.id, id)))
        .returning();
      return row!;
    },

    /** One page of the brand's games of `filter.categoryIds`, by category order, then seq. */
    async gamesPage(
      db: DbOrTx,
      siteCode: string,
      filter: AdminGamesFilter,
      page: number,
      size: number,
    ): Promise<{ list: AdminGameRow[]; total: number }> {
      if (filter.categoryIds.length === 0) return { list: [], total: 0 };
      const where: SQL[] = [eq(games.siteCode, siteCode), inArray(games.categoryId, [...filter.categoryIds])];
      if (filter.name) where.push(ilike(games.name, `%${likeLiteral(filter.name)}%`));
      if (filter.venue) where.push(eq(games.walletCode, filter.venue));
      if (filter.state !== undefined) where.push(eq(games.state, filter.state));
      if (filter.badge !== undefined) where.push(eq(games.badge, filter.badge));
      if (filter.linkedTo !== undefined) {
        where.push(
          inArray(
            games.id,
            db
              .select({ id: gameCategoryGames.gameId })
              .from(gameCategoryGames)
              .where(
                and(
                  eq(gameCategoryGames.siteCode, siteCode),
                  eq(gameCategoryGames.categoryId, filter.linkedTo),
                ),
              ),
          ),
        );
      }
      const [[total], rows] = await Promise.all([
        db
          .select({ n: count() })
          .from(games)
          .where(and(...where)),
        db
          .select(gameWithCategory)
          .from(games)
          .innerJoin(gameCategories, categoryJoin)
          .where(and(...where))
          .orderBy(asc(gameCategories.sort), asc(games.categoryId), asc(games.seq), asc(games.id))
          .limit(size)
          .offset((page - 1) * size),
      ]);
      return {
        list: rows.map((r) => ({ ...r.game, categoryName: r.categoryName })),
        total: Number(total?.n ?? 0),
      };
    },

    /** One game of the brand in one of `categoryIds`, locked for the rest of the transaction. */
    async lockGame(
      tx: DbOrTx,
      siteCode: string,
      id: number,
      categoryIds: readonly number[],
      lock = true,
    ): Promise<AdminGameRow | undefined> {
      if (categoryIds.length === 0) return undefined;
      const query = tx
        .select(gameWithCategory)
        .from(games)
        .innerJoin(gameCategories, categoryJoin)
        .where(
          and(eq(games.siteCode, siteCode), eq(games.id, id), inArray(games.categoryId, [...categoryIds])),
        );
      const [row] = lock ? await query.for('update', { of: games }) : await query;
      return row ? { ...row.game, categoryName: row.categoryName } : undefined;
    },

    /** The operator categories each of `gameIds` is in (decision 0090). */
    async linksOf(db: DbOrTx, siteCode: string, gameIds: readonly number[]): Promise<Map<number, number[]>> {
      const out = new Map<number, number[]>();
      if (gameIds.length === 0) return out;
      const rows = await db
        .select({ gameId: gameCategoryGames.gameId, categoryId: gameCategoryGames.categoryId })
        .from(gameCategoryGames)
        .where(and(eq(gameCategoryGames.siteCode, siteCode), inArray(gameCategoryGames.gameId, [...gameIds])))
        .orderBy(asc(gameCategoryGames.categoryId));
      for (const r of rows) out.set(r.gameId, [...(out.get(r.gameId) ?? []), r.categoryId]);
      return out;
    },

    async categoryNamed(db: DbOrTx, siteCode: string, name: string): Promise<GameCategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(gameCategories)
        .where(and(eq(gameCategories.siteCode, siteCode), eq(gameCategories.name, name)));
      return row;
    },

    /** Writes of the brand's lobby catalogue (new categories, new games) run one at a time. */
    async lockLobby(tx: DbOrTx, siteCode: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lobby:${siteCode}`}, 0))`);
    },

    async updateGame(
      tx: DbOrTx,
      siteCode: string,
      id: number,
      values: GameValues,
      at: Date,
    ): Promise<GameRow> {
      const [row] = await tx
        .update(games)
        .set({ ...values, updatedAt: at })
        .where(and(eq(games.siteCode, siteCode), eq(games.id, id)))
        .returning();
      return row!;
    },
  };
}

export type GamesAdminRepository = ReturnType<typeof createGamesAdminRepository>;

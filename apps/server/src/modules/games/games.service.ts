import { GAME_LIST_SHOW, type GameBadge, type GameList } from '@houseline/shared/api/contract/games';
import { getBrand } from '@houseline/shared/brands/registry';
import type { SiteCode } from '@houseline/shared/brands/types';
import { LIMITS } from '@houseline/shared/limits';
import type { Db } from '../../platform/db/client.ts';
import type { ReadRouter } from '../../platform/db/read-router.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FavoritesRepository } from './favorites.repository.ts';
import type { GameRow, GamesRepository } from './games.repository.ts';

/** At most this many favourite games per member. */
export const FAVORITES_MAX = 100;
/** Sportsbook tiles (体育, 电竞): the web opens the sportsbook, never a venue. */
export const SPORTSBOOK_CATEGORIES: readonly number[] = [1, 6];

export interface GamesServiceDeps {
  db: Db;
  /**
   * The read router (DATABASE_READ_URL). Only the lobby (`list`) reads `shared()`: a launch, a
   * transfer's maintenance check and the favourites stay on the primary (decision 0070).
   */
  reads?: ReadRouter | undefined;
  repository: GamesRepository;
  favorites?: FavoritesRepository;
  /** The wallet mode of a venue code (the venue registry knows; transfer when unknown). */
  walletModeOf?: (venue: string) => 'transfer' | 'seamless';
  now?: () => Date;
}

/** A game as a launch needs it; `maintenance` is true when the game or its venue is under maintenance. */
export interface LaunchableGame {
  id: number;
  categoryId: number;
  name: string;
  venue: string;
  gameCode: string;
  official: boolean;
  maintenance: boolean;
}

/**
 * The brand's game lobby: only the categories the brand enables, tabs by `sort`, games by `seq`;
 * a game shows `maintenance` when it or its venue (venue_settings of the site) is under maintenance.
 * Also the lookups a launch needs, the venue maintenance switch and the member's favourites.
 */
export function createGamesService(deps: GamesServiceDeps) {
  const { db, repository, walletModeOf = () => 'transfer' } = deps;
  const now = deps.now ?? (() => new Date());
  const enabled = (siteCode: string) => getBrand(siteCode as SiteCode).enabledGameIds;
  const favoritesRepo = (): FavoritesRepository => {
    if (!deps.favorites) throw new Error('games service built without favourites');
    return deps.favorites;
  };

  async function visibleGame(siteCode: string, id: number): Promise<GameRow | undefined> {
    return repository.activeGame(db, siteCode, id, enabled(siteCode));
  }

  async function favorites(siteCode: string, memberId: bigint): Promise<{ ids: number[] }> {
    return { ids: await favoritesRepo().ids(db, siteCode, memberId, enabled(siteCode)) };
  }

  return {
    async list(siteCode: SiteCode, show: number, locale?: string): Promise<GameList> {
      const db = deps.reads?.shared() ?? deps.db;
      const categories = (await repository.activeCategories(db, siteCode, enabled(siteCode))).slice(
        0,
        LIMITS.gameListMaxCategories,
      );
      // A game shows in its own category (its kind) and in the operators' categories it is in
      // (decision 0090), while its kind is shown: the launch asks the same.
      const kinds = categories.filter((c) => !c.custom).map((c) => c.id);
      const [rows, links] = await Promise.all([
        repository.activeGames(db, siteCode, kinds, show === GAME_LIST_SHOW.pc ? 'pc' : 'h5'),
        repository.links(
          db,
          siteCode,
          categories.filter((c) => c.custom).map((c) => c.id),
        ),
      ]);
      const byId = new Map(rows.map((game) => [game.id, game]));
      const gamesOf = (category: (typeof categories)[number]) =>
        category.custom
          ? links.filter((l) => l.categoryId === category.id).flatMap((l) => byId.get(l.gameId) ?? [])
          : rows.filter((game) => game.categoryId === category.id);
      const venuesDown = new Set(await repository.venuesUnderMaintenance(db, siteCode));
      const english = locale === 'en-US';
      return categories.map((category) => ({
        id: category.id,
        name: english && category.nameEn ? category.nameEn : category.name,
        sort: category.sort,
        state: category.state,
        icon_nor: category.iconNor,
        icon_sel: category.iconSel,
        title: english && category.nameEn ? category.nameEn : category.title,
        bigImgUrl: category.bigImgUrl,
        games: gamesOf(category)
          .slice(0, LIMITS.gameListMaxGamesPerCategory)
          .map((game) => ({
            id: game.id,
            name: game.name,
            seq: game.seq,
            wallet_code: game.walletCode,
            imgUrl: game.imgUrl,
            desc: game.description,
            official: game.official,
            iconUrl: game.iconUrl,
            maintenance: game.maintenance || venuesDown.has(game.walletCode),
            walletMode: walletModeOf(game.walletCode),
            badge: game.badge as GameBadge,
          })),
      }));
    },

    /** A visible game of the site (active, in an enabled and active category); undefined otherwise. */
    async gameById(siteCode: string, id: number): Promise<LaunchableGame | undefined> {
      const game = await visibleGame(siteCode, id);
      if (!game) return undefined;
      const venueDown = await repository.venueUnderMaintenance(db, siteCode, game.walletCode);
      return {
        id: game.id,
        categoryId: game.categoryId,
        name: game.name,
        venue: game.walletCode,
        gameCode: game.gameCode,
        official: game.official,
        maintenance: game.maintenance || venueDown,
      };
    },

    /** True when the whole venue is under maintenance for the site (no launch, no transfer in). */
    async venueUnderMaintenance(siteCode: string, venue: string): Promise<boolean> {
      return repository.venueUnderMaintenance(db, siteCode, venue);
    },

    /** Venue codes with games shown on a layout (h5, pc), or on any layout (undefined). */
    async shownVenues(siteCode: string, show: 'h5' | 'pc' | undefined): Promise<ReadonlySet<string>> {
      return new Set(await repository.shownVenues(db, siteCode, enabled(siteCode), show));
    },

    /** Operator: a venue (or one of its games) under maintenance, or back. */
    async setMaintenance(
      siteCode: string,
      input: { venue: string; gameId?: number | undefined; maintenance: boolean },
    ): Promise<{ venue: string; gameId: number | null; maintenance: boolean }> {
      if (input.gameId !== undefined) {
        const found = await repository.setGameMaintenance(
          db,
          siteCode,
          input.venue,
          input.gameId,
          input.maintenance,
        );
        if (!found) throw new AppError('GAME_NOT_FOUND');
        return { venue: input.venue, gameId: input.gameId, maintenance: input.maintenance };
      }
      const known = await repository.shownVenues(db, siteCode, enabled(siteCode), undefined);
      if (!known.includes(input.venue)) throw new AppError('GAME_NOT_FOUND');
      await repository.setVenueMaintenance(db, siteCode, input.venue, input.maintenance, now());
      return { venue: input.venue, gameId: null, maintenance: input.maintenance };
    },

    /** The member's favourite games that are still visible. */
    favorites,

    /** Adds (on) or removes a favourite; idempotent; only visible games; at most FAVORITES_MAX. */
    async setFavorite(
      siteCode: string,
      memberId: bigint,
      input: { gameId: number; on: boolean },
    ): Promise<{ ids: number[] }> {
      const repo = favoritesRepo();
      if (!input.on) {
        await repo.remove(db, siteCode, memberId, input.gameId);
      } else {
        if (!(await visibleGame(siteCode, input.gameId))) throw new AppError('GAME_NOT_FOUND');
        const current = await repo.ids(db, siteCode, memberId, enabled(siteCode));
        if (!current.includes(input.gameId)) {
          if ((await repo.count(db, siteCode, memberId)) >= FAVORITES_MAX) {
            throw new AppError('FAVORITES_LIMIT', { params: { limit: FAVORITES_MAX } });
          }
          await repo.add(db, siteCode, memberId, input.gameId, now());
        }
      }
      return favorites(siteCode, memberId);
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;

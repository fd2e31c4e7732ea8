import { GAME_LIST_SHOW, type GameList } from '@houseline/shared/api/contract/games';
import { getBrand } from '@houseline/shared/brands/registry';
import type { SiteCode } from '@houseline/shared/brands/types';
import { LIMITS } from '@houseline/shared/limits';
import type { Db } from '../../platform/db/client.ts';
import type { GamesRepository } from './games.repository.ts';

export interface GamesServiceDeps {
  db: Db;
  repository: GamesRepository;
  /** The wallet mode of a venue code (the venue registry knows; transfer when unknown). */
  walletModeOf?: (venue: string) => 'transfer' | 'seamless';
}

/** The brand's game lobby: only the categories the brand enables, tabs by `sort`, games by `seq`. */
export function createGamesService({ db, repository, walletModeOf = () => 'transfer' }: GamesServiceDeps) {
  return {
    async list(siteCode: SiteCode, show: number): Promise<GameList> {
      const enabled = getBrand(siteCode).enabledGameIds;
      const categories = (await repository.activeCategories(db, siteCode, enabled)).slice(
        0,
        LIMITS.gameListMaxCategories,
      );
      const rows = await repository.activeGames(
        db,
        siteCode,
        categories.map((c) => c.id),
        show === GAME_LIST_SHOW.pc ? 'pc' : 'h5',
      );
      return categories.map((category) => ({
        id: category.id,
        name: category.name,
        sort: category.sort,
        state: category.state,
        icon_nor: category.iconNor,
        icon_sel: category.iconSel,
        title: category.title,
        bigImgUrl: category.bigImgUrl,
        games: rows
          .filter((game) => game.categoryId === category.id)
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
            maintenance: game.maintenance,
            walletMode: walletModeOf(game.walletCode),
          })),
      }));
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;

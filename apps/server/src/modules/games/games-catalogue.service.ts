import {
  type AdminGame,
  type AdminGameAssignRequest,
  type AdminGameCategory,
  type AdminGameRegisterResult,
  type adminGameCategoryCreateRequestSchema,
  type adminGameRegisterRequestSchema,
  CUSTOM_CATEGORY_MAX,
} from '@houseline/shared/api/contract/games';
import { getBrand } from '@houseline/shared/brands/registry';
import type { SiteCode } from '@houseline/shared/brands/types';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditActor, AuditPort } from '../operators/audit.service.ts';
import { SPORTSBOOK_CATEGORIES } from './games.service.ts';
import type { GamesAdminRepository } from './games-admin.repository.ts';
import { auditedCategory, type GamesAdmin } from './games-admin.service.ts';
import type { GamesCatalogueRepository } from './games-catalogue.repository.ts';

const ON = 1;
const OFF = 0;

type CreateCategory = z.output<typeof adminGameCategoryCreateRequestSchema>;
type RegisterGame = z.output<typeof adminGameRegisterRequestSchema>;

const licensedOf = (siteCode: string): readonly number[] => getBrand(siteCode as SiteCode).enabledGameIds;

/**
 * Adding to a brand's lobby in the console (decision 0090). An operator creates categories of the
 * brand's own (zh and en names, order, on/off; one per name, at most CUSTOM_CATEGORY_MAX), puts any
 * of the brand's games in them (a game may be in several) and deletes one that holds no game; the
 * defaults (the seed's seven) are hidden, never deleted. A venue game is registered by its venue code
 * once the venue launches it (the adapters have no catalogue call), off until turned on; registering
 * it again gives the same game. New rows are written one at a time per brand (the lobby lock), each
 * write audited once with before and after in its transaction.
 */
export function createGamesCatalogue(deps: {
  db: Db;
  admin: GamesAdmin;
  adminRepository: GamesAdminRepository;
  repository: GamesCatalogueRepository;
  audit: AuditPort;
  /** True when a provider serves the venue code. */
  venueKnown: (venue: string) => boolean;
  /** True when the venue opens the game (a launch for a probe player, which plays nothing). */
  launches: (venue: string, gameCode: string) => Promise<boolean>;
  now?: (() => Date) | undefined;
}) {
  const { db, admin, adminRepository, repository, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const shown = async (siteCode: string, id: number): Promise<AdminGameCategory> => {
    const category = await admin.category(siteCode, id);
    if (!category) throw new AppError('GAME_CATEGORY_NOT_FOUND');
    return category;
  };
  const gameShown = async (siteCode: string, id: number): Promise<AdminGame> => {
    const game = await admin.game(siteCode, id);
    if (!game) throw new AppError('GAME_NOT_FOUND');
    return game;
  };

  return {
    async createCategory(operator: AuditActor, siteCode: string, input: CreateCategory) {
      const id = await db.transaction(async (tx) => {
        await adminRepository.lockLobby(tx, siteCode);
        if (await adminRepository.categoryNamed(tx, siteCode, input.name)) {
          throw new AppError('GAME_CATEGORY_NAME_TAKEN');
        }
        if ((await repository.customCount(tx, siteCode)) >= CUSTOM_CATEGORY_MAX) {
          throw new AppError('GAME_CATEGORY_LIMIT', { params: { limit: CUSTOM_CATEGORY_MAX } });
        }
        const nextId = await repository.nextCategoryId(tx, siteCode);
        const row = await repository.insertCategory(tx, {
          siteCode,
          id: nextId,
          name: input.name,
          title: input.title || input.name,
          nameEn: input.nameEn,
          sort: input.sort,
          state: input.enabled ? ON : OFF,
          custom: true,
          // An operator's category wears the lobby's generic pictures (the 电子 tab's).
          iconNor: '/static/icons/cat-3-nor.svg',
          iconSel: '/static/icons/cat-3-sel.svg',
          bigImgUrl: '/static/games/cat-3-big.svg',
        });
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'game.category.create',
          target: String(row.id),
          before: null,
          after: auditedCategory(row),
        });
        return row.id;
      });
      return shown(siteCode, id);
    },

    async deleteCategory(operator: AuditActor, siteCode: string, id: number): Promise<{ id: number }> {
      await db.transaction(async (tx) => {
        await adminRepository.lockLobby(tx, siteCode);
        const before = await adminRepository.lockCategory(tx, siteCode, id);
        if (!before) throw new AppError('GAME_CATEGORY_NOT_FOUND');
        if (!before.custom) throw new AppError('GAME_CATEGORY_DEFAULT');
        const members = await repository.memberCount(tx, siteCode, id);
        if (members > 0) throw new AppError('GAME_CATEGORY_NOT_EMPTY', { params: { count: members } });
        await repository.deleteCategory(tx, siteCode, id);
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'game.category.delete',
          target: String(id),
          before: auditedCategory(before),
          after: null,
        });
      });
      return { id };
    },

    /** The operator categories a game is in become exactly `categoryIds` (the defaults: its kind). */
    async assign(operator: AuditActor, siteCode: string, input: AdminGameAssignRequest): Promise<AdminGame> {
      const wanted = [...new Set(input.categoryIds)].sort((a, b) => a - b);
      await db.transaction(async (tx) => {
        const game = await adminRepository.lockGame(tx, siteCode, input.id, licensedOf(siteCode));
        if (!game) throw new AppError('GAME_NOT_FOUND');
        const custom = await repository.customIds(tx, siteCode, wanted);
        if (custom.length !== wanted.length) throw new AppError('GAME_CATEGORY_NOT_FOUND');
        const before = (await adminRepository.linksOf(tx, siteCode, [input.id])).get(input.id) ?? [];
        await repository.setLinks(tx, siteCode, input.id, wanted);
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'game.categories',
          target: String(input.id),
          before: { categoryIds: before },
          after: { categoryIds: wanted },
        });
      });
      return gameShown(siteCode, input.id);
    },

    async register(
      operator: AuditActor,
      siteCode: string,
      input: RegisterGame,
    ): Promise<AdminGameRegisterResult> {
      // The game's own category: a licensed default one that is not a sportsbook tab.
      if (
        !licensedOf(siteCode).includes(input.categoryId) ||
        SPORTSBOOK_CATEGORIES.includes(input.categoryId)
      ) {
        throw new AppError('GAME_CATEGORY_NOT_FOUND');
      }
      if (!deps.venueKnown(input.venue)) throw new AppError('GAME_VENUE_UNKNOWN');
      const known = await repository.gameByVenueCode(db, siteCode, input.venue, input.gameCode);
      if (known) return { game: await gameShown(siteCode, known.id), created: false };
      if (!(await deps.launches(input.venue, input.gameCode))) throw new AppError('GAME_VENUE_NOT_LAUNCHED');
      const result = await db.transaction(async (tx) => {
        await adminRepository.lockLobby(tx, siteCode);
        const again = await repository.gameByVenueCode(tx, siteCode, input.venue, input.gameCode);
        if (again) return { id: again.id, created: false };
        const id = await repository.nextGameId(tx, siteCode);
        const cover = input.imgUrl || `/static/games/cat-${input.categoryId}-big.svg`;
        const row = await repository.insertGame(tx, {
          siteCode,
          id,
          categoryId: input.categoryId,
          name: input.name,
          seq: 999,
          walletCode: input.venue,
          gameCode: input.gameCode,
          imgUrl: cover,
          iconUrl: cover,
          description: '',
          state: OFF,
          updatedAt: now(),
        });
        if (!row)
          return {
            id: (await repository.gameByVenueCode(tx, siteCode, input.venue, input.gameCode))!.id,
            created: false,
          };
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'game.register',
          target: String(row.id),
          before: null,
          after: {
            venue: row.walletCode,
            gameCode: row.gameCode,
            name: row.name,
            categoryId: row.categoryId,
            imgUrl: row.imgUrl,
            enabled: false,
          },
        });
        return { id: row.id, created: true };
      });
      return { game: await gameShown(siteCode, result.id), created: result.created };
    },
  };
}

export type GamesCatalogue = ReturnType<typeof createGamesCatalogue>;

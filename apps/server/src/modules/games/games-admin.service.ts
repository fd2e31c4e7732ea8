import type {
  AdminGame,
  AdminGameCategories,
  AdminGameCategory,
  AdminGameCategoryUpdateRequest,
  AdminGames,
  AdminGamesQuery,
  AdminGameUpdateRequest,
  GameBadge,
} from '@houseline/shared/api/contract/games';
import { getBrand } from '@houseline/shared/brands/registry';
import type { SiteCode } from '@houseline/shared/brands/types';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditActor, AuditPort } from '../operators/audit.service.ts';
import type { GameCategoryRow, GamesRepository } from './games.repository.ts';
import type { AdminGameRow, GamesAdminRepository, GameValues } from './games-admin.repository.ts';

const ON = 1;
const OFF = 0;

/** The categories the brand may offer (its registry entry): the only ones an operator may turn on. */
const licensedOf = (siteCode: string): readonly number[] => getBrand(siteCode as SiteCode).enabledGameIds;

function presentCategory(
  row: GameCategoryRow,
  games: number,
  licensed: readonly number[],
): AdminGameCategory {
  // An operator's own category is the brand's: it holds only games of the licensed kinds.
  const isLicensed = row.custom || licensed.includes(row.id);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    nameEn: row.nameEn,
    custom: row.custom,
    sort: row.sort,
    // An unlicensed category never shows, whatever its row says.
    enabled: isLicensed && row.state === ON,
    licensed: isLicensed,
    games,
  };
}

/** A category's values as the audit keeps them. */
export const auditedCategory = (c: GameCategoryRow) => ({
  name: c.name,
  title: c.title,
  nameEn: c.nameEn,
  enabled: c.state === ON,
  sort: c.sort,
});

/** A game's values as the audit keeps them. */
const audited = (g: GameValues) => ({
  enabled: g.state === ON,
  seq: g.seq,
  showH5: g.showH5,
  showPc: g.showPc,
  maintenance: g.maintenance,
  badge: g.badge,
});

/**
 * The brand's lobby in the console (issue 24). Categories: the registry's `enabledGameIds` is
 * what the brand is licensed to offer; within it operators turn a category on or off and order
 * it. Games of the licensed categories: on or off, order, phone/PC, maintenance and a 热门/新游
 * flag. Each change locks its row, writes and audits before and after in one transaction. The
 * member lobby and the launch read the same rows on every call (no cache), so a change shows on
 * the next call; another brand's game, or one of a category the brand is not licensed for, is
 * not found.
 */
export function createGamesAdmin(deps: {
  db: Db;
  repository: GamesAdminRepository;
  games: Pick<GamesRepository, 'venuesUnderMaintenance'>;
  audit: AuditPort;
  walletModeOf: (venue: string) => 'transfer' | 'seamless';
  now?: (() => Date) | undefined;
}) {
  const { db, repository, audit, walletModeOf } = deps;
  const now = deps.now ?? (() => new Date());

  const presentGame = (
    row: AdminGameRow,
    venuesDown: ReadonlySet<string>,
    categoryIds: readonly number[] = [],
  ): AdminGame => ({
    id: row.id,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    name: row.name,
    venue: row.walletCode,
    gameCode: row.gameCode,
    walletMode: walletModeOf(row.walletCode),
    iconUrl: row.iconUrl,
    seq: row.seq,
    enabled: row.state === ON,
    showH5: row.showH5,
    showPc: row.showPc,
    maintenance: row.maintenance,
    venueMaintenance: venuesDown.has(row.walletCode),
    badge: row.badge as GameBadge,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    categoryIds: [...categoryIds],
  });

  /** One game of the brand's licensed kinds as the console shows it (undefined: none such). */
  async function game(siteCode: string, id: number): Promise<AdminGame | undefined> {
    const row = await repository.lockGame(db, siteCode, id, licensedOf(siteCode), false);
    if (!row) return undefined;
    const [down, links] = await Promise.all([
      deps.games.venuesUnderMaintenance(db, siteCode),
      repository.linksOf(db, siteCode, [id]),
    ]);
    return presentGame(row, new Set(down), links.get(id));
  }

  return {
    async categories(siteCode: string): Promise<AdminGameCategories> {
      const licensed = licensedOf(siteCode);
      const rows = await repository.categories(db, siteCode);
      const list = rows.map((row) => presentCategory(row, row.games, licensed));
      return { list, total: list.length };
    },

    async updateCategory(
      operator: AuditActor,
      siteCode: string,
      edit: AdminGameCategoryUpdateRequest,
    ): Promise<AdminGameCategory> {
      const licensed = licensedOf(siteCode);
      const saved = await db.transaction(async (tx) => {
        // A new name is checked against the brand's other names one rename at a time.
        if (edit.name !== undefined) await repository.lockLobby(tx, siteCode);
        const before = await repository.lockCategory(tx, siteCode, edit.id);
        if (!before) throw new AppError('GAME_CATEGORY_NOT_FOUND');
        if (edit.enabled && !before.custom && !licensed.includes(edit.id)) {
          throw new AppError('GAME_CATEGORY_UNLICENSED');
        }
        if (edit.name !== undefined && edit.name !== before.name) {
          const taken = await repository.categoryNamed(tx, siteCode, edit.name);
          if (taken) throw new AppError('GAME_CATEGORY_NAME_TAKEN');
        }
        const row = await repository.updateCategory(tx, siteCode, edit.id, {
          state: edit.enabled ? ON : OFF,
          sort: edit.sort,
          ...(edit.name !== undefined ? { name: edit.name, title: edit.title || edit.name } : {}),
          ...(edit.nameEn !== undefined ? { nameEn: edit.nameEn } : {}),
        });
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'game.category.update',
          target: String(edit.id),
          before: auditedCategory(before),
          after: auditedCategory(row),
        });
        return row;
      });
      const games = (await repository.categories(db, siteCode)).find((c) => c.id === saved.id)?.games ?? 0;
      return presentCategory(saved, games, licensed);
    },

    async games(siteCode: string, query: AdminGamesQuery): Promise<AdminGames> {
      const licensed = licensedOf(siteCode);
      // An operator category filters by its members (whatever their kind); a default by kind.
      const linkedTo =
        query.categoryId !== undefined && !licensed.includes(query.categoryId) ? query.categoryId : undefined;
      const categoryIds =
        query.categoryId === undefined || linkedTo !== undefined
          ? licensed
          : licensed.filter((id) => id === query.categoryId);
      const [{ list, total }, down] = await Promise.all([
        repository.gamesPage(
          db,
          siteCode,
          {
            categoryIds,
            name: query.name || undefined,
            venue: query.venue,
            state: query.state === undefined ? undefined : query.state === 'on' ? ON : OFF,
            badge: query.badge === undefined ? undefined : query.badge === 'none' ? '' : query.badge,
            linkedTo,
          },
          query.page,
          query.size,
        ),
        deps.games.venuesUnderMaintenance(db, siteCode),
      ]);
      const venuesDown = new Set(down);
      const links = await repository.linksOf(
        db,
        siteCode,
        list.map((row) => row.id),
      );
      return {
        list: list.map((row) => presentGame(row, venuesDown, links.get(row.id))),
        page: query.page,
        size: query.size,
        total,
      };
    },

    async updateGame(
      operator: AuditActor,
      siteCode: string,
      edit: AdminGameUpdateRequest,
    ): Promise<AdminGame> {
      const values: GameValues = {
        state: edit.enabled ? ON : OFF,
        seq: edit.seq,
        showH5: edit.showH5,
        showPc: edit.showPc,
        maintenance: edit.maintenance,
        badge: edit.badge,
      };
      const saved = await db.transaction(async (tx) => {
        const before = await repository.lockGame(tx, siteCode, edit.id, licensedOf(siteCode));
        if (!before) throw new AppError('GAME_NOT_FOUND');
        const row = await repository.updateGame(tx, siteCode, edit.id, values, now());
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'game.update',
          target: String(edit.id),
          before: audited(before),
          after: audited(row),
        });
        return { ...row, categoryName: before.categoryName };
      });
      const links = await repository.linksOf(db, siteCode, [saved.id]);
      return presentGame(
        saved,
        new Set(await deps.games.venuesUnderMaintenance(db, siteCode)),
        links.get(saved.id),
      );
    },

    game,

    /** One category as the console shows it (undefined: none such). */
    async category(siteCode: string, id: number): Promise<AdminGameCategory | undefined> {
      const row = (await repository.categories(db, siteCode)).find((c) => c.id === id);
      return row ? presentCategory(row, row.games, licensedOf(siteCode)) : undefined;
    },
  };
}

export type GamesAdmin = ReturnType<typeof createGamesAdmin>;

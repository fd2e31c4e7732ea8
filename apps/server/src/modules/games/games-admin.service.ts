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
  const isLicensed = licensed.includes(row.id);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    sort: row.sort,
    // An unlicensed category never shows, whatever its row says.
    enabled: isLicensed && row.state === ON,
    licensed: isLicensed,
    games,
  };
}

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

  const presentGame = (row: AdminGameRow, venuesDown: ReadonlySet<string>): AdminGame => ({
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
  });

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
      if (edit.enabled && !licensed.includes(edit.id)) {
        // Known but not licensed: say so; unknown: not found (checked under the lock below).
        const known = (await repository.categories(db, siteCode)).some((c) => c.id === edit.id);
        throw new AppError(known ? 'GAME_CATEGORY_UNLICENSED' : 'GAME_CATEGORY_NOT_FOUND');
      }
      const saved = await db.transaction(async (tx) => {
        const before = await repository.lockCategory(tx, siteCode, edit.id);
        if (!before) throw new AppError('GAME_CATEGORY_NOT_FOUND');
        const row = await repository.updateCategory(tx, siteCode, edit.id, {
          state: edit.enabled ? ON : OFF,
          sort: edit.sort,
        });
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'game.category.update',
          target: String(edit.id),
          before: { enabled: before.state === ON, sort: before.sort },
          after: { enabled: row.state === ON, sort: row.sort },
        });
        return row;
      });
      const games = (await repository.categories(db, siteCode)).find((c) => c.id === saved.id)?.games ?? 0;
      return presentCategory(saved, games, licensed);
    },

    async games(siteCode: string, query: AdminGamesQuery): Promise<AdminGames> {
      const licensed = licensedOf(siteCode);
      const categoryIds =
        query.categoryId === undefined ? licensed : licensed.filter((id) => id === query.categoryId);
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
          },
          query.page,
          query.size,
        ),
        deps.games.venuesUnderMaintenance(db, siteCode),
      ]);
      const venuesDown = new Set(down);
      return {
        list: list.map((row) => presentGame(row, venuesDown)),
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
      return presentGame(saved, new Set(await deps.games.venuesUnderMaintenance(db, siteCode)));
    },
  };
}

export type GamesAdmin = ReturnType<typeof createGamesAdmin>;

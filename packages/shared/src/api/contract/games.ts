import { z } from 'zod';

/** Where a game list is shown: 1 = H5 home, 2 = desktop home. */
export const GAME_LIST_SHOW = { h5: 1, pc: 2 } as const;

/** GET /api/findmed/v1/game/list?show=… */
export const gameListQuerySchema = z.object({
  show: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

/** A game's flag in the lobby (issue 24): a small 热门 / 新游 badge on its tile; '' = none. */
export const GAME_BADGES = ['', 'hot', 'new'] as const;
export type GameBadge = (typeof GAME_BADGES)[number];

/** A game (SPEC.md §3). */
export const gameSchema = z.object({
  id: z.number(),
  name: z.string(),
  seq: z.number(),
  wallet_code: z.string(),
  imgUrl: z.string(),
  desc: z.string(),
  official: z.boolean(),
  iconUrl: z.string(),
  /** Under maintenance: shown with a label, cannot be launched (issue 11). */
  maintenance: z.boolean(),
  /** The venue keeps its own wallet (transfer) or uses the center wallet per round (seamless). */
  walletMode: z.enum(['transfer', 'seamless']),
  /** The operator's flag (issue 24): '' none, 'hot' 热门, 'new' 新游. */
  badge: z.enum(GAME_BADGES),
});
export type Game = z.infer<typeof gameSchema>;

/** A game category with its games (SPEC.md §3). */
export const gameCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  state: z.number(),
  icon_nor: z.string(),
  icon_sel: z.string(),
  title: z.string(),
  bigImgUrl: z.string(),
  games: z.array(gameSchema),
});
export type GameCategory = z.infer<typeof gameCategorySchema>;

export const gameListSchema = z.array(gameCategorySchema);
export type GameList = z.infer<typeof gameListSchema>;

// ── The brand's lobby in the console (issue 24): categories on/off and their order, within the
// categories the brand is licensed for (the registry's enabledGameIds); games on/off, order,
// layouts, maintenance and flag.

/** The highest order (category sort, game seq) an operator may give. */
export const GAME_ORDER_MAX = 9999;
/** At most this many games on one page of the console's list. */
export const ADMIN_GAMES_PAGE_MAX = 100;

const orderField = (error: string) =>
  z.number({ error }).int({ error }).min(0, { error }).max(GAME_ORDER_MAX, { error });
const switchField = (error: string) => z.boolean({ error });
const idField = (error: string) =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(2_147_483_647, { error });
/** A category's Chinese name or title: 1-12 characters, no control characters. */
const categoryName = (error: string) =>
  z
    .string({ error })
    .trim()
    .min(1, { error })
    .max(12, { error })
    .regex(/^[^\p{Cc}]+$/u, { error });
const categoryNameEn = z
  .string({ error: 'field.gameCategoryNameEn' })
  .trim()
  .max(24, { error: 'field.gameCategoryNameEn' })
  .regex(/^[^\p{Cc}]*$/u, { error: 'field.gameCategoryNameEn' });

/** GET /api/admin/v1/games/categories — one category of the brand. */
export const adminGameCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  sort: z.number().int(),
  /** On: shown in the lobby (only when licensed). */
  enabled: z.boolean(),
  /** In the brand's registry (enabledGameIds): the brand may offer it. */
  licensed: z.boolean(),
  /** How many games the category holds (on or off). */
  games: z.number().int(),
  /** The English name ('' = the Chinese one shows in English too). */
  nameEn: z.string(),
  /** Created by an operator (decision 0090): holds any games, may be deleted when empty. */
  custom: z.boolean(),
});
export type AdminGameCategory = z.infer<typeof adminGameCategorySchema>;
export const adminGameCategoriesSchema = z.object({
  list: z.array(adminGameCategorySchema),
  total: z.number().int(),
});
export type AdminGameCategories = z.infer<typeof adminGameCategoriesSchema>;

/** POST /api/admin/v1/games/categories/update — a category on or off, and its place. */
export const adminGameCategoryUpdateRequestSchema = z.object({
  id: idField('field.gameCategory'),
  enabled: switchField('field.gameCategoryEnabled'),
  sort: orderField('field.gameCategorySort'),
  /** A new name (decision 0090); absent: unchanged. */
  name: categoryName('field.gameCategoryName').optional(),
  title: categoryName('field.gameCategoryTitle').optional().or(z.literal('')),
  nameEn: categoryNameEn.optional(),
});
export type AdminGameCategoryUpdateRequest = z.infer<typeof adminGameCategoryUpdateRequestSchema>;

/** GET /api/admin/v1/games — the brand's games of its licensed categories, paged, filtered. */
export const adminGamesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(ADMIN_GAMES_PAGE_MAX).default(20),
  categoryId: idField('field.gameCategory').optional(),
  /** Part of the name. */
  name: z.string().trim().max(32, { error: 'field.gameName' }).optional(),
  /** The venue (wallet code). */
  venue: z
    .string()
    .regex(/^[a-z0-9_]{2,32}$/, { error: 'field.venue' })
    .optional(),
  state: z.enum(['on', 'off'], { error: 'field.gameState' }).optional(),
  badge: z.enum(['none', 'hot', 'new'], { error: 'field.gameBadge' }).optional(),
});
export type AdminGamesQuery = z.infer<typeof adminGamesQuerySchema>;

export const adminGameSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  name: z.string(),
  venue: z.string(),
  gameCode: z.string(),
  walletMode: z.enum(['transfer', 'seamless']),
  iconUrl: z.string(),
  seq: z.number().int(),
  enabled: z.boolean(),
  showH5: z.boolean(),
  showPc: z.boolean(),
  /** The game's own maintenance switch. */
  maintenance: z.boolean(),
  /** Its whole venue is under maintenance (the venues screen's switch). */
  venueMaintenance: z.boolean(),
  badge: z.enum(GAME_BADGES),
  /** When an operator last changed it (null: as seeded). */
  updatedAt: z.string().nullable(),
  /** The operator categories it is also in (decision 0090). */
  categoryIds: z.array(z.number().int()),
});
export type AdminGame = z.infer<typeof adminGameSchema>;
export const adminGamesSchema = z.object({
  list: z.array(adminGameSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AdminGames = z.infer<typeof adminGamesSchema>;

/** POST /api/admin/v1/games/update — a game's values for the brand (all of them, as the form shows). */
export const adminGameUpdateRequestSchema = z.object({
  id: idField('field.gameId'),
  enabled: switchField('field.gameEnabled'),
  seq: orderField('field.gameSeq'),
  showH5: switchField('field.gameShow'),
  showPc: switchField('field.gameShow'),
  maintenance: switchField('field.gameMaintenance'),
  badge: z.enum(GAME_BADGES, { error: 'field.gameBadge' }),
});
export type AdminGameUpdateRequest = z.infer<typeof adminGameUpdateRequestSchema>;

// ── Adding to the lobby (decision 0090): an operator's own categories, the games in them, and a
// venue game registered by its venue code (the venue adapters have no catalogue call).

/** At most this many categories an operator creates per brand. */
export const CUSTOM_CATEGORY_MAX = 32;

/** POST /api/admin/v1/games/categories/create — a new category of the brand (off until turned on). */
export const adminGameCategoryCreateRequestSchema = z.object({
  name: categoryName('field.gameCategoryName'),
  /** The desktop tab's title; absent or empty: the name. */
  title: categoryName('field.gameCategoryTitle').optional().or(z.literal('')),
  nameEn: categoryNameEn.default(''),
  sort: orderField('field.gameCategorySort'),
  enabled: switchField('field.gameCategoryEnabled').default(false),
});
export type AdminGameCategoryCreateRequest = z.input<typeof adminGameCategoryCreateRequestSchema>;

/** POST /api/admin/v1/games/categories/delete — an operator's category that holds no game. */
export const adminGameCategoryDeleteRequestSchema = z.object({ id: idField('field.gameCategory') });
export const adminGameCategoryDeleteResultSchema = z.object({ id: z.number().int() });

/** POST /api/admin/v1/games/categories/assign — the operator categories one game is in (all of them). */
export const adminGameAssignRequestSchema = z.object({
  id: idField('field.gameId'),
  categoryIds: z
    .array(idField('field.gameCategory'), { error: 'field.gameCategories' })
    .max(CUSTOM_CATEGORY_MAX, { error: 'field.gameCategories' }),
});
export type AdminGameAssignRequest = z.infer<typeof adminGameAssignRequestSchema>;

/** POST /api/admin/v1/games/register — a venue's game into the brand's lobby (off until turned on). */
export const adminGameRegisterRequestSchema = z.object({
  venue: z.string({ error: 'field.venue' }).regex(/^[a-z0-9_]{2,32}$/, { error: 'field.venue' }),
  gameCode: z
    .string({ error: 'field.gameCode' })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'field.gameCode' }),
  name: z
    .string({ error: 'field.gameName' })
    .trim()
    .min(1, { error: 'field.gameName' })
    .max(32, { error: 'field.gameName' })
    .regex(/^[^\p{Cc}]+$/u, { error: 'field.gameName' }),
  /** The game's own category (a licensed default one): its kind, where its tile opens. */
  categoryId: idField('field.gameCategory'),
  /** The cover: a site path (/static/…) or an https address; absent or empty: the category's picture. */
  imgUrl: z
    .string({ error: 'field.gameImage' })
    .trim()
    .max(300, { error: 'field.gameImage' })
    .regex(/^(\/static\/[\w./-]+|https:\/\/[^\s"'<>]+)$/, { error: 'field.gameImage' })
    .optional()
    .or(z.literal('')),
});
export type AdminGameRegisterRequest = z.input<typeof adminGameRegisterRequestSchema>;
export const adminGameRegisterResultSchema = z.object({
  game: adminGameSchema,
  /** False: the brand already had this venue game (registering twice adds it once). */
  created: z.boolean(),
});
export type AdminGameRegisterResult = z.infer<typeof adminGameRegisterResultSchema>;

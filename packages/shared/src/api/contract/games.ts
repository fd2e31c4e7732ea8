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

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The game lobby of each brand: categories and games.

export const gameCategories = pgTable(
  'game_categories',
  {
    siteCode: text('site_code').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    sort: integer('sort').notNull(),
    state: integer('state').notNull().default(1),
    iconNor: text('icon_nor').notNull(),
    iconSel: text('icon_sel').notNull(),
    bigImgUrl: text('big_img_url').notNull(),
    /** The English name (decision 0090); '' shows the Chinese one. */
    nameEn: text('name_en').notNull().default(''),
    /** Created by an operator (decision 0090): holds games through game_category_games, may be deleted. */
    custom: boolean('custom').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.id] }),
    uniqueIndex('game_categories_site_name_uq').on(t.siteCode, t.name),
  ],
);

export const games = pgTable(
  'games',
  {
    siteCode: text('site_code').notNull(),
    id: integer('id').notNull(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull(),
    walletCode: text('wallet_code').notNull(),
    imgUrl: text('img_url').notNull(),
    iconUrl: text('icon_url').notNull(),
    description: text('description').notNull(),
    official: boolean('official').notNull().default(false),
    showH5: boolean('show_h5').notNull().default(true),
    showPc: boolean('show_pc').notNull().default(true),
    state: integer('state').notNull().default(1),
    /** The venue's code for this game (what the launch asks the venue to open). */
    gameCode: text('game_code').notNull().default(''),
    /** Under maintenance: shown with a label, not launched (issue 11). */
    maintenance: boolean('maintenance').notNull().default(false),
    /** The operator's flag (issue 24): a 热门 ('hot') or 新游 ('new') badge on the tile; '' none. */
    badge: text('badge').notNull().default(''),
    /** When an operator last changed the game (null: as seeded; the seed keeps such a game in step). */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.id] }),
    index('games_site_category_idx').on(t.siteCode, t.categoryId),
    check('games_badge_ck', sql`${t.badge} in ('', 'hot', 'new')`),
    uniqueIndex('games_site_venue_code_uq')
      .on(t.siteCode, t.walletCode, t.gameCode)
      .where(sql`${t.gameCode} <> ''`),
  ],
);

/** The games of an operator's category (decision 0090): a game may be in several. */
export const gameCategoryGames = pgTable(
  'game_category_games',
  {
    siteCode: text('site_code').notNull(),
    categoryId: integer('category_id').notNull(),
    gameId: integer('game_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.categoryId, t.gameId] }),
    index('game_category_games_site_game_idx').on(t.siteCode, t.gameId),
  ],
);

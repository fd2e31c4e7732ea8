import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.id] })],
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
  ],
);

import { bigserial, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './money.ts';

// The brand's home as operators edit it (issue 24, decision 0078): seeded from the brand registry
// on first use, then the console's to change. The site config serves these rows.

/**
 * One row per brand once its home has been seeded: the notice bar's text and the brand's name,
 * short name and slogan as operators set them (null: the registry's text; decision 0081).
 */
export const siteHome = pgTable('site_home', {
  siteCode: text('site_code').primaryKey(),
  notice: text('notice').notNull(),
  siteName: text('site_name'),
  shortName: text('short_name'),
  slogan: text('slogan'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The home's banners, in `sort` order; a hidden one stays for editing. */
export const siteBanners = pgTable(
  'site_banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    imageUrl: text('image_url').notNull(),
    link: text('link').notNull(),
    sort: integer('sort').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('site_banners_site_idx').on(t.siteCode, t.sort)],
);

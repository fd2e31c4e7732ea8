import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Page views and statistics counters.

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    visitorId: text('visitor_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    path: text('path').notNull(),
    referrer: text('referrer').notNull().default(''),
    kind: text('kind').notNull(),
    layout: text('layout').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_site_created_idx').on(t.siteCode, t.createdAt)],
);

export const statHits = pgTable(
  'stat_hits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    counterId: text('counter_id').notNull(),
    visitorId: text('visitor_id').notNull().default(''),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stat_hits_counter_idx').on(t.siteCode, t.counterId)],
);

import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './money.ts';

// Activities, sponsor page, help centre and tutorials (issue 13): per-brand content an operator
// edits, seeded from the repo's content files; applications for promotions.

/** Help, tutorial and sponsor articles; `body` is a list of typed content blocks (never HTML). */
export const contentArticles = pgTable(
  'content_articles',
  {
    siteCode: text('site_code').notNull(),
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: jsonb('body').notNull(),
    sort: integer('sort').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.slug] })],
);

/** A brand's promotions with their time window and how members take part. */
export const promotions = pgTable(
  'promotions',
  {
    siteCode: text('site_code').notNull(),
    id: integer('id').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: jsonb('body').notNull(),
    bannerUrl: text('banner_url').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** none | review | instant */
    applyMode: text('apply_mode').notNull(),
    /** Minor units; null when the promotion pays nothing through the ledger. */
    bonus: bigint('bonus', { mode: 'bigint' }),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    popup: boolean('popup').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.id] })],
);

/** One application per member and promotion (the unique index makes a second one impossible). */
export const promoApplications = pgTable(
  'promo_applications',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    promoId: integer('promo_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    /** pending | approved | rejected */
    state: text('state').notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedBy: bigint('decided_by', { mode: 'bigint' }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('promo_applications_member_uq').on(t.siteCode, t.promoId, t.memberId),
    index('promo_applications_state_idx').on(t.siteCode, t.state, t.createdAt),
  ],
);

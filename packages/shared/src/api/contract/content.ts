import { z } from 'zod';
import { wireAmountSchema } from './wallet.ts';

// Activities, sponsor, help centre and tutorials (issue 13). Rich text is never HTML: an article
// or a promotion is a list of typed blocks whose text the web renders as text nodes, so nothing
// an operator types can become markup or script (decision 0035).

/** An in-app path a link block may point to: starts with one slash, no scheme, no `//`. */
export const INTERNAL_PATH = /^\/(?!\/)[A-Za-z0-9/_?=&.%-]{0,200}$/;
/** An image a block may show: our own static files only. */
export const STATIC_IMAGE = /^\/static\/[A-Za-z0-9/_.-]{1,200}$/;

const text = (max: number) => z.string().min(1).max(max);
/** An operator's title and summary of an article or a promotion, with the sentence the form shows. */
const titleField = z
  .string()
  .trim()
  .min(1, { error: 'field.contentTitle' })
  .max(60, { error: 'field.contentTitle' });
const summaryField = z.string().max(200, { error: 'field.contentSummary' });

export const contentBlockSchema = z.discriminatedUnion('t', [
  /** A section heading. */
  z.object({ t: z.literal('h'), text: text(120) }),
  /** A paragraph. */
  z.object({ t: z.literal('p'), text: text(4000) }),
  /** A bulleted or numbered list. */
  z.object({ t: z.literal('ul'), items: z.array(text(1000)).min(1).max(40) }),
  z.object({ t: z.literal('ol'), items: z.array(text(1000)).min(1).max(40) }),
  /** A table: a header row and body rows of plain cells. */
  z.object({
    t: z.literal('table'),
    head: z.array(z.string().max(200)).min(1).max(8),
    rows: z
      .array(z.array(z.string().max(400)).min(1).max(8))
      .min(1)
      .max(60),
  }),
  /** A highlighted tip or warning. */
  z.object({ t: z.literal('note'), text: text(2000) }),
  /** A link to another page of the site. */
  z.object({ t: z.literal('link'), text: text(120), to: z.string().regex(INTERNAL_PATH) }),
  /** A picture from our static files. */
  z.object({ t: z.literal('img'), src: z.string().regex(STATIC_IMAGE), alt: z.string().max(120) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentBodySchema = z.array(contentBlockSchema).min(1).max(200);

export const ARTICLE_CATEGORIES = [
  'sports',
  'games',
  'funds',
  'crypto',
  'tech',
  'service',
  'sponsor',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const articleSlugSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9-]{1,47}$/);

export const articleSummarySchema = z.object({
  slug: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  sort: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  body: contentBodySchema,
  updatedAt: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const helpArticlesQuerySchema = z.object({ category: z.enum(ARTICLE_CATEGORIES).optional() });
export const helpArticlesSchema = z.object({ articles: z.array(articleSummarySchema) });
export const helpArticleQuerySchema = z.object({ slug: articleSlugSchema });

// ── promotions ──

export const PROMO_CATEGORIES = ['welcome', 'daily', 'sports', 'casino', 'vip'] as const;
export const PROMO_STATES = ['upcoming', 'running', 'ended'] as const;
export type PromoState = (typeof PROMO_STATES)[number];
/** none: read only; review: an operator approves (bonus then); instant: the bonus on applying. */
export const PROMO_APPLY_MODES = ['none', 'review', 'instant'] as const;

export const promoIdSchema = z.string().regex(/^[1-9]\d{0,8}$/);

export const promoSummarySchema = z.object({
  id: z.number().int(),
  category: z.enum(PROMO_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  bannerUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(PROMO_STATES),
  applyMode: z.enum(PROMO_APPLY_MODES),
  /** The bonus paid on approval (review) or at once (instant); null when there is none. */
  bonus: wireAmountSchema.nullable(),
  currency: z.string(),
  /** Valid turnover required per unit of bonus before a withdrawal. */
  turnoverMultiple: z.number().int(),
  /** Shown in the home screens' popup while running. */
  popup: z.boolean(),
});
export type PromoSummary = z.infer<typeof promoSummarySchema>;

export const promoApplicationSchema = z.object({
  id: z.string(),
  promoId: z.number().int(),
  state: z.enum(['pending', 'approved', 'rejected']),
  bonus: wireAmountSchema.nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PromoApplication = z.infer<typeof promoApplicationSchema>;

export const promoDetailSchema = promoSummarySchema.extend({
  body: contentBodySchema,
  /** The member's application (null for guests and before applying). */
  application: promoApplicationSchema.nullable(),
});
export type PromoDetail = z.infer<typeof promoDetailSchema>;

export const promoListQuerySchema = z.object({
  state: z.enum(PROMO_STATES).optional(),
  category: z.enum(PROMO_CATEGORIES).optional(),
});
export const promoListSchema = z.object({ list: z.array(promoSummarySchema) });
export const promoDetailQuerySchema = z.object({ id: promoIdSchema });
export const promoApplyRequestSchema = z.object({ id: z.number().int().positive().max(999_999_999) });

// ── operators ──

export const adminArticlesSchema = z.object({ list: z.array(articleSchema) });
export const adminArticleUpdateRequestSchema = z.object({
  slug: articleSlugSchema,
  title: titleField.optional(),
  summary: summaryField.optional(),
  body: contentBodySchema.optional(),
});

export const adminPromoSchema = promoDetailSchema.omit({ application: true }).extend({
  enabled: z.boolean(),
  sort: z.number().int(),
});
export const adminPromosSchema = z.object({ list: z.array(adminPromoSchema) });
export const adminPromoUpdateRequestSchema = z.object({
  id: z.number().int().positive().max(999_999_999),
  title: titleField.optional(),
  summary: summaryField.optional(),
  body: contentBodySchema.optional(),
  startsAt: z.iso.datetime().optional(),
  endsAt: z.iso.datetime().optional(),
  enabled: z.boolean().optional(),
  popup: z.boolean().optional(),
});

export const adminPromoApplicationsQuerySchema = z.object({
  promoId: promoIdSchema.optional(),
  state: z.enum(['pending', 'approved', 'rejected']).optional(),
});
export const adminPromoApplicationSchema = promoApplicationSchema.extend({ username: z.string() });
export const adminPromoApplicationsSchema = z.object({ list: z.array(adminPromoApplicationSchema) });
export const adminPromoReviewRequestSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/),
  action: z.enum(['approve', 'reject']),
  reason: z.string().max(200).optional(),
});

import type { Article, ArticleCategory, ContentBlock } from '@houseline/shared/api/contract/content';
import { FEATURE } from '@houseline/shared/brands/types';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { ArticleRow, ContentRepository } from './content.repository.ts';
import { requireFeature } from './feature.ts';
import { articleSeeds, brandFacts, promotionSeeds } from './seed/index.ts';

export interface Auditor {
  audit(
    operator: { id: bigint },
    siteCode: string,
    action: string,
    target: string,
    detail: Record<string, unknown>,
    tx?: DbOrTx,
  ): Promise<void>;
}

export interface ContentDeps {
  db: Db;
  repository: ContentRepository;
  /** The center wallet's currency of a site (the wallet's rule). */
  centerCurrency: (siteCode: string) => string;
  now: () => Date;
}

/**
 * A brand's content comes from the repo's content files the first time it is read (insert what is
 * missing, per process), so production and tests need no separate seeding step and an operator's
 * edits are never overwritten.
 */
export function createContentSeeder({ db, repository, centerCurrency, now }: ContentDeps) {
  const seeded = new Set<string>();
  return async function ensureSeeded(siteCode: string): Promise<void> {
    if (seeded.has(siteCode)) return;
    const facts = brandFacts(siteCode, centerCurrency(siteCode));
    await repository.seed(db, siteCode, articleSeeds(facts), promotionSeeds(facts, now()), now());
    seeded.add(siteCode);
  };
}

function toArticle(row: ArticleRow): Article {
  return {
    slug: row.slug,
    category: row.category as ArticleCategory,
    title: row.title,
    summary: row.summary,
    sort: row.sort,
    body: row.body as ContentBlock[],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Help centre, tutorials and the sponsor page; operators edit them (audited). */
export function createArticlesService(
  deps: ContentDeps & { ensureSeeded: (siteCode: string) => Promise<void>; auditor: () => Auditor },
) {
  const { db, repository, ensureSeeded, now } = deps;
  return {
    async list(siteCode: string, category?: ArticleCategory) {
      if (category === 'sponsor') return { articles: [] };
      await ensureSeeded(siteCode);
      const rows = await repository.articles(db, siteCode, category);
      return {
        articles: rows
          .filter((r) => r.category !== 'sponsor')
          .map(({ slug, category: c, title, summary, sort }) => ({
            slug,
            category: c as ArticleCategory,
            title,
            summary,
            sort,
          })),
      };
    },

    /** One help article; the sponsor page only through `sponsor` (its feature may be off). */
    async get(siteCode: string, slug: string): Promise<Article> {
      await ensureSeeded(siteCode);
      const row = await repository.article(db, siteCode, slug);
      if (!row || row.category === 'sponsor') throw new AppError('ARTICLE_NOT_FOUND');
      return toArticle(row);
    },

    async sponsor(siteCode: string): Promise<Article> {
      requireFeature(siteCode, FEATURE.sponsor);
      await ensureSeeded(siteCode);
      const row = await repository.article(db, siteCode, 'sponsor');
      if (!row) throw new AppError('ARTICLE_NOT_FOUND');
      return toArticle(row);
    },

    async adminList(siteCode: string) {
      await ensureSeeded(siteCode);
      return { list: (await repository.articles(db, siteCode)).map(toArticle) };
    },

    async adminUpdate(
      operator: { id: bigint },
      siteCode: string,
      input: { slug: string; title?: string; summary?: string; body?: ContentBlock[] },
    ): Promise<Article> {
      await ensureSeeded(siteCode);
      const patch = {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.summary !== undefined ? { summary: input.summary } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
      };
      const row = await db.transaction(async (tx) => {
        const updated = await repository.updateArticle(tx, siteCode, input.slug, patch, now());
        if (!updated) throw new AppError('ARTICLE_NOT_FOUND');
        await deps
          .auditor()
          .audit(
            operator,
            siteCode,
            'content.article.update',
            input.slug,
            { fields: Object.keys(patch) },
            tx,
          );
        return updated;
      });
      return toArticle(row);
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;

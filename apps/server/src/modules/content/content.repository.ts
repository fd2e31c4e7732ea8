import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { contentArticles, members, promoApplications, promotions } from '../../platform/db/schema.ts';
import type { ArticleSeed, PromoSeed } from './seed/index.ts';

export type ArticleRow = typeof contentArticles.$inferSelect;
export type PromoRow = typeof promotions.$inferSelect;
export type ApplicationRow = typeof promoApplications.$inferSelect;

/** Articles, promotions and applications; every query is scoped to one site. */
export function createContentRepository() {
  return {
    /** Inserts what is missing; rows that exist (maybe edited by an operator) stay as they are. */
    async seed(db: DbOrTx, siteCode: string, articles: ArticleSeed[], promos: PromoSeed[], now: Date) {
      if (articles.length > 0) {
        await db
          .insert(contentArticles)
          .values(articles.map((a) => ({ siteCode, ...a, updatedAt: now })))
          .onConflictDoNothing();
      }
      if (promos.length > 0) {
        await db
          .insert(promotions)
          .values(promos.map((p) => ({ siteCode, ...p, updatedAt: now })))
          .onConflictDoNothing();
      }
    },

    async articles(db: DbOrTx, siteCode: string, category?: string): Promise<ArticleRow[]> {
      const where: SQL[] = [eq(contentArticles.siteCode, siteCode)];
      if (category) where.push(eq(contentArticles.category, category));
      return db
        .select()
        .from(contentArticles)
        .where(and(...where))
        .orderBy(asc(contentArticles.category), asc(contentArticles.sort), asc(contentArticles.slug));
    },

    async article(db: DbOrTx, siteCode: string, slug: string): Promise<ArticleRow | undefined> {
      const [row] = await db
        .select()
        .from(contentArticles)
        .where(and(eq(contentArticles.siteCode, siteCode), eq(contentArticles.slug, slug)));
      return row;
    },

    async updateArticle(
      db: DbOrTx,
      siteCode: string,
      slug: string,
      patch: Partial<Pick<ArticleRow, 'title' | 'summary' | 'body'>>,
      now: Date,
    ): Promise<ArticleRow | undefined> {
      const [row] = await db
        .update(contentArticles)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(contentArticles.siteCode, siteCode), eq(contentArticles.slug, slug)))
        .returning();
      return row;
    },

    async promos(
      db: DbOrTx,
      siteCode: string,
      { enabledOnly }: { enabledOnly: boolean },
    ): Promise<PromoRow[]> {
      const where: SQL[] = [eq(promotions.siteCode, siteCode)];
      if (enabledOnly) where.push(eq(promotions.enabled, true));
      return db
        .select()
        .from(promotions)
        .where(and(...where))
        .orderBy(asc(promotions.sort), asc(promotions.id));
    },

    async promo(db: DbOrTx, siteCode: string, id: number): Promise<PromoRow | undefined> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.siteCode, siteCode), eq(promotions.id, id)));
      return row;
    },

    async updatePromo(
      db: DbOrTx,
      siteCode: string,
      id: number,
      patch: Partial<
        Pick<PromoRow, 'title' | 'summary' | 'body' | 'startsAt' | 'endsAt' | 'enabled' | 'popup'>
      >,
      now: Date,
    ): Promise<PromoRow | undefined> {
      const [row] = await db
        .update(promotions)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(promotions.siteCode, siteCode), eq(promotions.id, id)))
        .returning();
      return row;
    },

    /** The member's application, if any. */
    async applicationOf(
      db: DbOrTx,
      siteCode: string,
      promoId: number,
      memberId: bigint,
    ): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(promoApplications)
        .where(
          and(
            eq(promoApplications.siteCode, siteCode),
            eq(promoApplications.promoId, promoId),
            eq(promoApplications.memberId, memberId),
          ),
        );
      return row;
    },

    /** Inserts the member's application unless one exists; undefined when it did. */
    async insertApplication(
      db: DbOrTx,
      row: Omit<typeof promoApplications.$inferInsert, 'id'>,
    ): Promise<ApplicationRow | undefined> {
      const [inserted] = await db.insert(promoApplications).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async application(db: DbOrTx, siteCode: string, id: bigint): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(promoApplications)
        .where(and(eq(promoApplications.siteCode, siteCode), eq(promoApplications.id, id)));
      return row;
    },

    /** The application, locked for the caller's transaction (one reviewer at a time). */
    async lockApplication(tx: DbOrTx, siteCode: string, id: bigint): Promise<ApplicationRow | undefined> {
      const [row] = await tx
        .select()
        .from(promoApplications)
        .where(and(eq(promoApplications.siteCode, siteCode), eq(promoApplications.id, id)))
        .for('update');
      return row;
    },

    async decideApplication(
      tx: DbOrTx,
      id: bigint,
      decision: { state: 'approved' | 'rejected'; decidedAt: Date; decidedBy: bigint; reason: string | null },
    ): Promise<ApplicationRow> {
      const [row] = await tx
        .update(promoApplications)
        .set(decision)
        .where(eq(promoApplications.id, id))
        .returning();
      return row!;
    },

    async applications(
      db: DbOrTx,
      siteCode: string,
      filter: { id?: bigint; promoId?: number; state?: string },
      limit: number,
    ): Promise<(ApplicationRow & { username: string })[]> {
      const where: SQL[] = [eq(promoApplications.siteCode, siteCode)];
      if (filter.id !== undefined) where.push(eq(promoApplications.id, filter.id));
      if (filter.promoId !== undefined) where.push(eq(promoApplications.promoId, filter.promoId));
      if (filter.state) where.push(eq(promoApplications.state, filter.state));
      const rows = await db
        .select({ application: promoApplications, username: sql<string>`${members.username}` })
        .from(promoApplications)
        .innerJoin(members, eq(members.id, promoApplications.memberId))
        .where(and(...where))
        .orderBy(desc(promoApplications.createdAt), desc(promoApplications.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.application, username: r.username }));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { siteBanners, siteHome } from '../../platform/db/schema.ts';

export type SiteHomeRow = typeof siteHome.$inferSelect;
export type BannerRow = typeof siteBanners.$inferSelect;
/** The brand's identity texts an operator may set; null = the registry's (decision 0081). */
export type IdentityFields = Pick<SiteHomeRow, 'siteName' | 'shortName' | 'slogan'>;
export type BannerFields = Pick<BannerRow, 'title' | 'subtitle' | 'imageUrl' | 'link' | 'sort' | 'enabled'>;

/** The brand's home rows (notice bar and banners); every query is scoped to one site. */
export function createSiteRepository() {
  return {
    async home(db: DbOrTx, siteCode: string): Promise<SiteHomeRow | undefined> {
      const [row] = await db.select().from(siteHome).where(eq(siteHome.siteCode, siteCode));
      return row;
    },

    /**
     * Seeds a brand's home from the registry once: the notice row is the marker, so of two
     * instances seeding at the same moment only the one whose insert took writes the banners.
     */
    async seed(
      tx: DbOrTx,
      siteCode: string,
      notice: string,
      banners: readonly BannerFields[],
      now: Date,
    ): Promise<boolean> {
      const taken = await tx
        .insert(siteHome)
        .values({ siteCode, notice, updatedAt: now })
        .onConflictDoNothing()
        .returning({ siteCode: siteHome.siteCode });
      if (taken.length === 0) return false;
      if (banners.length > 0) {
        await tx.insert(siteBanners).values(banners.map((b) => ({ siteCode, ...b, updatedAt: now })));
      }
      return true;
    },

    async banners(db: DbOrTx, siteCode: string): Promise<BannerRow[]> {
      return db
        .select()
        .from(siteBanners)
        .where(eq(siteBanners.siteCode, siteCode))
        .orderBy(asc(siteBanners.sort), asc(siteBanners.id));
    },

    /** The banner, locked for the rest of the transaction (its before image for the audit row). */
    async bannerForUpdate(db: DbOrTx, siteCode: string, id: number): Promise<BannerRow | undefined> {
      const [row] = await db
        .select()
        .from(siteBanners)
        .where(and(eq(siteBanners.siteCode, siteCode), eq(siteBanners.id, id)))
        .for('update');
      return row;
    },

    /** The notice row, locked (its before image). */
    async homeForUpdate(db: DbOrTx, siteCode: string): Promise<SiteHomeRow | undefined> {
      const [row] = await db.select().from(siteHome).where(eq(siteHome.siteCode, siteCode)).for('update');
      return row;
    },

    async setNotice(db: DbOrTx, siteCode: string, notice: string, now: Date): Promise<void> {
      await db.update(siteHome).set({ notice, updatedAt: now }).where(eq(siteHome.siteCode, siteCode));
    },

    async setIdentity(db: DbOrTx, siteCode: string, fields: IdentityFields, now: Date): Promise<void> {
      await db
        .update(siteHome)
        .set({ ...fields, updatedAt: now })
        .where(eq(siteHome.siteCode, siteCode));
    },

    async insertBanner(db: DbOrTx, siteCode: string, fields: BannerFields, now: Date): Promise<BannerRow> {
      const [row] = await db
        .insert(siteBanners)
        .values({ siteCode, ...fields, updatedAt: now })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async updateBanner(
      db: DbOrTx,
      siteCode: string,
      id: number,
      fields: BannerFields,
      now: Date,
    ): Promise<BannerRow | undefined> {
      const [row] = await db
        .update(siteBanners)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(siteBanners.siteCode, siteCode), eq(siteBanners.id, id)))
        .returning();
      return row;
    },

    async deleteBanner(db: DbOrTx, siteCode: string, id: number): Promise<boolean> {
      const gone = await db
        .delete(siteBanners)
        .where(and(eq(siteBanners.siteCode, siteCode), eq(siteBanners.id, id)))
        .returning({ id: siteBanners.id });
      return gone.length > 0;
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;

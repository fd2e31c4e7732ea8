import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { brandArtwork } from '../../platform/db/schema.ts';

export type ArtworkRow = typeof brandArtwork.$inferSelect;

/** The brand_artwork table (decision 0087): rows only ever read for their brand. */
export function createArtworkRepository() {
  return {
    /** Serialises one brand's artwork uploads for the rest of the transaction (the library's cap). */
    async lockBrand(tx: DbOrTx, siteCode: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`artwork:${siteCode}`}, 0))`);
    },

    async count(db: DbOrTx, siteCode: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(brandArtwork)
        .where(eq(brandArtwork.siteCode, siteCode));
      return Number(row?.n ?? 0);
    },

    async insert(tx: DbOrTx, row: typeof brandArtwork.$inferInsert): Promise<ArtworkRow> {
      const [inserted] = await tx.insert(brandArtwork).values(row).returning();
      return inserted!;
    },

    /** The brand's artwork, newest first (at most `limit`). */
    async list(db: DbOrTx, siteCode: string, limit: number): Promise<ArtworkRow[]> {
      return db
        .select()
        .from(brandArtwork)
        .where(eq(brandArtwork.siteCode, siteCode))
        .orderBy(desc(brandArtwork.createdAt), desc(brandArtwork.id))
        .limit(limit);
    },

    async find(db: DbOrTx, siteCode: string, id: string): Promise<ArtworkRow | undefined> {
      const [row] = await db
        .select()
        .from(brandArtwork)
        .where(and(eq(brandArtwork.siteCode, siteCode), eq(brandArtwork.id, id)))
        .limit(1);
      return row;
    },
  };
}

export type ArtworkRepository = ReturnType<typeof createArtworkRepository>;

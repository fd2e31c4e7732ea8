import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { captchas } from '../../platform/db/schema.ts';

export type CaptchaRow = typeof captchas.$inferSelect;

export function createCaptchaRepository() {
  return {
    async insert(db: DbOrTx, row: typeof captchas.$inferInsert): Promise<void> {
      await db.insert(captchas).values(row);
    },
    async latest(
      db: DbOrTx,
      siteCode: string,
      deviceNo: string,
      purpose: string,
    ): Promise<CaptchaRow | undefined> {
      const [row] = await db
        .select()
        .from(captchas)
        .where(
          and(
            eq(captchas.siteCode, siteCode),
            eq(captchas.deviceNo, deviceNo),
            eq(captchas.purpose, purpose),
          ),
        )
        .orderBy(desc(captchas.id))
        .limit(1);
      return row;
    },
    /** Marks it used; false when someone else used it first (single use under concurrency). */
    async consume(db: DbOrTx, id: bigint, at: Date): Promise<boolean> {
      const rows = await db
        .update(captchas)
        .set({ consumedAt: at })
        .where(and(eq(captchas.id, id), isNull(captchas.consumedAt)))
        .returning({ id: captchas.id });
      return rows.length === 1;
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;

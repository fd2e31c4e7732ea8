import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { verificationCodes } from '../../platform/db/schema.ts';

export type CodeRow = typeof verificationCodes.$inferSelect;

export function createCodeRepository() {
  return {
    async insert(db: DbOrTx, row: typeof verificationCodes.$inferInsert): Promise<CodeRow> {
      const [created] = await db.insert(verificationCodes).values(row).returning();
      return created!;
    },
    async latest(
      db: DbOrTx,
      siteCode: string,
      recipient: string,
      purpose: string,
    ): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.siteCode, siteCode),
            eq(verificationCodes.recipient, recipient),
            eq(verificationCodes.purpose, purpose),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row;
    },
    async sentToRecipientSince(
      db: DbOrTx,
      siteCode: string,
      recipient: string,
      since: Date,
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.siteCode, siteCode),
            eq(verificationCodes.recipient, recipient),
            gt(verificationCodes.createdAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },
    async sentFromIpSince(db: DbOrTx, ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
      return Number(row?.n ?? 0);
    },
    async addAttempt(db: DbOrTx, id: bigint): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id));
    },
    /** Single use: only the first of two racing checks consumes the code. */
    async consume(db: DbOrTx, id: bigint, at: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
  };
}

export type CodeRepository = ReturnType<typeof createCodeRepository>;

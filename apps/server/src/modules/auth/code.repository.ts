import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
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
    /**
     * Claims one guess at a live code: the attempt is counted in the same statement that checks
     * the code is unused, unexpired and under its guess limit, so concurrent guesses cannot
     * exceed the limit. Returns the stored hash to compare against, or undefined.
     */
    async claimGuess(db: DbOrTx, id: bigint, at: Date, maxAttempts: number): Promise<string | undefined> {
      const rows = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, at),
            lt(verificationCodes.attempts, maxAttempts),
          ),
        )
        .returning({ codeHash: verificationCodes.codeHash });
      return rows[0]?.codeHash;
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

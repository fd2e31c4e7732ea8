import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { exchangeQuotes } from '../../platform/db/schema.ts';

export type QuoteRow = typeof exchangeQuotes.$inferSelect;
export type NewQuote = typeof exchangeQuotes.$inferInsert;

/** Exchange quotes: issued once, used at most once. */
export function createExchangeRepository() {
  return {
    async insertQuote(db: DbOrTx, quote: NewQuote): Promise<QuoteRow> {
      const [row] = await db.insert(exchangeQuotes).values(quote).returning();
      return row!;
    },

    /** One of the member's own quotes: another member's quote id reads as not found. */
    async findQuote(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      quoteId: string,
    ): Promise<QuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(exchangeQuotes)
        .where(
          and(
            eq(exchangeQuotes.quoteId, quoteId),
            eq(exchangeQuotes.siteCode, siteCode),
            eq(exchangeQuotes.memberId, memberId),
          ),
        );
      return row;
    },

    /** Marks a quote used; false when it already was (only one use can win, under any race). */
    async claimQuote(db: DbOrTx, quoteId: string, at: Date): Promise<boolean> {
      const claimed = await db
        .update(exchangeQuotes)
        .set({ usedAt: at })
        .where(and(eq(exchangeQuotes.quoteId, quoteId), isNull(exchangeQuotes.usedAt)))
        .returning({ quoteId: exchangeQuotes.quoteId });
      return claimed.length === 1;
    },
  };
}

export type ExchangeRepository = ReturnType<typeof createExchangeRepository>;

import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { sbBets, sbCashoutQuotes } from '../../platform/db/schema.ts';
import { rowsOf } from './catalogue.repository.ts';

export type QuoteRow = typeof sbCashoutQuotes.$inferSelect;

export interface CashoutLeg {
  outcome: string | null;
  oddsK: number;
  nowOddsK: number;
  marketId: bigint;
  marketStatus: string;
  version: number;
  matchStatus: string;
  matchSuspended: boolean;
}

/** The SQL of cash-out: the legs' current state, quotes, and the conditional acceptance. */
export function createCashoutRepository() {
  return {
    async legs(db: DbOrTx, betId: bigint): Promise<CashoutLeg[]> {
      const rows = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select g.outcome, g.odds_k as "oddsK", s.odds_k as "nowOddsK", k.id as "marketId",
            k.status as "marketStatus", k.version, m.status as "matchStatus", m.suspended as "matchSuspended"
          from sb_bet_legs g join sb_selections s on s.id = g.selection_id join sb_markets k on k.id = g.market_id
          join sb_matches m on m.id = g.match_id where g.bet_id = ${betId} order by g.leg_no`),
      );
      return rows.map((r) => ({
        outcome: (r.outcome as string | null) ?? null,
        oddsK: Number(r.oddsK),
        nowOddsK: Number(r.nowOddsK),
        marketId: BigInt(r.marketId as bigint),
        marketStatus: String(r.marketStatus),
        version: Number(r.version),
        matchStatus: String(r.matchStatus),
        matchSuspended: Boolean(r.matchSuspended),
      }));
    },

    async insertQuote(db: DbOrTx, values: typeof sbCashoutQuotes.$inferInsert): Promise<void> {
      await db.insert(sbCashoutQuotes).values(values);
    },

    async quote(db: DbOrTx, id: string): Promise<QuoteRow | undefined> {
      const [row] = await db.select().from(sbCashoutQuotes).where(eq(sbCashoutQuotes.id, id));
      return row;
    },

    async lockQuote(tx: DbOrTx, id: string): Promise<QuoteRow | undefined> {
      const [row] = await tx.select().from(sbCashoutQuotes).where(eq(sbCashoutQuotes.id, id)).for('update');
      return row;
    },

    async useQuote(tx: DbOrTx, id: string, at: Date): Promise<void> {
      await tx.update(sbCashoutQuotes).set({ usedAt: at }).where(eq(sbCashoutQuotes.id, id));
    },

    /** Open → cashed_out, conditional on still open (a settlement that won the lock wins). */
    async cashOut(tx: DbOrTx, betId: bigint, amount: bigint, at: Date): Promise<boolean> {
      const rows = await tx
        .update(sbBets)
        .set({
          status: 'cashed_out',
          payout: amount,
          cashoutAmount: amount,
          validStake: sql`${sbBets.stake}`,
          settledAt: at,
        })
        .where(sql`${sbBets.id} = ${betId} and ${sbBets.status} = 'open'`)
        .returning({ id: sbBets.id });
      return rows.length === 1;
    },

    async lockBet(tx: DbOrTx, betId: bigint) {
      const [row] = await tx.select().from(sbBets).where(eq(sbBets.id, betId)).for('update');
      return row;
    },
  };
}

export type CashoutRepository = ReturnType<typeof createCashoutRepository>;

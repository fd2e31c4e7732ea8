import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { turnoverEntries } from '../../platform/db/schema.ts';

export interface TurnoverSummary {
  required: bigint;
  done: bigint;
  remaining: bigint;
}

/**
 * The turnover requirement (流水): each credited deposit requires amount × the channel's multiple
 * of valid bets before a withdrawal; bets add progress (games issue); an operator may waive the
 * rest. Rows are append-only and keyed by reference, so crediting twice cannot require twice.
 */
export const turnover = {
  async require(tx: DbOrTx, siteCode: string, memberId: bigint, amount: bigint, reference: string) {
    if (amount <= 0n) return;
    await tx
      .insert(turnoverEntries)
      .values({ siteCode, memberId, kind: 'require', amount, reference })
      .onConflictDoNothing();
  },

  async progress(tx: DbOrTx, siteCode: string, memberId: bigint, amount: bigint, reference: string) {
    if (amount <= 0n) return;
    await tx
      .insert(turnoverEntries)
      .values({ siteCode, memberId, kind: 'progress', amount, reference })
      .onConflictDoNothing();
  },

  async summary(db: DbOrTx, siteCode: string, memberId: bigint): Promise<TurnoverSummary> {
    const rows = await db
      .select({ kind: turnoverEntries.kind, total: sql<string>`sum(${turnoverEntries.amount})::text` })
      .from(turnoverEntries)
      .where(and(eq(turnoverEntries.siteCode, siteCode), eq(turnoverEntries.memberId, memberId)))
      .groupBy(turnoverEntries.kind);
    const sum = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.total ?? '0');
    const required = sum('require');
    const done = sum('progress') + sum('waive');
    return {
      required,
      done: done > required ? required : done,
      remaining: required > done ? required - done : 0n,
    };
  },

  /** Clears what is left; returns the amount waived. */
  async waive(tx: DbOrTx, siteCode: string, memberId: bigint, reference: string): Promise<bigint> {
    const { remaining } = await turnover.summary(tx, siteCode, memberId);
    if (remaining > 0n) {
      await tx
        .insert(turnoverEntries)
        .values({ siteCode, memberId, kind: 'waive', amount: remaining, reference });
    }
    return remaining;
  },
};

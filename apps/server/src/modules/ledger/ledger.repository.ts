import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../platform/db/schema.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export function createLedgerRepository() {
  return {
    async findMemberAccount(db: DbOrTx, siteCode: string, memberId: bigint, kind: string, currency: string) {
      const [row] = await db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.siteCode, siteCode),
            eq(ledgerAccounts.memberId, memberId),
            eq(ledgerAccounts.kind, kind),
            eq(ledgerAccounts.currency, currency),
          ),
        );
      return row;
    },
    async findHouseAccount(db: DbOrTx, siteCode: string, kind: string, currency: string) {
      const [row] = await db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.siteCode, siteCode),
            isNull(ledgerAccounts.memberId),
            eq(ledgerAccounts.kind, kind),
            eq(ledgerAccounts.currency, currency),
          ),
        );
      return row;
    },
    async insertAccount(db: DbOrTx, row: typeof ledgerAccounts.$inferInsert): Promise<void> {
      await db.insert(ledgerAccounts).values(row).onConflictDoNothing();
    },
    async readAccounts(db: DbOrTx, ids: readonly bigint[]): Promise<LedgerAccountRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [...ids]));
    },
    /** Locks the accounts in ascending id order, so two movements over the same accounts cannot deadlock. */
    async lockAccounts(db: DbOrTx, ids: readonly bigint[]): Promise<LedgerAccountRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [...ids]))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
    },
    /** Claims the idempotency key; undefined when another entry already holds it. */
    async insertEntry(
      db: DbOrTx,
      row: typeof ledgerEntries.$inferInsert,
    ): Promise<LedgerEntryRow | undefined> {
      const [created] = await db.insert(ledgerEntries).values(row).onConflictDoNothing().returning();
      return created;
    },
    async findEntryByKey(db: DbOrTx, siteCode: string, idempotencyKey: string) {
      const [row] = await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.siteCode, siteCode), eq(ledgerEntries.idempotencyKey, idempotencyKey)));
      return row;
    },
    /** Adds to a member balance; the CHECK refuses (SQLSTATE 23514) a result below zero. */
    async addToBalance(db: DbOrTx, accountId: bigint, amount: bigint): Promise<bigint> {
      const [row] = await db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
        .where(eq(ledgerAccounts.id, accountId))
        .returning({ balance: ledgerAccounts.balance });
      return row!.balance;
    },
    async insertPostings(db: DbOrTx, rows: (typeof ledgerPostings.$inferInsert)[]): Promise<void> {
      await db.insert(ledgerPostings).values(rows);
    },
    async postingsOf(db: DbOrTx, entryId: bigint) {
      return db
        .select()
        .from(ledgerPostings)
        .where(eq(ledgerPostings.entryId, entryId))
        .orderBy(asc(ledgerPostings.id));
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

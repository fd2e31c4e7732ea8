import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { ledgerAccounts, type ledgerEntries } from '../../platform/db/schema.ts';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** The arguments of the `ledger_post` database function; lines as three parallel arrays. */
export interface LedgerPostCall {
  siteCode: string;
  kind: string;
  idempotencyKey: string;
  requestHash: string;
  memo: string;
  reference: string | null;
  createdAt: Date;
  accountIds: bigint[];
  currencies: string[];
  amounts: bigint[];
}

/** One posting as `ledger_post` answers it. */
export interface LedgerPostRow {
  posted_entry_id: bigint;
  was_replayed: boolean;
  posted_account_id: bigint;
  posted_amount: bigint;
  posted_balance_after: bigint | null;
}

/** The SQLSTATEs `ledger_post` raises (migration 0005). */
export const LEDGER_SQLSTATE = {
  insufficientBalance: 'HL001',
  idempotencyConflict: 'HL002',
  invalidLines: 'HL003',
  appendOnly: 'HL004',
} as const;

/**
 * The call of the `ledger_post` function as a SQL fragment, with the key and the reference as
 * expressions: the repository's own post uses it, and so does a product that posts inside a
 * statement of its own (bet placement keys the entry by the id its statement inserts). Only the
 * books port hands it out (decision 0048).
 */
export function ledgerPostCall(
  call: Omit<LedgerPostCall, 'idempotencyKey' | 'reference'> & { idempotencyKey: SQL; reference: SQL },
): SQL {
  return sql`ledger_post(
        ${call.siteCode}, ${call.kind}, ${call.idempotencyKey}, ${call.requestHash}, ${call.memo},
        ${call.reference}, ${call.createdAt},
        ${sql.param(call.accountIds)}::bigint[], ${sql.param(call.currencies)}::text[],
        ${sql.param(call.amounts)}::bigint[])`;
}

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
    /**
     * One whole post in one round trip: the `ledger_post` function (migration 0005) claims the
     * idempotency key, checks the lines, moves member balances with conditional updates in
     * ascending id order and writes the postings. Rows come back in line order; `replayed` is
     * true when the key had already been used by the same request.
     */
    async post(db: DbOrTx, call: LedgerPostCall): Promise<LedgerPostRow[]> {
      const result = await db.execute(
        sql`select * from ${ledgerPostCall({ ...call, idempotencyKey: sql`${call.idempotencyKey}`, reference: sql`${call.reference}` })}`,
      );
      return (result as unknown as { rows: LedgerPostRow[] }).rows;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

export interface AuditReport {
  accountsChecked: number;
  entriesChecked: number;
  postingsChecked: number;
  problems: string[];
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/**
 * The ledger invariants, checked in SQL over everything: every member account's balance equals
 * the sum of its postings (house accounts keep none materialised); every entry's postings sum to
 * zero per currency, with at least two postings; every posting is in its account's currency.
 */
export async function auditLedger(db: DbOrTx): Promise<AuditReport> {
  const problems: string[] = [];
  const [counts] = rowsOf<{ accounts: bigint; entries: bigint; postings: bigint }>(
    await db.execute(sql`select
      (select count(*) from ledger_accounts) as accounts,
      (select count(*) from ledger_entries) as entries,
      (select count(*) from ledger_postings) as postings`),
  );
  const drift = rowsOf<{ id: bigint; balance: bigint; posted: bigint }>(
    await db.execute(sql`select a.id, a.balance, coalesce(sum(p.amount), 0) as posted
      from ledger_accounts a left join ledger_postings p on p.account_id = a.id
      where a.member_id is not null
      group by a.id, a.balance
      having a.balance <> coalesce(sum(p.amount), 0)`),
  );
  for (const d of drift)
    problems.push(`account ${d.id}: balance ${d.balance} but postings sum to ${d.posted}`);
  const unbalanced = rowsOf<{ entry_id: bigint; currency: string; total: bigint }>(
    await db.execute(sql`select entry_id, currency, sum(amount) as total from ledger_postings
      group by entry_id, currency having sum(amount) <> 0`),
  );
  for (const u of unbalanced) problems.push(`entry ${u.entry_id}: ${u.currency} postings sum to ${u.total}`);
  const thin = rowsOf<{ id: bigint; n: bigint }>(
    await db.execute(sql`select e.id, count(p.id) as n from ledger_entries e
      left join ledger_postings p on p.entry_id = e.id group by e.id having count(p.id) < 2`),
  );
  for (const t of thin) problems.push(`entry ${t.id}: ${t.n} postings`);
  const mismatched = rowsOf<{ id: bigint }>(
    await db.execute(sql`select p.id from ledger_postings p join ledger_accounts a on a.id = p.account_id
      where p.currency <> a.currency`),
  );
  for (const m of mismatched) problems.push(`posting ${m.id}: currency differs from its account`);
  return {
    accountsChecked: Number(counts?.accounts ?? 0),
    entriesChecked: Number(counts?.entries ?? 0),
    postingsChecked: Number(counts?.postings ?? 0),
    problems,
  };
}

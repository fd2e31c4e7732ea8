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

/** One venue's own books: each player's balance there (`<site>_<memberId>`, see venuePlayer). */
export interface VenueBooksSource {
  balances(): Promise<{ venue: string; player: string; balance: bigint }[]>;
}

export interface BooksAuditOptions {
  /** The venues whose books we can read (the demo venue); each must equal our venue accounts. */
  venueBooks?: readonly VenueBooksSource[];
}

const OPEN_WITHDRAWALS = sql`('requested', 'reviewing', 'approved')`;

/**
 * The reconciling audit (DESIGN.md §5): the ledger invariants above, and the books against the
 * orders they stand for — transfer clearing equals the pending transfers, the withdrawal hold
 * equals the open withdrawals, every succeeded deposit has exactly one entry (and no other
 * deposit has one), and each venue account equals the venue's own books. Read-only: it runs
 * against a live database.
 */
export async function auditBooks(db: DbOrTx, options: BooksAuditOptions = {}): Promise<AuditReport> {
  const report = await auditLedger(db);
  const problems = report.problems;
  const houseVersusOrders = async (kind: string, label: string, orders: ReturnType<typeof sql>) => {
    const rows = rowsOf<{ site_code: string; currency: string; booked: string; open: string }>(
      await db.execute(sql`with booked as (
          select a.site_code, a.currency, coalesce(sum(p.amount), 0) as amount
          from ledger_accounts a left join ledger_postings p on p.account_id = a.id
          where a.member_id is null and a.kind = ${kind}
          group by a.site_code, a.currency),
        open as (${orders})
        select coalesce(b.site_code, o.site_code) as site_code, coalesce(b.currency, o.currency) as currency,
          coalesce(b.amount, 0)::text as booked, coalesce(o.amount, 0)::text as open
        from booked b full outer join open o on o.site_code = b.site_code and o.currency = b.currency
        where coalesce(b.amount, 0) <> coalesce(o.amount, 0)`),
    );
    for (const r of rows) {
      problems.push(
        `${kind} ${r.site_code}/${r.currency}: books hold ${r.booked} but ${label} sum to ${r.open}`,
      );
    }
  };
  await houseVersusOrders(
    'transfer_clearing',
    'pending transfers',
    sql`select site_code, currency, sum(amount) as amount from venue_transfers
      where status = 'pending' group by site_code, currency`,
  );
  await houseVersusOrders(
    'withdrawal_hold',
    'open withdrawals',
    sql`select site_code, currency, sum(amount) as amount from withdraw_orders
      where status in ${OPEN_WITHDRAWALS} group by site_code, currency`,
  );

  const deposits = rowsOf<{ order_no: string; status: string | null; n: string }>(
    await db.execute(sql`with keyed as (
        select substr(idempotency_key, 9) as order_no, count(*) as n from ledger_entries
        where kind = 'deposit' and idempotency_key like 'deposit:%' group by 1)
      select coalesce(d.order_no, k.order_no) as order_no, d.status, coalesce(k.n, 0)::text as n
      from deposit_orders d full outer join keyed k on k.order_no = d.order_no
      where (d.status = 'succeeded' and coalesce(k.n, 0) <> 1)
         or (k.n is not null and (d.status is null or d.status <> 'succeeded'))`),
  );
  for (const d of deposits) {
    problems.push(
      `deposit ${d.order_no} (${d.status ?? 'no order'}): ${d.n} ledger entries, expected ${d.status === 'succeeded' ? 1 : 0}`,
    );
  }

  for (const source of options.venueBooks ?? []) {
    const theirs = new Map<string, bigint>();
    for (const b of await source.balances()) theirs.set(`${b.venue}|${b.player}`, b.balance);
    const ours = rowsOf<{ venue: string; player: string; balance: string }>(
      await db.execute(sql`select substr(kind, 7) as venue, site_code || '_' || member_id as player,
          sum(balance)::text as balance
        from ledger_accounts where member_id is not null and kind like 'venue:%'
        group by 1, 2`),
    );
    // A player with a transfer still pending is between the two books (the venue may have applied
    // it and we not yet heard); the reconciler settles it, and the clearing check above covers it.
    const moving = new Set(
      rowsOf<{ key: string }>(
        await db.execute(sql`select distinct venue || '|' || site_code || '_' || member_id as key
          from venue_transfers where status = 'pending'`),
      ).map((r) => r.key),
    );
    const seen = new Set<string>(moving);
    for (const o of ours) {
      const key = `${o.venue}|${o.player}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const venueSide = theirs.get(key) ?? 0n;
      if (venueSide !== BigInt(o.balance)) {
        problems.push(
          `venue ${o.venue} player ${o.player}: our account holds ${o.balance}, the venue's books ${venueSide}`,
        );
      }
    }
    for (const [key, balance] of theirs) {
      if (seen.has(key) || balance === 0n) continue;
      const [venue, player] = key.split('|');
      problems.push(`venue ${venue} player ${player}: our account holds 0, the venue's books ${balance}`);
    }
  }
  return report;
}

import type { DbOrTx } from '../../platform/db/client.ts';
import { createLedgerAuditRepository, type HouseMismatchRow } from './ledger-audit.repository.ts';

export interface AuditReport {
  accountsChecked: number;
  entriesChecked: number;
  postingsChecked: number;
  problems: string[];
}

const repo = createLedgerAuditRepository();

/**
 * The ledger invariants, checked in SQL over everything: every member account's balance equals
 * the sum of its postings (house accounts keep none materialised); every entry's postings sum to
 * zero per currency, with at least two postings; every posting is in its account's currency.
 */
export async function auditLedger(db: DbOrTx): Promise<AuditReport> {
  const problems: string[] = [];
  const counts = await repo.counts(db);
  const drift = await repo.balanceDrift(db);
  for (const d of drift)
    problems.push(`account ${d.id}: balance ${d.balance} but postings sum to ${d.posted}`);
  const unbalanced = await repo.unbalancedEntries(db);
  for (const u of unbalanced) problems.push(`entry ${u.entry_id}: ${u.currency} postings sum to ${u.total}`);
  const thin = await repo.thinEntries(db);
  for (const t of thin) problems.push(`entry ${t.id}: ${t.n} postings`);
  const mismatched = await repo.currencyMismatches(db);
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

/**
 * The reconciling audit (DESIGN.md §5): the ledger invariants above, and the books against the
 * orders they stand for — transfer clearing equals the pending transfers, the withdrawal hold
 * equals the open withdrawals, every succeeded deposit has exactly one entry (and no other
 * deposit has one), each venue's house account equals its rounds (stake − payout), and
 * each venue account equals the venue's own books. Read-only: it runs
 * against a live database.
 */
export async function auditBooks(db: DbOrTx, options: BooksAuditOptions = {}): Promise<AuditReport> {
  const report = await auditLedger(db);
  const problems = report.problems;
  const houseVersusOrders = (kind: string, label: string, rows: HouseMismatchRow[]) => {
    for (const r of rows) {
      problems.push(
        `${kind} ${r.site_code}/${r.currency}: books hold ${r.booked} but ${label} sum to ${r.open}`,
      );
    }
  };
  houseVersusOrders('transfer_clearing', 'pending transfers', await repo.clearingVersusPendingTransfers(db));
  houseVersusOrders('withdrawal_hold', 'open withdrawals', await repo.holdVersusOpenWithdrawals(db));
  houseVersusOrders('game_pnl:sportsbook', 'bets', await repo.sportsbookVersusBets(db));
  houseVersusOrders('game_pnl:live_tables', 'live bets', await repo.liveTablesVersusBets(db));
  for (const r of await repo.venuesVersusRounds(db)) {
    houseVersusOrders(r.kind, 'venue rounds (stake − payout)', [r]);
  }

  const deposits = await repo.depositEntryMismatches(db);
  for (const d of deposits) {
    problems.push(
      `deposit ${d.order_no} (${d.status ?? 'no order'}): ${d.n} ledger entries, expected ${d.status === 'succeeded' ? 1 : 0}`,
    );
  }

  for (const source of options.venueBooks ?? []) {
    const theirs = new Map<string, bigint>();
    for (const b of await source.balances()) theirs.set(`${b.venue}|${b.player}`, b.balance);
    const ours = await repo.venueAccountBalances(db);
    // A player with a transfer still pending is between the two books (the venue may have applied
    // it and we not yet heard); the reconciler settles it, and the clearing check above covers it.
    const moving = new Set(await repo.playersWithPendingTransfers(db));
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

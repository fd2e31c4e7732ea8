import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

const OPEN_WITHDRAWALS = sql`('requested', 'reviewing', 'approved')`;

/** A house account kind whose books differ from the orders they stand for, per site and currency. */
export interface HouseMismatchRow {
  site_code: string;
  currency: string;
  booked: string;
  open: string;
}

async function houseVersusOrders(db: DbOrTx, kind: string, orders: SQL): Promise<HouseMismatchRow[]> {
  return rowsOf<HouseMismatchRow>(
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
}

/**
 * The SQL of the ledger audit: read-only queries over the whole ledger and the orders it stands
 * for, each returning only what is wrong (the counts excepted).
 */
export function createLedgerAuditRepository() {
  return {
    async counts(db: DbOrTx): Promise<{ accounts: bigint; entries: bigint; postings: bigint } | undefined> {
      const [counts] = rowsOf<{ accounts: bigint; entries: bigint; postings: bigint }>(
        await db.execute(sql`select
          (select count(*) from ledger_accounts) as accounts,
          (select count(*) from ledger_entries) as entries,
          (select count(*) from ledger_postings) as postings`),
      );
      return counts;
    },

    /** Member accounts whose balance differs from the sum of their postings. */
    async balanceDrift(db: DbOrTx): Promise<{ id: bigint; balance: bigint; posted: bigint }[]> {
      return rowsOf<{ id: bigint; balance: bigint; posted: bigint }>(
        await db.execute(sql`select a.id, a.balance, coalesce(sum(p.amount), 0) as posted
          from ledger_accounts a left join ledger_postings p on p.account_id = a.id
          where a.member_id is not null
          group by a.id, a.balance
          having a.balance <> coalesce(sum(p.amount), 0)`),
      );
    },

    /** Entries whose postings do not sum to zero in a currency. */
    async unbalancedEntries(db: DbOrTx): Promise<{ entry_id: bigint; currency: string; total: bigint }[]> {
      return rowsOf<{ entry_id: bigint; currency: string; total: bigint }>(
        await db.execute(sql`select entry_id, currency, sum(amount) as total from ledger_postings
          group by entry_id, currency having sum(amount) <> 0`),
      );
    },

    /** Entries with fewer than two postings. */
    async thinEntries(db: DbOrTx): Promise<{ id: bigint; n: bigint }[]> {
      return rowsOf<{ id: bigint; n: bigint }>(
        await db.execute(sql`select e.id, count(p.id) as n from ledger_entries e
          left join ledger_postings p on p.entry_id = e.id group by e.id having count(p.id) < 2`),
      );
    },

    /** Postings in another currency than their account's. */
    async currencyMismatches(db: DbOrTx): Promise<{ id: bigint }[]> {
      return rowsOf<{ id: bigint }>(
        await db.execute(sql`select p.id from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where p.currency <> a.currency`),
      );
    },

    /** Transfer clearing against the pending transfers. */
    clearingVersusPendingTransfers(db: DbOrTx): Promise<HouseMismatchRow[]> {
      return houseVersusOrders(
        db,
        'transfer_clearing',
        sql`select site_code, currency, sum(amount) as amount from venue_transfers
          where status = 'pending' group by site_code, currency`,
      );
    },

    /** The withdrawal hold against the open withdrawals. */
    holdVersusOpenWithdrawals(db: DbOrTx): Promise<HouseMismatchRow[]> {
      return houseVersusOrders(
        db,
        'withdrawal_hold',
        sql`select site_code, currency, sum(amount) as amount from withdraw_orders
          where status in ${OPEN_WITHDRAWALS} group by site_code, currency`,
      );
    },

    /**
     * The sportsbook's house account equals what its bets left with the house: stakes, less what
     * settlements moved back (Σ delta, corrections included) and cash-outs paid (issue 10).
     */
    sportsbookVersusBets(db: DbOrTx): Promise<HouseMismatchRow[]> {
      return houseVersusOrders(
        db,
        'game_pnl:sportsbook',
        sql`select b.site_code, b.currency, sum(b.stake - coalesce(b.cashout_amount, 0)
            - coalesce((select sum(s.delta) from sb_settlements s where s.bet_id = b.id), 0)) as amount
          from sb_bets b group by b.site_code, b.currency`,
      );
    },

    /**
     * The live tables' house account (issue 12) equals what their bets left with the house: the
     * stakes of open bets, stake − payout of settled ones (a void bet's payout is its stake).
     */
    liveTablesVersusBets(db: DbOrTx): Promise<HouseMismatchRow[]> {
      return houseVersusOrders(
        db,
        'game_pnl:live_tables',
        sql`select site_code, currency, sum(stake - coalesce(payout, 0)) as amount
          from live_bets group by site_code, currency`,
      );
    },

    /**
     * Each venue's house account (`game_pnl:<venue>`, the sportsbook's and live tables' aside) against its rounds:
     * Σ(stake − payout) over rounds not void. A seamless round is in `venue_bets` only once its
     * debit was accepted (stake to the house; its credit pays back, a rollback voids it). A pulled
     * round of a transfer venue (settled or void, never open) books its result payout − stake
     * between the member's venue account and the house when it is pulled (decision 0029), so it
     * leaves stake − payout with the house too. Per site, currency and venue; only mismatches.
     */
    async venuesVersusRounds(db: DbOrTx): Promise<(HouseMismatchRow & { kind: string })[]> {
      return rowsOf<HouseMismatchRow & { kind: string }>(
        await db.execute(sql`with booked as (
            select a.site_code, a.currency, a.kind, coalesce(sum(p.amount), 0) as amount
            from ledger_accounts a left join ledger_postings p on p.account_id = a.id
            where a.member_id is null and a.kind like 'game\_pnl:%'
              and a.kind not in ('game_pnl:sportsbook', 'game_pnl:live_tables')
            group by a.site_code, a.currency, a.kind),
          open as (
            select v.site_code, v.currency, 'game_pnl:' || v.venue as kind,
              sum(v.stake - v.payout) as amount
            from venue_bets v
            where v.status <> 'void'
            group by v.site_code, v.currency, v.venue)
          select coalesce(b.site_code, o.site_code) as site_code, coalesce(b.currency, o.currency) as currency,
            coalesce(b.kind, o.kind) as kind,
            coalesce(b.amount, 0)::text as booked, coalesce(o.amount, 0)::text as open
          from booked b full outer join open o
            on o.site_code = b.site_code and o.currency = b.currency and o.kind = b.kind
          where coalesce(b.amount, 0) <> coalesce(o.amount, 0)`),
      );
    },

    /**
     * Deposits whose ledger entries are wrong: a succeeded order without exactly one entry, or an
     * entry for an order that did not succeed (or does not exist).
     */
    async depositEntryMismatches(
      db: DbOrTx,
    ): Promise<{ order_no: string; status: string | null; n: string }[]> {
      return rowsOf<{ order_no: string; status: string | null; n: string }>(
        await db.execute(sql`with keyed as (
            select substr(idempotency_key, 9) as order_no, count(*) as n from ledger_entries
            where kind = 'deposit' and idempotency_key like 'deposit:%' group by 1)
          select coalesce(d.order_no, k.order_no) as order_no, d.status, coalesce(k.n, 0)::text as n
          from deposit_orders d full outer join keyed k on k.order_no = d.order_no
          where (d.status = 'succeeded' and coalesce(k.n, 0) <> 1)
             or (k.n is not null and (d.status is null or d.status <> 'succeeded'))`),
      );
    },

    /** Our venue accounts per venue and player (`<site>_<memberId>`). */
    async venueAccountBalances(db: DbOrTx): Promise<{ venue: string; player: string; balance: string }[]> {
      return rowsOf<{ venue: string; player: string; balance: string }>(
        await db.execute(sql`select substr(kind, 7) as venue, site_code || '_' || member_id as player,
            sum(balance)::text as balance
          from ledger_accounts where member_id is not null and kind like 'venue:%'
          group by 1, 2`),
      );
    },

    /** `<venue>|<player>` of every player with a transfer still pending. */
    async playersWithPendingTransfers(db: DbOrTx): Promise<string[]> {
      return rowsOf<{ key: string }>(
        await db.execute(sql`select distinct venue || '|' || site_code || '_' || member_id as key
          from venue_transfers where status = 'pending'`),
      ).map((r) => r.key);
    },
  };
}

export type LedgerAuditRepository = ReturnType<typeof createLedgerAuditRepository>;

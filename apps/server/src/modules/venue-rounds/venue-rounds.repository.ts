import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  games,
  members,
  seamlessTxns,
  venueBets,
  venuePullCursors,
  venueSettings,
} from '../../platform/db/schema.ts';

export type SeamlessTxnRow = typeof seamlessTxns.$inferSelect;
export type VenueBetRow = typeof venueBets.$inferSelect;
export type NewVenueBet = typeof venueBets.$inferInsert;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** A game of the catalogue by the venue's code for it. */
export interface CatalogueGame {
  id: number;
  categoryId: number;
  name: string;
  maintenance: boolean;
}

/**
 * The SQL of venue rounds: seamless-wallet transactions and their rounds, the member's center
 * account row (locked: a member's seamless calls run one at a time), the games catalogue by game
 * code, venue maintenance, pull cursors and per-venue totals.
 */
export function createVenueRoundsRepository() {
  return {
    /** Locks a member account row for the transaction; its balance. */
    async lockAccount(tx: DbOrTx, accountId: bigint): Promise<bigint> {
      const [row] = rowsOf<{ balance: string | bigint }>(
        await tx.execute(sql`select balance from ledger_accounts where id = ${accountId} for update`),
      );
      if (!row) throw new Error(`ledger account ${accountId} is missing`);
      return BigInt(row.balance);
    },

    async accountBalance(db: DbOrTx, accountId: bigint): Promise<bigint> {
      const [row] = rowsOf<{ balance: string | bigint }>(
        await db.execute(sql`select balance from ledger_accounts where id = ${accountId}`),
      );
      return BigInt(row?.balance ?? 0);
    },

    async memberExists(db: DbOrTx, siteCode: string, memberId: bigint): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.siteCode, siteCode), eq(members.id, memberId)));
      return row !== undefined;
    },

    async txn(db: DbOrTx, provider: string, txnId: string): Promise<SeamlessTxnRow | undefined> {
      const [row] = await db
        .select()
        .from(seamlessTxns)
        .where(and(eq(seamlessTxns.provider, provider), eq(seamlessTxns.txnId, txnId)));
      return row;
    },

    async insertTxn(tx: DbOrTx, row: typeof seamlessTxns.$inferInsert): Promise<void> {
      await tx.insert(seamlessTxns).values(row);
    },

    /** True when a rollback was ever recorded for the round (a late debit must not reopen it). */
    async roundRolledBack(db: DbOrTx, venue: string, roundId: string): Promise<boolean> {
      const [row] = await db
        .select({ txnId: seamlessTxns.txnId })
        .from(seamlessTxns)
        .where(
          and(
            eq(seamlessTxns.venue, venue),
            eq(seamlessTxns.roundId, roundId),
            eq(seamlessTxns.kind, 'rollback'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async round(tx: DbOrTx, venue: string, roundId: string): Promise<VenueBetRow | undefined> {
      const [row] = await tx
        .select()
        .from(venueBets)
        .where(and(eq(venueBets.venue, venue), eq(venueBets.roundId, roundId)))
        .for('update');
      return row;
    },

    async openRound(tx: DbOrTx, row: NewVenueBet): Promise<void> {
      await tx.insert(venueBets).values(row);
    },

    async closeRound(
      tx: DbOrTx,
      id: bigint,
      set: { status: 'settled' | 'void'; payout: bigint; validStake: bigint; detail?: string; at: Date },
    ): Promise<boolean> {
      const rows = await tx
        .update(venueBets)
        .set({
          status: set.status,
          payout: set.payout,
          validStake: set.validStake,
          settledAt: set.at,
          ...(set.detail !== undefined ? { detail: set.detail } : {}),
        })
        .where(and(eq(venueBets.id, id), eq(venueBets.status, 'open')))
        .returning({ id: venueBets.id });
      return rows.length === 1;
    },

    /** Pulled rounds; only the rows not booked before come back (ON CONFLICT DO NOTHING). */
    async insertPulled(
      tx: DbOrTx,
      rows: readonly NewVenueBet[],
    ): Promise<
      { id: bigint; siteCode: string; memberId: bigint; validStake: bigint; venue: string; roundId: string }[]
    > {
      if (rows.length === 0) return [];
      return tx
        .insert(venueBets)
        .values([...rows])
        .onConflictDoNothing({ target: [venueBets.venue, venueBets.roundId] })
        .returning({
          id: venueBets.id,
          siteCode: venueBets.siteCode,
          memberId: venueBets.memberId,
          validStake: venueBets.validStake,
          venue: venueBets.venue,
          roundId: venueBets.roundId,
        });
    },

    /** A brand's game at a venue by the venue's game code, with its category. */
    async game(
      db: DbOrTx,
      siteCode: string,
      venue: string,
      gameCode: string,
    ): Promise<CatalogueGame | undefined> {
      const [row] = await db
        .select({
          id: games.id,
          categoryId: games.categoryId,
          name: games.name,
          maintenance: games.maintenance,
        })
        .from(games)
        .where(and(eq(games.siteCode, siteCode), eq(games.walletCode, venue), eq(games.gameCode, gameCode)))
        .limit(1);
      return row;
    },

    async venueMaintenance(db: DbOrTx, siteCode: string, venue: string): Promise<boolean> {
      const [row] = await db
        .select({ m: venueSettings.maintenance })
        .from(venueSettings)
        .where(and(eq(venueSettings.siteCode, siteCode), eq(venueSettings.venue, venue)));
      return row?.m === true;
    },

    async maintenanceByVenue(db: DbOrTx, siteCode: string): Promise<Map<string, boolean>> {
      const rows = await db
        .select({ venue: venueSettings.venue, m: venueSettings.maintenance })
        .from(venueSettings)
        .where(eq(venueSettings.siteCode, siteCode));
      return new Map(rows.map((r) => [r.venue, r.m]));
    },

    /** When the member's last booked round at a venue settled; undefined when none is booked. */
    async lastSettled(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      venue: string,
    ): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`max(${venueBets.settledAt})` })
        .from(venueBets)
        .where(
          and(eq(venueBets.siteCode, siteCode), eq(venueBets.memberId, memberId), eq(venueBets.venue, venue)),
        );
      return row?.at ? new Date(row.at) : undefined;
    },

    async cursor(db: DbOrTx, venue: string): Promise<Date | undefined> {
      const [row] = await db.select().from(venuePullCursors).where(eq(venuePullCursors.venue, venue));
      return row?.pulledTo;
    },

    async cursors(db: DbOrTx): Promise<Map<string, Date>> {
      const rows = await db.select().from(venuePullCursors);
      return new Map(rows.map((r) => [r.venue, r.pulledTo]));
    },

    /** Moves a cursor forward only (a re-pull of an older window never moves it back). */
    async saveCursor(tx: DbOrTx, venue: string, to: Date, at: Date): Promise<void> {
      await tx
        .insert(venuePullCursors)
        .values({ venue, pulledTo: to, updatedAt: at })
        .onConflictDoUpdate({
          target: venuePullCursors.venue,
          set: { pulledTo: sql`greatest(${venuePullCursors.pulledTo}, excluded.pulled_to)`, updatedAt: at },
        });
    },

    /** Per-venue totals of a brand's rounds placed in [from, to] (void rounds count as rounds only). */
    async totals(db: DbOrTx, siteCode: string, from: Date | undefined, to: Date | undefined) {
      const conds = [sql`site_code = ${siteCode}`];
      if (from) conds.push(sql`placed_at >= ${from}`);
      if (to) conds.push(sql`placed_at <= ${to}`);
      return rowsOf<{
        venue: string;
        rounds: number;
        members: number;
        stake: string;
        valid: string;
        payout: string;
      }>(
        await db.execute(sql`select venue, count(*)::int as rounds, count(distinct member_id)::int as members,
            coalesce(sum(stake) filter (where status <> 'void'), 0)::text as stake,
            coalesce(sum(valid_stake) filter (where status = 'settled'), 0)::text as valid,
            coalesce(sum(payout) filter (where status = 'settled'), 0)::text as payout
          from venue_bets where ${sql.join(conds, sql` and `)} group by venue`),
      );
    },
  };
}

export type VenueRoundsRepository = ReturnType<typeof createVenueRoundsRepository>;

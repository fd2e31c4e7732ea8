import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { demoVenueTransfers, demoVenueWallets } from '../../../platform/db/schema.ts';

export type DemoVenueWalletRow = typeof demoVenueWallets.$inferSelect;
export type DemoVenueTransferRow = typeof demoVenueTransfers.$inferSelect;

/** The SQL of the demo venue's own books: its players' wallets and the transfers it has answered. */
export function createDemoVenueRepository() {
  return {
    /**
     * Every player's balance at the venue as our books should mirror it, for the books audit
     * (decision 0029): the wallet balance, plus the stakes of the player's open rounds (taken from
     * the wallet, no result yet, so nothing of them is booked on our side), minus the net
     * (payout − stake) of settled transfer rounds the site has not booked yet (no `venue_bets` row
     * for the venue and round id: not pulled so far). What remains is the transfers plus the
     * results our ledger has booked — exactly what the site's `venue:<code>` account must hold.
     *
     * This reads `venue_bets`, a table of the site: only possible, and only done, because in the
     * sandbox the demo provider's books live in the site's database. A real provider's books are
     * not readable (its adapter has no `books`) and the audit skips it.
     */
    async balances(db: DbOrTx): Promise<{ venue: string; player: string; balance: bigint }[]> {
      const result = await db.execute(sql`select w.venue, w.player, (w.balance
          + coalesce((select sum(r.stake) from demo_rounds r where r.venue = w.venue
              and r.player = w.player and r.wallet_mode = 'transfer' and r.status = 'open'), 0)
          - coalesce((select sum(r.payout - r.stake) from demo_rounds r where r.venue = w.venue
              and r.player = w.player and r.wallet_mode = 'transfer' and r.status = 'settled'
              and not exists (select 1 from venue_bets v
                where v.venue = r.venue and v.round_id = r.round_id)), 0))::text as balance
        from demo_venue_wallets w`);
      const rows = ((result as { rows?: unknown[] }).rows ?? result) as {
        venue: string;
        player: string;
        balance: string;
      }[];
      return rows.map((r) => ({ venue: r.venue, player: r.player, balance: BigInt(r.balance) }));
    },

    /**
     * The player's wallet, created at zero if new, and locked: upserting its row makes the
     * player's transfers go one at a time within the caller's transaction.
     */
    async lockWallet(tx: DbOrTx, venue: string, player: string): Promise<DemoVenueWalletRow | undefined> {
      const [wallet] = await tx
        .insert(demoVenueWallets)
        .values({ venue, player, balance: 0n })
        .onConflictDoUpdate({
          target: [demoVenueWallets.venue, demoVenueWallets.player],
          set: { balance: sql`${demoVenueWallets.balance}` },
        })
        .returning();
      return wallet;
    },

    async wallet(db: DbOrTx, venue: string, player: string): Promise<DemoVenueWalletRow | undefined> {
      const [wallet] = await db
        .select()
        .from(demoVenueWallets)
        .where(and(eq(demoVenueWallets.venue, venue), eq(demoVenueWallets.player, player)));
      return wallet;
    },

    /** Adds `change` (negative to take) to the player's balance; returns the wallet after. */
    async addToBalance(
      tx: DbOrTx,
      venue: string,
      player: string,
      change: bigint,
    ): Promise<DemoVenueWalletRow | undefined> {
      const [updated] = await tx
        .update(demoVenueWallets)
        .set({ balance: sql`${demoVenueWallets.balance} + ${change}` })
        .where(and(eq(demoVenueWallets.venue, venue), eq(demoVenueWallets.player, player)))
        .returning();
      return updated;
    },

    async transfer(db: DbOrTx, transferId: string): Promise<DemoVenueTransferRow | undefined> {
      const [seen] = await db
        .select()
        .from(demoVenueTransfers)
        .where(eq(demoVenueTransfers.transferId, transferId));
      return seen;
    },

    /** Records the venue's final answer to a transfer id. */
    async recordTransfer(tx: DbOrTx, values: typeof demoVenueTransfers.$inferInsert): Promise<void> {
      await tx.insert(demoVenueTransfers).values(values);
    },
  };
}

export type DemoVenueRepository = ReturnType<typeof createDemoVenueRepository>;

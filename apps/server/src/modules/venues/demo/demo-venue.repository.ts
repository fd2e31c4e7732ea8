import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { demoVenueTransfers, demoVenueWallets } from '../../../platform/db/schema.ts';

export type DemoVenueWalletRow = typeof demoVenueWallets.$inferSelect;
export type DemoVenueTransferRow = typeof demoVenueTransfers.$inferSelect;

/** The SQL of the demo venue's own books: its players' wallets and the transfers it has answered. */
export function createDemoVenueRepository() {
  return {
    /** Every player's balance at the venue (the books audit compares them with ours). */
    balances(db: DbOrTx): Promise<{ venue: string; player: string; balance: bigint }[]> {
      return db
        .select({
          venue: demoVenueWallets.venue,
          player: demoVenueWallets.player,
          balance: demoVenueWallets.balance,
        })
        .from(demoVenueWallets);
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

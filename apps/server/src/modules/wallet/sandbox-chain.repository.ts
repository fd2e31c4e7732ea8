import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { depositAddresses, depositOrders, sandboxChainTxs } from '../../platform/db/schema.ts';
import type { DepositInsert, DepositRow } from './deposit.repository.ts';

export type ChainTxRow = typeof sandboxChainTxs.$inferSelect;
export type DepositAddressRow = typeof depositAddresses.$inferSelect;

/** The SQL of the sandbox USDT chain: its transfers, the addresses they go to, the orders they make. */
export function createSandboxChainRepository() {
  return {
    async send(db: DbOrTx, values: typeof sandboxChainTxs.$inferInsert): Promise<void> {
      await db.insert(sandboxChainTxs).values(values);
    },

    /** Transfers the watcher has not closed yet. */
    async open(db: DbOrTx, limit: number): Promise<ChainTxRow[]> {
      return db.select().from(sandboxChainTxs).where(isNull(sandboxChainTxs.settledAt)).limit(limit);
    },

    /** Closes a transfer: the watcher looks at it no more. */
    async settle(db: DbOrTx, txHash: string, at: Date): Promise<void> {
      await db.update(sandboxChainTxs).set({ settledAt: at }).where(eq(sandboxChainTxs.txHash, txHash));
    },

    /** The member a deposit address belongs to. */
    async addressOwner(db: DbOrTx, address: string): Promise<DepositAddressRow | undefined> {
      const [owner] = await db.select().from(depositAddresses).where(eq(depositAddresses.address, address));
      return owner;
    },

    /** The order of a chain transfer, once per transaction hash (a second insert does nothing). */
    async openOrder(db: DbOrTx, values: DepositInsert): Promise<void> {
      await db.insert(depositOrders).values(values).onConflictDoNothing();
    },

    async orderByTxHash(db: DbOrTx, txHash: string): Promise<DepositRow | undefined> {
      return (await db.select().from(depositOrders).where(eq(depositOrders.txHash, txHash)))[0];
    },

    /** Counts confirmations on a pending order. */
    async confirmations(db: DbOrTx, id: bigint, confirmations: number, at: Date): Promise<void> {
      await db
        .update(depositOrders)
        .set({ confirmations, updatedAt: at })
        .where(and(eq(depositOrders.id, id), eq(depositOrders.status, 'pending')));
    },
  };
}

export type SandboxChainRepository = ReturnType<typeof createSandboxChainRepository>;

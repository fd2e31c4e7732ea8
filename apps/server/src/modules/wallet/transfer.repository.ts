import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { venueTransfers } from '../../platform/db/schema.ts';

export type TransferRow = typeof venueTransfers.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/**
 * The SQL of venue transfers. A pending transfer is driven (the venue called) only by whoever
 * holds its lease: a conditional UPDATE … RETURNING claims it, so a member's retry, the reconciler
 * and another instance never call the venue for one transfer at the same time.
 */
export function createTransferRepository() {
  return {
    async insert(tx: DbOrTx, values: typeof venueTransfers.$inferInsert): Promise<TransferRow | undefined> {
      const [row] = await tx.insert(venueTransfers).values(values).onConflictDoNothing().returning();
      return row;
    },

    async byRequest(
      tx: DbOrTx,
      siteCode: string,
      memberId: bigint,
      requestId: string,
    ): Promise<TransferRow | undefined> {
      const [row] = await tx
        .select()
        .from(venueTransfers)
        .where(
          and(
            eq(venueTransfers.siteCode, siteCode),
            eq(venueTransfers.memberId, memberId),
            eq(venueTransfers.requestId, requestId),
          ),
        );
      return row;
    },

    async byId(tx: DbOrTx, id: bigint): Promise<TransferRow | undefined> {
      const [row] = await tx.select().from(venueTransfers).where(eq(venueTransfers.id, id));
      return row;
    },

    async byTransferId(tx: DbOrTx, transferId: string): Promise<TransferRow | undefined> {
      const [row] = await tx.select().from(venueTransfers).where(eq(venueTransfers.transferId, transferId));
      return row;
    },

    /** Claims one pending, unstuck transfer whose lease is free; undefined when someone holds it. */
    async claim(tx: DbOrTx, id: bigint, at: Date, leaseUntil: Date): Promise<TransferRow | undefined> {
      const [row] = await tx
        .update(venueTransfers)
        .set({ leaseUntil })
        .where(
          and(
            eq(venueTransfers.id, id),
            eq(venueTransfers.status, 'pending'),
            sql`${venueTransfers.stuckAt} is null`,
            sql`(${venueTransfers.leaseUntil} is null or ${venueTransfers.leaseUntil} < ${at})`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Claims a batch for the reconciler: pending, not stuck, untouched since the cutoff, past its
     * backoff, lease free. SKIP LOCKED lets two reconcilers take disjoint batches.
     */
    async claimBatch(
      tx: DbOrTx,
      q: { at: Date; cutoff: Date; leaseUntil: Date; limit: number; ignoreBackoff: boolean },
    ): Promise<TransferRow[]> {
      const { at, cutoff, leaseUntil, limit } = q;
      const due = q.ignoreBackoff ? sql`true` : sql`(next_attempt_at is null or next_attempt_at <= ${at})`;
      const ids = rowsOf<{ id: string | number | bigint }>(
        await tx.execute(sql`select id from venue_transfers
          where status = 'pending' and stuck_at is null and updated_at <= ${cutoff}
            and ${due}
            and (lease_until is null or lease_until < ${at})
          order by id limit ${limit} for update skip locked`),
      ).map((r) => BigInt(r.id));
      const claimed: TransferRow[] = [];
      for (const id of ids) {
        const row = await this.claim(tx, id, at, leaseUntil);
        if (row) claimed.push(row);
      }
      return claimed;
    },

    /** Settles a pending transfer (guarded by pending); undefined when it was already settled. */
    async settle(
      tx: DbOrTx,
      id: bigint,
      outcome: 'succeeded' | 'failed',
      lastError: string | null,
      at: Date,
    ): Promise<TransferRow | undefined> {
      const [row] = await tx
        .update(venueTransfers)
        .set({ status: outcome, updatedAt: at, lastError, leaseUntil: null })
        .where(and(eq(venueTransfers.id, id), eq(venueTransfers.status, 'pending')))
        .returning();
      return row;
    },

    /** An attempt that did not settle: counted, backed off (or stuck), lease released. */
    async noteFailure(
      tx: DbOrTx,
      id: bigint,
      set: {
        attempts: number;
        lastError: string;
        nextAttemptAt: Date | null;
        stuckAt: Date | null;
        at: Date;
      },
    ): Promise<void> {
      await tx
        .update(venueTransfers)
        .set({
          attempts: set.attempts,
          lastError: set.lastError.slice(0, 500),
          nextAttemptAt: set.nextAttemptAt,
          stuckAt: set.stuckAt,
          leaseUntil: null,
          updatedAt: set.at,
        })
        .where(and(eq(venueTransfers.id, id), eq(venueTransfers.status, 'pending')));
    },

    /** A page of the site's stuck transfers (pending past the attempt cap), the longest stuck first. */
    async stuckPage(
      db: DbOrTx,
      siteCode: string,
      page: number,
      size: number,
    ): Promise<{ rows: TransferRow[]; total: number }> {
      const where = and(
        eq(venueTransfers.siteCode, siteCode),
        eq(venueTransfers.status, 'pending'),
        isNotNull(venueTransfers.stuckAt),
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(venueTransfers)
          .where(where)
          .orderBy(asc(venueTransfers.stuckAt), asc(venueTransfers.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(venueTransfers).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /** An operator sends a stuck transfer back to the reconciler. */
    async unstick(
      tx: DbOrTx,
      siteCode: string,
      transferId: string,
      at: Date,
    ): Promise<TransferRow | undefined> {
      const [row] = await tx
        .update(venueTransfers)
        .set({ stuckAt: null, attempts: 0, nextAttemptAt: null, leaseUntil: null, updatedAt: at })
        .where(
          and(
            eq(venueTransfers.siteCode, siteCode),
            eq(venueTransfers.transferId, transferId),
            eq(venueTransfers.status, 'pending'),
            sql`${venueTransfers.stuckAt} is not null`,
          ),
        )
        .returning();
      return row;
    },
  };
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;

import { and, count, desc, eq, gte, inArray, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  depositAddresses,
  depositLatePayments,
  depositOrders,
  gatewayCallbacks,
  members,
} from '../../platform/db/schema.ts';

export type DepositRow = typeof depositOrders.$inferSelect;
export type DepositInsert = typeof depositOrders.$inferInsert;
export type LatePaymentRow = typeof depositLatePayments.$inferSelect;
export type LatePaymentStatus = 'held' | 'credited' | 'refunded_outside';

/** Open order states: only these can succeed, fail or expire. */
export const OPEN_DEPOSIT = ['created', 'pending'] as const;

/** The SQL of deposits: orders, gateway nonces, late payments held for finance, chain addresses. */
export function createDepositRepository() {
  return {
    async find(db: DbOrTx, orderNo: string, lock = false): Promise<DepositRow | undefined> {
      const query = db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async byRequest(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      requestKey: string,
    ): Promise<DepositRow | undefined> {
      const [row] = await db
        .select()
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.siteCode, siteCode),
            eq(depositOrders.memberId, memberId),
            eq(depositOrders.requestKey, requestKey),
          ),
        );
      return row;
    },

    /** Locks the member's row: their order openings go one at a time, so a count-then-insert is exact. */
    async lockMember(tx: DbOrTx, siteCode: string, memberId: bigint): Promise<boolean> {
      const [row] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.siteCode, siteCode), eq(members.id, memberId)))
        .for('update');
      return row !== undefined;
    },

    /** Open bank and gateway orders of a member (USDT orders come from the chain, not the member). */
    async countOpen(db: DbOrTx, siteCode: string, memberId: bigint): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.siteCode, siteCode),
            eq(depositOrders.memberId, memberId),
            inArray(depositOrders.status, [...OPEN_DEPOSIT]),
            ne(depositOrders.channelKind, 'usdt'),
          ),
        );
      return row?.n ?? 0;
    },

    async insert(db: DbOrTx, values: DepositInsert): Promise<DepositRow | undefined> {
      const [row] = await db.insert(depositOrders).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Moves an order between states, guarded by the states it may leave from. */
    async transition(
      db: DbOrTx,
      id: bigint,
      from: readonly string[],
      set: Partial<DepositRow> & { status: string; updatedAt: Date },
    ): Promise<DepositRow | undefined> {
      const [row] = await db
        .update(depositOrders)
        .set(set)
        .where(and(eq(depositOrders.id, id), inArray(depositOrders.status, [...from])))
        .returning();
      return row;
    },

    async page(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      range: { from?: Date | undefined; to?: Date | undefined },
      page: number,
      size: number,
    ): Promise<{ rows: DepositRow[]; total: number }> {
      const where: SQL[] = [eq(depositOrders.siteCode, siteCode), eq(depositOrders.memberId, memberId)];
      if (range.from) where.push(gte(depositOrders.createdAt, range.from));
      if (range.to) where.push(lte(depositOrders.createdAt, range.to));
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(depositOrders)
          .where(and(...where))
          .orderBy(desc(depositOrders.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ n: count() })
          .from(depositOrders)
          .where(and(...where)),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    async expireOverdue(db: DbOrTx, at: Date): Promise<number> {
      const expired = await db
        .update(depositOrders)
        .set({ status: 'expired', updatedAt: at })
        .where(
          and(
            inArray(depositOrders.status, [...OPEN_DEPOSIT]),
            ne(depositOrders.channelKind, 'usdt'),
            lt(depositOrders.expiresAt, at),
          ),
        )
        .returning({ id: depositOrders.id });
      return expired.length;
    },

    /** Stores a callback nonce; false when it was stored before (the caller's transaction decides). */
    async claimNonce(
      tx: DbOrTx,
      values: { nonce: string; gateway: string; orderNo: string },
    ): Promise<boolean> {
      const [fresh] = await tx.insert(gatewayCallbacks).values(values).onConflictDoNothing().returning();
      return fresh !== undefined;
    },

    async address(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      network: string,
    ): Promise<string | undefined> {
      const [found] = await db
        .select()
        .from(depositAddresses)
        .where(
          and(
            eq(depositAddresses.siteCode, siteCode),
            eq(depositAddresses.memberId, memberId),
            eq(depositAddresses.network, network),
          ),
        );
      return found?.address;
    },

    async saveAddress(
      db: DbOrTx,
      values: { siteCode: string; memberId: bigint; network: string; address: string },
    ): Promise<void> {
      await db.insert(depositAddresses).values(values).onConflictDoNothing();
    },

    // ---- Late payments: held for finance ----

    /** Holds a late "paid" notice; one row per order (a redelivery finds the first). */
    async holdLate(tx: DbOrTx, values: typeof depositLatePayments.$inferInsert): Promise<boolean> {
      const [row] = await tx.insert(depositLatePayments).values(values).onConflictDoNothing().returning();
      return row !== undefined;
    },

    async late(
      db: DbOrTx,
      siteCode: string,
      orderNo: string,
      lock = false,
    ): Promise<LatePaymentRow | undefined> {
      const query = db
        .select()
        .from(depositLatePayments)
        .where(and(eq(depositLatePayments.siteCode, siteCode), eq(depositLatePayments.orderNo, orderNo)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async latePage(
      db: DbOrTx,
      siteCode: string,
      status: LatePaymentStatus | undefined,
      page: number,
      size: number,
    ): Promise<{ rows: LatePaymentRow[]; total: number }> {
      const where: SQL[] = [eq(depositLatePayments.siteCode, siteCode)];
      if (status) where.push(eq(depositLatePayments.status, status));
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(depositLatePayments)
          .where(and(...where))
          .orderBy(desc(depositLatePayments.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ n: count() })
          .from(depositLatePayments)
          .where(and(...where)),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },

    /** Resolves a held late payment once (guarded by `held`). */
    async resolveLate(
      tx: DbOrTx,
      id: bigint,
      set: { status: Exclude<LatePaymentStatus, 'held'>; resolvedBy: bigint; note: string; resolvedAt: Date },
    ): Promise<LatePaymentRow | undefined> {
      const [row] = await tx
        .update(depositLatePayments)
        .set(set)
        .where(and(eq(depositLatePayments.id, id), eq(depositLatePayments.status, 'held')))
        .returning();
      return row;
    },
  };
}

export type DepositRepository = ReturnType<typeof createDepositRepository>;

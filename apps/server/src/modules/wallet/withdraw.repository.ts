import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { withdrawalAccounts, withdrawOrderEvents, withdrawOrders } from '../../platform/db/schema.ts';

export type WithdrawRow = typeof withdrawOrders.$inferSelect;
export type NewWithdrawOrder = typeof withdrawOrders.$inferInsert;
export type WithdrawEventRow = typeof withdrawOrderEvents.$inferSelect;
export type WithdrawalAccountRow = typeof withdrawalAccounts.$inferSelect;

export interface WithdrawFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  status?: string | undefined;
  limit: number;
  offset: number;
}

/** Withdrawal orders, their status history, and the bound account a request pays out to. */
export function createWithdrawRepository() {
  return {
    /** Orders of the member between two instants that still count against the daily limits. */
    async countedBetween(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      range: { start: Date; end: Date },
    ): Promise<{ count: number; amountMinor: bigint }> {
      const [row] = await db
        .select({ n: count(), total: sql<string>`coalesce(sum(${withdrawOrders.amount}), 0)::text` })
        .from(withdrawOrders)
        .where(
          and(
            eq(withdrawOrders.siteCode, siteCode),
            eq(withdrawOrders.memberId, memberId),
            ne(withdrawOrders.status, 'rejected'),
            gte(withdrawOrders.createdAt, range.start),
            lte(withdrawOrders.createdAt, range.end),
          ),
        );
      return { count: row?.n ?? 0, amountMinor: BigInt(row?.total ?? '0') };
    },

    async history(db: DbOrTx, orderId: bigint): Promise<WithdrawEventRow[]> {
      return db
        .select()
        .from(withdrawOrderEvents)
        .where(eq(withdrawOrderEvents.orderId, orderId))
        .orderBy(asc(withdrawOrderEvents.id));
    },

    /** The order an earlier request with this request id made, if any. */
    async findByRequest(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      requestId: string,
    ): Promise<WithdrawRow | undefined> {
      const [row] = await db
        .select()
        .from(withdrawOrders)
        .where(
          and(
            eq(withdrawOrders.siteCode, siteCode),
            eq(withdrawOrders.memberId, memberId),
            eq(withdrawOrders.requestId, requestId),
          ),
        );
      return row;
    },

    async findByNo(db: DbOrTx, orderNo: string): Promise<WithdrawRow | undefined> {
      const [row] = await db.select().from(withdrawOrders).where(eq(withdrawOrders.orderNo, orderNo));
      return row;
    },

    /** One of the member's own live withdrawal accounts; someone else's or a removed one is not found. */
    async findLiveAccount(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      accountId: bigint,
    ): Promise<WithdrawalAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(withdrawalAccounts)
        .where(
          and(
            eq(withdrawalAccounts.id, accountId),
            eq(withdrawalAccounts.siteCode, siteCode),
            eq(withdrawalAccounts.memberId, memberId),
            isNull(withdrawalAccounts.removedAt),
          ),
        );
      return row;
    },

    /** Inserts a new order with the first entry of its history. */
    async insert(db: DbOrTx, order: NewWithdrawOrder & { createdAt: Date }): Promise<WithdrawRow> {
      const [row] = await db.insert(withdrawOrders).values(order).returning();
      await db
        .insert(withdrawOrderEvents)
        .values({ orderId: row!.id, status: row!.status, createdAt: order.createdAt });
      return row!;
    },

    /**
     * Moves an order to `to` only from one of the `from` statuses, and records it in the history;
     * undefined when the order is no longer in one of them (another operator was first).
     */
    async transition(
      db: DbOrTx,
      orderId: bigint,
      change: {
        from: readonly string[];
        to: string;
        at: Date;
        operatorId: bigint;
        reason?: string | undefined;
        /** Four eyes: only as the second approval, by another operator than the first. */
        secondApproval?: boolean;
      },
    ): Promise<WithdrawRow | undefined> {
      const where = [eq(withdrawOrders.id, orderId), inArray(withdrawOrders.status, [...change.from])];
      if (change.secondApproval) {
        where.push(
          isNotNull(withdrawOrders.firstApprovedBy),
          ne(withdrawOrders.firstApprovedBy, change.operatorId),
        );
      }
      const [updated] = await db
        .update(withdrawOrders)
        .set({ status: change.to, updatedAt: change.at, ...(change.reason ? { reason: change.reason } : {}) })
        .where(and(...where))
        .returning();
      if (!updated) return undefined;
      await db
        .insert(withdrawOrderEvents)
        .values({ orderId, status: change.to, operatorId: change.operatorId, createdAt: change.at });
      return updated;
    },

    /**
     * Four eyes: records the first of two approvals of an order under review, once (of two first
     * approvals at once one gets the row back). The status stays `reviewing`.
     */
    async firstApproval(db: DbOrTx, orderId: bigint, operatorId: bigint, at: Date) {
      const [updated] = await db
        .update(withdrawOrders)
        .set({ firstApprovedBy: operatorId, updatedAt: at })
        .where(
          and(
            eq(withdrawOrders.id, orderId),
            eq(withdrawOrders.status, 'reviewing'),
            isNull(withdrawOrders.firstApprovedBy),
          ),
        )
        .returning();
      return updated;
    },

    /** A page of the member's orders, newest first, and how many match in all. */
    async page(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      filter: WithdrawFilter,
    ): Promise<{ rows: WithdrawRow[]; total: number }> {
      const where: SQL[] = [eq(withdrawOrders.siteCode, siteCode), eq(withdrawOrders.memberId, memberId)];
      if (filter.from) where.push(gte(withdrawOrders.createdAt, filter.from));
      if (filter.to) where.push(lte(withdrawOrders.createdAt, filter.to));
      if (filter.status) where.push(eq(withdrawOrders.status, filter.status));
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(withdrawOrders)
          .where(and(...where))
          .orderBy(desc(withdrawOrders.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ n: count() })
          .from(withdrawOrders)
          .where(and(...where)),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

export type WithdrawRepository = ReturnType<typeof createWithdrawRepository>;

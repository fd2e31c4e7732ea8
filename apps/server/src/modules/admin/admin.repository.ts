import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { depositOrders, members, withdrawOrders } from '../../platform/db/schema.ts';

export interface PageQuery {
  page: number;
  size: number;
}

/** The operator screens' reads across members and orders: the only SQL of the admin module's lists. */
export function createAdminRepository() {
  return {
    async usernameOf(db: DbOrTx, memberId: bigint): Promise<string> {
      const [row] = await db
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.username ?? '';
    },

    async deposits(db: DbOrTx, siteCode: string, query: PageQuery & { status?: string | undefined }) {
      const where: SQL[] = [eq(depositOrders.siteCode, siteCode)];
      if (query.status) where.push(eq(depositOrders.status, query.status));
      const rows = await db
        .select({ order: depositOrders, username: members.username })
        .from(depositOrders)
        .innerJoin(members, eq(members.id, depositOrders.memberId))
        .where(and(...where))
        .orderBy(desc(depositOrders.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      const [total] = await db
        .select({ n: count() })
        .from(depositOrders)
        .where(and(...where));
      return { rows, total: total?.n ?? 0 };
    },

    async withdrawals(db: DbOrTx, siteCode: string, query: PageQuery & { status?: string | undefined }) {
      const where: SQL[] = [eq(withdrawOrders.siteCode, siteCode)];
      if (query.status) where.push(eq(withdrawOrders.status, query.status));
      const rows = await db
        .select({ order: withdrawOrders, username: members.username })
        .from(withdrawOrders)
        .innerJoin(members, eq(members.id, withdrawOrders.memberId))
        .where(and(...where))
        .orderBy(desc(withdrawOrders.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size);
      const [total] = await db
        .select({ n: count() })
        .from(withdrawOrders)
        .where(and(...where));
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;

import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { authEvents, depositOrders, members, sbBets, withdrawOrders } from '../../platform/db/schema.ts';

const RECENT = 5;

/**
 * The player card's read model (issue 26): what an agent sees beside a chat, read straight from
 * the member, money and sportsbook tables of the brand (reads only; nothing here writes).
 */
export function createPlayerCardRepository() {
  return {
    async member(db: DbOrTx, siteCode: string, memberId: bigint) {
      const [row] = await db
        .select({ username: members.username, status: members.status, vipLevel: members.vipLevel })
        .from(members)
        .where(and(eq(members.siteCode, siteCode), eq(members.id, memberId)));
      return row;
    },
    async deposits(db: DbOrTx, siteCode: string, memberId: bigint) {
      return db
        .select({
          orderNo: depositOrders.orderNo,
          amount: depositOrders.amount,
          status: depositOrders.status,
          createdAt: depositOrders.createdAt,
        })
        .from(depositOrders)
        .where(and(eq(depositOrders.siteCode, siteCode), eq(depositOrders.memberId, memberId)))
        .orderBy(desc(depositOrders.id))
        .limit(RECENT);
    },
    async withdrawals(db: DbOrTx, siteCode: string, memberId: bigint) {
      return db
        .select({
          orderNo: withdrawOrders.orderNo,
          amount: withdrawOrders.amount,
          status: withdrawOrders.status,
          createdAt: withdrawOrders.createdAt,
        })
        .from(withdrawOrders)
        .where(and(eq(withdrawOrders.siteCode, siteCode), eq(withdrawOrders.memberId, memberId)))
        .orderBy(desc(withdrawOrders.id))
        .limit(RECENT);
    },
    async openBets(db: DbOrTx, siteCode: string, memberId: bigint): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sbBets)
        .where(and(eq(sbBets.siteCode, siteCode), eq(sbBets.memberId, memberId), eq(sbBets.status, 'open')));
      return Number(row?.n ?? 0);
    },
    async logins(db: DbOrTx, siteCode: string, memberId: bigint) {
      return db
        .select({ ip: authEvents.ip, at: authEvents.createdAt })
        .from(authEvents)
        .where(
          and(
            eq(authEvents.siteCode, siteCode),
            eq(authEvents.memberId, memberId),
            eq(authEvents.success, true),
          ),
        )
        .orderBy(desc(authEvents.id))
        .limit(RECENT);
    },
  };
}

export type PlayerCardRepository = ReturnType<typeof createPlayerCardRepository>;

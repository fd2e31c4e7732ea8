import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { memberMessages } from '../../platform/db/schema.ts';

export function createMessagesRepository() {
  return {
    async insert(db: DbOrTx, row: typeof memberMessages.$inferInsert): Promise<void> {
      await db.insert(memberMessages).values(row);
    },
    async counts(db: DbOrTx, siteCode: string, memberId: bigint): Promise<{ unread: number; total: number }> {
      const own = and(eq(memberMessages.siteCode, siteCode), eq(memberMessages.memberId, memberId));
      const [[total], [unread]] = await Promise.all([
        db.select({ n: count() }).from(memberMessages).where(own),
        db
          .select({ n: count() })
          .from(memberMessages)
          .where(and(own, isNull(memberMessages.readAt))),
      ]);
      return { unread: Number(unread?.n ?? 0), total: Number(total?.n ?? 0) };
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

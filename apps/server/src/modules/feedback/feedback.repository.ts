import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { feedbackMessages, feedbackThreads, members } from '../../platform/db/schema.ts';

export type ThreadRow = typeof feedbackThreads.$inferSelect;
export type MessageRow = typeof feedbackMessages.$inferSelect;

/** Feedback threads and messages. Every read names the site; member reads name the member too. */
export function createFeedbackRepository() {
  const threadOf = (siteCode: string, id: bigint, memberId: bigint | null) =>
    and(
      eq(feedbackThreads.siteCode, siteCode),
      eq(feedbackThreads.id, id),
      memberId === null ? undefined : eq(feedbackThreads.memberId, memberId),
    );

  return {
    /** Serialises one member's feedback writes for the rest of the transaction (limits, replays). */
    async lockMember(tx: DbOrTx, siteCode: string, memberId: bigint): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`feedback:${siteCode}:${memberId}`}, 0))`,
      );
    },

    async findByRequest(tx: DbOrTx, siteCode: string, memberId: bigint, requestId: string) {
      const [row] = await tx
        .select()
        .from(feedbackThreads)
        .where(
          and(
            eq(feedbackThreads.siteCode, siteCode),
            eq(feedbackThreads.memberId, memberId),
            eq(feedbackThreads.requestId, requestId),
          ),
        )
        .limit(1);
      return row;
    },

    async countOpen(tx: DbOrTx, siteCode: string, memberId: bigint): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(feedbackThreads)
        .where(
          and(
            eq(feedbackThreads.siteCode, siteCode),
            eq(feedbackThreads.memberId, memberId),
            ne(feedbackThreads.status, 'closed'),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async insertThread(tx: DbOrTx, row: typeof feedbackThreads.$inferInsert): Promise<ThreadRow> {
      const [inserted] = await tx.insert(feedbackThreads).values(row).returning();
      return inserted!;
    },

    async insertMessage(tx: DbOrTx, row: typeof feedbackMessages.$inferInsert): Promise<MessageRow> {
      const [inserted] = await tx.insert(feedbackMessages).values(row).returning();
      return inserted!;
    },

    /** A thread of the site (of the member when `memberId` is given), locked when asked. */
    async findThread(tx: DbOrTx, siteCode: string, id: bigint, memberId: bigint | null, lock = false) {
      const query = tx
        .select()
        .from(feedbackThreads)
        .where(threadOf(siteCode, id, memberId))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findMessageByRequest(tx: DbOrTx, threadId: bigint, requestId: string) {
      const [row] = await tx
        .select()
        .from(feedbackMessages)
        .where(and(eq(feedbackMessages.threadId, threadId), eq(feedbackMessages.requestId, requestId)))
        .limit(1);
      return row;
    },

    async updateThread(
      tx: DbOrTx,
      id: bigint,
      changes: Partial<typeof feedbackThreads.$inferInsert>,
    ): Promise<ThreadRow> {
      const [row] = await tx
        .update(feedbackThreads)
        .set(changes)
        .where(eq(feedbackThreads.id, id))
        .returning();
      return row!;
    },

    async messages(db: DbOrTx, threadId: bigint): Promise<MessageRow[]> {
      return db
        .select()
        .from(feedbackMessages)
        .where(eq(feedbackMessages.threadId, threadId))
        .orderBy(asc(feedbackMessages.id));
    },

    /** A page of threads, latest activity first: a member's (memberId) or the site's (null). */
    async page(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint | null,
      filter: { status?: string | undefined; page: number; size: number },
    ) {
      const where = and(
        eq(feedbackThreads.siteCode, siteCode),
        memberId === null ? undefined : eq(feedbackThreads.memberId, memberId),
        filter.status ? eq(feedbackThreads.status, filter.status) : undefined,
      );
      const rows = await db
        .select({ thread: feedbackThreads, username: members.username })
        .from(feedbackThreads)
        .innerJoin(members, eq(members.id, feedbackThreads.memberId))
        .where(where)
        .orderBy(desc(feedbackThreads.updatedAt), desc(feedbackThreads.id))
        .limit(filter.size)
        .offset((filter.page - 1) * filter.size);
      const [total] = await db.select({ n: count() }).from(feedbackThreads).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async usernameOf(db: DbOrTx, siteCode: string, memberId: bigint): Promise<string> {
      const [row] = await db
        .select({ username: members.username })
        .from(members)
        .where(and(eq(members.siteCode, siteCode), eq(members.id, memberId)))
        .limit(1);
      return row?.username ?? '';
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;

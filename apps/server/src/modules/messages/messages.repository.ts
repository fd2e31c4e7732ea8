import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { memberMessages, messageNoticeStates, messageNotices } from '../../platform/db/schema.ts';

export type ReadFilter = 'all' | 'unread' | 'read';

/** Who is reading: the notices they see depend on their brand, VIP level and protection state. */
export interface Reader {
  siteCode: string;
  memberId: bigint;
  vipLevel: number;
  /** False while the member is on a break or self-excluded: no marketing notices (issue 25). */
  marketing: boolean;
  now: Date;
}

export type PersonalRow = typeof memberMessages.$inferSelect;
export type NoticeRow = typeof messageNotices.$inferSelect;
export interface NoticeForMember extends NoticeRow {
  readAt: Date | null;
}

/**
 * The notices a reader sees: their brand's or every brand's, at their level, live, not withdrawn,
 * and no marketing while the reader may not receive it.
 */
function visibleTo(reader: Reader): SQL {
  return and(
    or(isNull(messageNotices.siteCode), eq(messageNotices.siteCode, reader.siteCode)),
    lte(messageNotices.minVipLevel, reader.vipLevel),
    reader.marketing ? undefined : eq(messageNotices.marketing, false),
    lte(messageNotices.publishedAt, reader.now),
    or(isNull(messageNotices.expiresAt), gt(messageNotices.expiresAt, reader.now)),
    isNull(messageNotices.withdrawnAt),
  )!;
}

function readCondition(
  column: typeof memberMessages.readAt | typeof messageNoticeStates.readAt,
  read: ReadFilter,
) {
  if (read === 'unread') return isNull(column);
  if (read === 'read') return isNotNull(column);
  return undefined;
}

/** The member's own personal messages that are not deleted. */
const ownPersonal = (siteCode: string, memberId: bigint) =>
  and(
    eq(memberMessages.siteCode, siteCode),
    eq(memberMessages.memberId, memberId),
    isNull(memberMessages.deletedAt),
  );

/** The member's notices: the state row (if any) joined, deleted ones left out. */
const noticeJoin = (memberId: bigint) =>
  and(eq(messageNoticeStates.noticeId, messageNotices.id), eq(messageNoticeStates.memberId, memberId));

/**
 * The SQL of the member's messages: personal messages (member_messages) and notices with their
 * per-member state (message_notices + message_notice_states). Every method is scoped to one
 * member, so another member's id is simply not found.
 */
export function createMessagesRepository() {
  return {
    async insertPersonal(db: DbOrTx, row: typeof memberMessages.$inferInsert): Promise<void> {
      await db.insert(memberMessages).values(row);
    },

    /**
     * An operator's message, once per (member, request id): a second insert with the same id waits
     * for the first to commit and then inserts nothing (undefined).
     */
    async insertPersonalOnce(
      db: DbOrTx,
      row: typeof memberMessages.$inferInsert & { requestId: string },
    ): Promise<PersonalRow | undefined> {
      const [inserted] = await db.insert(memberMessages).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async personalByRequest(db: DbOrTx, siteCode: string, memberId: bigint, requestId: string) {
      const [row] = await db
        .select()
        .from(memberMessages)
        .where(
          and(
            eq(memberMessages.siteCode, siteCode),
            eq(memberMessages.memberId, memberId),
            eq(memberMessages.requestId, requestId),
          ),
        )
        .limit(1);
      return row;
    },

    /** How many messages of a kind the member has received since `since` (deleted ones too). */
    async personalKindSince(db: DbOrTx, siteCode: string, memberId: bigint, kind: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(memberMessages)
        .where(
          and(
            eq(memberMessages.siteCode, siteCode),
            eq(memberMessages.memberId, memberId),
            eq(memberMessages.kind, kind),
            gt(memberMessages.createdAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async personalCounts(db: DbOrTx, siteCode: string, memberId: bigint) {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${memberMessages.readAt} is null)`.mapWith(Number),
        })
        .from(memberMessages)
        .where(ownPersonal(siteCode, memberId));
      return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
    },

    async noticeCounts(db: DbOrTx, reader: Reader) {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${messageNoticeStates.readAt} is null)`.mapWith(Number),
        })
        .from(messageNotices)
        .leftJoin(messageNoticeStates, noticeJoin(reader.memberId))
        .where(and(visibleTo(reader), isNull(messageNoticeStates.deletedAt)));
      return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
    },

    async personalPage(
      db: DbOrTx,
      siteCode: string,
      memberId: bigint,
      read: ReadFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: PersonalRow[]; total: number }> {
      const where = and(ownPersonal(siteCode, memberId), readCondition(memberMessages.readAt, read));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(memberMessages)
          .where(where)
          .orderBy(desc(memberMessages.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(memberMessages).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async noticePage(
      db: DbOrTx,
      reader: Reader,
      read: ReadFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: NoticeForMember[]; total: number }> {
      const where = and(
        visibleTo(reader),
        isNull(messageNoticeStates.deletedAt),
        readCondition(messageNoticeStates.readAt, read),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ notice: messageNotices, readAt: messageNoticeStates.readAt })
          .from(messageNotices)
          .leftJoin(messageNoticeStates, noticeJoin(reader.memberId))
          .where(where)
          .orderBy(desc(messageNotices.publishedAt), desc(messageNotices.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ n: count() })
          .from(messageNotices)
          .leftJoin(messageNoticeStates, noticeJoin(reader.memberId))
          .where(where),
      ]);
      return { rows: rows.map((r) => ({ ...r.notice, readAt: r.readAt })), total: Number(total?.n ?? 0) };
    },

    /** How many of `ids` are the member's own undeleted personal messages. */
    async countOwnPersonal(db: DbOrTx, siteCode: string, memberId: bigint, ids: bigint[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberMessages)
        .where(and(ownPersonal(siteCode, memberId), inArray(memberMessages.id, ids)));
      return Number(row?.n ?? 0);
    },

    /** Marks personal messages read (all of them without ids); returns how many changed. */
    async readPersonal(db: DbOrTx, siteCode: string, memberId: bigint, ids: bigint[] | null, at: Date) {
      const changed = await db
        .update(memberMessages)
        .set({ readAt: at })
        .where(
          and(
            ownPersonal(siteCode, memberId),
            isNull(memberMessages.readAt),
            ids ? inArray(memberMessages.id, ids) : undefined,
          ),
        )
        .returning({ id: memberMessages.id });
      return changed.length;
    },

    async deletePersonal(db: DbOrTx, siteCode: string, memberId: bigint, ids: bigint[], at: Date) {
      const changed = await db
        .update(memberMessages)
        .set({ deletedAt: at })
        .where(and(ownPersonal(siteCode, memberId), inArray(memberMessages.id, ids)))
        .returning({ id: memberMessages.id });
      return changed.length;
    },

    async findPersonal(db: DbOrTx, siteCode: string, memberId: bigint, id: bigint) {
      const [row] = await db
        .select()
        .from(memberMessages)
        .where(and(ownPersonal(siteCode, memberId), eq(memberMessages.id, id)));
      return row;
    },

    /** The visible, undeleted notices among `ids` (all of them without ids), with their state. */
    async visibleNotices(db: DbOrTx, reader: Reader, ids: bigint[] | null): Promise<NoticeForMember[]> {
      const rows = await db
        .select({ notice: messageNotices, readAt: messageNoticeStates.readAt })
        .from(messageNotices)
        .leftJoin(messageNoticeStates, noticeJoin(reader.memberId))
        .where(
          and(
            visibleTo(reader),
            isNull(messageNoticeStates.deletedAt),
            ids ? inArray(messageNotices.id, ids) : undefined,
          ),
        );
      return rows.map((r) => ({ ...r.notice, readAt: r.readAt }));
    },

    /**
     * Sets the member's state of these notices (read or deleted); returns how many changed. One
     * statement: concurrent calls meet on the primary key, and only the call that changed a row
     * counts it (an earlier read or delete time stays).
     */
    async setNoticeState(
      db: DbOrTx,
      memberId: bigint,
      noticeIds: bigint[],
      state: { readAt: Date } | { deletedAt: Date },
    ): Promise<number> {
      if (noticeIds.length === 0) return 0;
      const values = noticeIds.map((noticeId) => ({ noticeId, memberId, ...state }));
      const reading = 'readAt' in state;
      const changed = await db
        .insert(messageNoticeStates)
        .values(values)
        .onConflictDoUpdate({
          target: [messageNoticeStates.noticeId, messageNoticeStates.memberId],
          set: reading ? { readAt: sql`excluded.read_at` } : { deletedAt: sql`excluded.deleted_at` },
          setWhere: reading ? isNull(messageNoticeStates.readAt) : isNull(messageNoticeStates.deletedAt),
        })
        .returning({ noticeId: messageNoticeStates.noticeId });
      return changed.length;
    },

    // ---- Operators --------------------------------------------------------------------------

    async insertNotice(db: DbOrTx, row: typeof messageNotices.$inferInsert): Promise<NoticeRow> {
      const [inserted] = await db.insert(messageNotices).values(row).returning();
      return inserted!;
    },

    /** Notices of a brand (or, with null, those to every brand), newest first. */
    async noticesOf(db: DbOrTx, siteCode: string | null, page: { offset: number; limit: number }) {
      const where =
        siteCode === null ? isNull(messageNotices.siteCode) : eq(messageNotices.siteCode, siteCode);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(messageNotices)
          .where(where)
          .orderBy(desc(messageNotices.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(messageNotices).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async findNotice(db: DbOrTx, id: bigint): Promise<NoticeRow | undefined> {
      const [row] = await db.select().from(messageNotices).where(eq(messageNotices.id, id));
      return row;
    },

    async withdrawNotice(db: DbOrTx, id: bigint, at: Date): Promise<NoticeRow | undefined> {
      const [row] = await db
        .update(messageNotices)
        .set({ withdrawnAt: sql`coalesce(${messageNotices.withdrawnAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(messageNotices.id, id))
        .returning();
      return row;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

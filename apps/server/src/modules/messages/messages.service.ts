import type {
  Message,
  MessageCount,
  MessageList,
  MessageListRequest,
  MessageType,
  MessageUpdateRequest,
} from '@houseline/shared/api/contract/messages';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MessagesRepository, NoticeForMember, PersonalRow, Reader } from './messages.repository.ts';

/** A member's VIP level (the VIP module's, bound late in app.ts; 0 until it is). */
export type VipLevelOf = (siteCode: string, memberId: bigint) => number | Promise<number>;
/** Whether a member may receive marketing now: not on a break nor self-excluded (protection's). */
export type MarketingAllowed = (siteCode: string, memberId: bigint) => Promise<boolean>;

export interface MessagesServiceDeps {
  db: Db;
  repository: MessagesRepository;
  vipLevelOf: VipLevelOf;
  marketingAllowed: MarketingAllowed;
  /** The member's unread count changed: push it to their sockets (after the commit). */
  changed: (siteCode: string, memberId: bigint) => void;
  now?: () => Date;
}

/** A personal message an account event sends (the welcome message on registration). */
export interface PersonalMessageInput {
  siteCode: string;
  memberId: bigint;
  kind: string;
  title: string;
  body: string;
  createdAt?: Date;
}

function personalToWire(row: PersonalRow): Message {
  return {
    id: Number(row.id),
    type: 'personal',
    kind: row.kind,
    title: row.title,
    body: row.body,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function noticeToWire(row: NoticeForMember): Message {
  return {
    id: Number(row.id),
    type: 'notice',
    kind: 'notice',
    title: row.title,
    body: row.body,
    read: row.readAt !== null,
    createdAt: row.publishedAt.toISOString(),
  };
}

const distinct = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).map((id) => BigInt(id));

/**
 * The member's messages: counts, the paged list per tab, one message (read on opening), and the
 * updates (read, read all, delete). Only the member's own: a message of someone else is not found
 * and an update naming one changes nothing.
 */
export function createMessagesService(deps: MessagesServiceDeps) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function reader(siteCode: string, memberId: bigint): Promise<Reader> {
    const [vipLevel, marketing] = await Promise.all([
      deps.vipLevelOf(siteCode, memberId),
      deps.marketingAllowed(siteCode, memberId),
    ]);
    return { siteCode, memberId, vipLevel, marketing, now: now() };
  }

  async function counts(r: Reader, tx: DbOrTx = db) {
    const [personal, notice] = await Promise.all([
      repository.personalCounts(tx, r.siteCode, r.memberId),
      repository.noticeCounts(tx, r),
    ]);
    return { personal, notice };
  }

  /** Applies one update inside a transaction; returns how many messages changed state. */
  async function apply(tx: DbOrTx, r: Reader, input: MessageUpdateRequest): Promise<number> {
    const at = r.now;
    if (input.action === 'readAll') {
      let changed = 0;
      if (input.type !== 'notice') {
        changed += await repository.readPersonal(tx, r.siteCode, r.memberId, null, at);
      }
      if (input.type !== 'personal') {
        const unread = (await repository.visibleNotices(tx, r, null)).filter((n) => n.readAt === null);
        const ids = unread.map((n) => n.id).sort((a, b) => (a < b ? -1 : 1));
        changed += await repository.setNoticeState(tx, r.memberId, ids, { readAt: at });
      }
      return changed;
    }
    const ids = distinct(input.ids);
    if (input.type === 'personal') {
      const own = await repository.countOwnPersonal(tx, r.siteCode, r.memberId, ids);
      if (own !== ids.length) throw new AppError('MESSAGE_NOT_FOUND');
      return input.action === 'read'
        ? repository.readPersonal(tx, r.siteCode, r.memberId, ids, at)
        : repository.deletePersonal(tx, r.siteCode, r.memberId, ids, at);
    }
    const notices = await repository.visibleNotices(tx, r, ids);
    if (notices.length !== ids.length) throw new AppError('MESSAGE_NOT_FOUND');
    return repository.setNoticeState(
      tx,
      r.memberId,
      ids,
      input.action === 'read' ? { readAt: at } : { deletedAt: at },
    );
  }

  /** GET member/message/num: unread and total over both tabs. */
  async function count(siteCode: string, memberId: bigint): Promise<MessageCount> {
    const { personal, notice } = await counts(await reader(siteCode, memberId));
    return { unread: personal.unread + notice.unread, total: personal.total + notice.total };
  }

  return {
    count,

    async unread(siteCode: string, memberId: bigint): Promise<number> {
      return (await count(siteCode, memberId)).unread;
    },

    async list(siteCode: string, memberId: bigint, input: MessageListRequest): Promise<MessageList> {
      const r = await reader(siteCode, memberId);
      const page = { offset: (input.page - 1) * input.size, limit: input.size };
      const [rows, tabs] = await Promise.all([
        input.type === 'personal'
          ? repository
              .personalPage(db, siteCode, memberId, input.read, page)
              .then(({ rows, total }) => ({ list: rows.map(personalToWire), total }))
          : repository
              .noticePage(db, r, input.read, page)
              .then(({ rows, total }) => ({ list: rows.map(noticeToWire), total })),
        counts(r),
      ]);
      return {
        list: rows.list,
        page: input.page,
        size: input.size,
        total: rows.total,
        unread: { notice: tabs.notice.unread, personal: tabs.personal.unread },
      };
    },

    /** One message of the member; opening it marks it read. */
    async detail(siteCode: string, memberId: bigint, type: MessageType, id: number): Promise<Message> {
      const r = await reader(siteCode, memberId);
      const key = BigInt(id);
      const found = await db.transaction(async (tx) => {
        if (type === 'personal') {
          const row = await repository.findPersonal(tx, siteCode, memberId, key);
          if (!row) return undefined;
          const changed = await repository.readPersonal(tx, siteCode, memberId, [key], r.now);
          return { message: personalToWire(row), wasUnread: changed > 0 };
        }
        const [notice] = await repository.visibleNotices(tx, r, [key]);
        if (!notice) return undefined;
        const changed = await repository.setNoticeState(tx, memberId, [key], { readAt: r.now });
        return { message: noticeToWire(notice), wasUnread: changed > 0 };
      });
      if (!found) throw new AppError('MESSAGE_NOT_FOUND');
      if (found.wasUnread) deps.changed(siteCode, memberId);
      return { ...found.message, read: true };
    },

    async update(siteCode: string, memberId: bigint, input: MessageUpdateRequest) {
      const r = await reader(siteCode, memberId);
      const changed = await db.transaction((tx) => apply(tx, r, input));
      if (changed > 0) deps.changed(siteCode, memberId);
      const { personal, notice } = await counts(r);
      return { changed, unread: personal.unread + notice.unread };
    },

    /** Writes a personal message of an account event (in the caller's transaction if it passes one). */
    async send(input: PersonalMessageInput, tx: DbOrTx = db): Promise<void> {
      await repository.insertPersonal(tx, {
        siteCode: input.siteCode,
        memberId: input.memberId,
        kind: input.kind,
        title: input.title,
        body: input.body,
        createdAt: input.createdAt ?? now(),
      });
    },

    /**
     * Writes an operator's message once per request id, in the caller's transaction: `created` is
     * false (and `row` the earlier message) when this id was already sent to this member.
     */
    async sendOnce(
      input: PersonalMessageInput & { requestId: string },
      tx: DbOrTx,
    ): Promise<{ row: PersonalRow; created: boolean }> {
      const inserted = await repository.insertPersonalOnce(tx, {
        siteCode: input.siteCode,
        memberId: input.memberId,
        kind: input.kind,
        title: input.title,
        body: input.body,
        requestId: input.requestId,
        createdAt: input.createdAt ?? now(),
      });
      if (inserted) return { row: inserted, created: true };
      const earlier = await repository.personalByRequest(tx, input.siteCode, input.memberId, input.requestId);
      if (!earlier) throw new AppError('INTERNAL');
      return { row: earlier, created: false };
    },

    /** How many messages of `kind` the member received since `since` (the caller's transaction). */
    receivedSince: (tx: DbOrTx, siteCode: string, memberId: bigint, kind: string, since: Date) =>
      repository.personalKindSince(tx, siteCode, memberId, kind, since),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

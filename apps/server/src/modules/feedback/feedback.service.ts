import {
  FEEDBACK_LIMITS,
  type FeedbackCategory,
  type FeedbackDetail,
  type FeedbackStatus,
  type FeedbackSummary,
} from '@houseline/shared/api/contract/feedback';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FeedbackRepository, MessageRow, ThreadRow } from './feedback.repository.ts';

/** What the desk needs of the uploads: which of some ids a member uploaded. */
export interface FeedbackUploads {
  ownedIds(siteCode: string, memberId: bigint, ids: readonly string[]): Promise<string[]>;
}

/** An operator action's audit entry, written in the action's transaction. */
export type FeedbackAudit = (tx: DbOrTx, action: string, detail: Record<string, unknown>) => Promise<void>;

const EXCERPT_CHARS = 60;

export function summaryOf(row: ThreadRow): FeedbackSummary {
  return {
    id: row.id.toString(),
    category: row.category as FeedbackCategory,
    status: row.status as FeedbackStatus,
    excerpt: row.excerpt,
    messageCount: row.messageCount,
    unread: row.lastReplyAt !== null && (row.memberReadAt === null || row.lastReplyAt > row.memberReadAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function detailOf(row: ThreadRow, messages: MessageRow[]): FeedbackDetail {
  return {
    ...summaryOf(row),
    messages: messages.map((m) => ({
      id: m.id.toString(),
      author: m.author as 'member' | 'operator',
      text: m.body,
      images: m.images,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/**
 * The feedback desk (issue 13): members open threads and add to their own; operators answer and
 * close. Each member's writes run one at a time (an advisory lock), so the open-thread limit and a
 * replayed requestId hold against any number of concurrent requests. Another member's thread is
 * "not found".
 */
export function createFeedbackService(deps: {
  db: Db;
  repository: FeedbackRepository;
  uploads: FeedbackUploads;
  now?: () => Date;
}) {
  const { db, repository, uploads } = deps;
  const now = deps.now ?? (() => new Date());

  async function assertOwnImages(siteCode: string, memberId: bigint, images: readonly string[]) {
    if (images.length === 0) return;
    const owned = await uploads.ownedIds(siteCode, memberId, images);
    if (owned.length !== images.length) throw new AppError('FEEDBACK_IMAGE_INVALID');
  }

  async function detail(tx: DbOrTx, row: ThreadRow): Promise<FeedbackDetail> {
    return detailOf(row, await repository.messages(tx, row.id));
  }

  async function lockedThread(tx: Tx, siteCode: string, id: bigint, memberId: bigint | null) {
    const row = await repository.findThread(tx, siteCode, id, memberId, true);
    if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
    if (row.status === 'closed') throw new AppError('FEEDBACK_CLOSED');
    if (row.messageCount >= FEEDBACK_LIMITS.messagesPerThreadMax) throw new AppError('FEEDBACK_THREAD_FULL');
    return row;
  }

  return {
    async submit(
      siteCode: string,
      memberId: bigint,
      input: { category: FeedbackCategory; text: string; images: string[]; requestId: string },
    ): Promise<FeedbackDetail> {
      await assertOwnImages(siteCode, memberId, input.images);
      return db.transaction(async (tx) => {
        await repository.lockMember(tx, siteCode, memberId);
        const replay = await repository.findByRequest(tx, siteCode, memberId, input.requestId);
        if (replay) return detail(tx, replay);
        const open = await repository.countOpen(tx, siteCode, memberId);
        if (open >= FEEDBACK_LIMITS.openThreadsMax) {
          throw new AppError('FEEDBACK_OPEN_LIMIT', { params: { limit: FEEDBACK_LIMITS.openThreadsMax } });
        }
        const at = now();
        const thread = await repository.insertThread(tx, {
          siteCode,
          memberId,
          category: input.category,
          status: 'open',
          requestId: input.requestId,
          excerpt: [...input.text].slice(0, EXCERPT_CHARS).join(''),
          messageCount: 1,
          createdAt: at,
          updatedAt: at,
        });
        await repository.insertMessage(tx, {
          threadId: thread.id,
          author: 'member',
          body: input.text,
          images: input.images,
          requestId: input.requestId,
          createdAt: at,
        });
        return detail(tx, thread);
      });
    },

    async followUp(
      siteCode: string,
      memberId: bigint,
      input: { id: string; text: string; images: string[]; requestId: string },
    ): Promise<FeedbackDetail> {
      await assertOwnImages(siteCode, memberId, input.images);
      return db.transaction(async (tx) => {
        await repository.lockMember(tx, siteCode, memberId);
        const id = BigInt(input.id);
        const existing = await repository.findThread(tx, siteCode, id, memberId);
        if (!existing) throw new AppError('FEEDBACK_NOT_FOUND');
        if (await repository.findMessageByRequest(tx, id, input.requestId)) return detail(tx, existing);
        const current = await lockedThread(tx, siteCode, id, memberId);
        const at = now();
        await repository.insertMessage(tx, {
          threadId: id,
          author: 'member',
          body: input.text,
          images: input.images,
          requestId: input.requestId,
          createdAt: at,
        });
        const row = await repository.updateThread(tx, id, {
          status: 'open',
          messageCount: current.messageCount + 1,
          updatedAt: at,
          memberReadAt: at,
        });
        return detail(tx, row);
      });
    },

    async list(
      siteCode: string,
      memberId: bigint,
      filter: { status?: FeedbackStatus; page: number; size: number },
    ) {
      const { rows, total } = await repository.page(db, siteCode, memberId, filter);
      return { list: rows.map((r) => summaryOf(r.thread)), page: filter.page, size: filter.size, total };
    },

    /** One of the member's threads; opening it marks the desk's replies read. */
    async read(siteCode: string, memberId: bigint, id: string): Promise<FeedbackDetail> {
      const row = await repository.findThread(db, siteCode, BigInt(id), memberId);
      if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
      const seen = row.lastReplyAt && (!row.memberReadAt || row.memberReadAt < row.lastReplyAt);
      const current = seen ? await repository.updateThread(db, row.id, { memberReadAt: now() }) : row;
      return detail(db, current);
    },

    // ── operators ──

    async adminList(siteCode: string, filter: { status?: FeedbackStatus; page: number; size: number }) {
      const { rows, total } = await repository.page(db, siteCode, null, filter);
      return {
        list: rows.map((r) => ({
          ...summaryOf(r.thread),
          memberId: r.thread.memberId.toString(),
          username: r.username,
        })),
        total,
      };
    },

    async adminRead(siteCode: string, id: string, audit: FeedbackAudit) {
      return db.transaction(async (tx) => {
        const row = await repository.findThread(tx, siteCode, BigInt(id), null);
        if (!row) throw new AppError('FEEDBACK_NOT_FOUND');
        await audit(tx, 'feedback.read', {});
        return adminDetail(tx, siteCode, row);
      });
    },

    async adminReply(
      siteCode: string,
      operatorId: bigint,
      input: { id: string; text: string },
      audit: FeedbackAudit,
    ) {
      return db.transaction(async (tx) => {
        const current = await lockedThread(tx, siteCode, BigInt(input.id), null);
        const at = now();
        await repository.insertMessage(tx, {
          threadId: current.id,
          author: 'operator',
          operatorId,
          body: input.text,
          createdAt: at,
        });
        const row = await repository.updateThread(tx, current.id, {
          status: 'replied',
          messageCount: current.messageCount + 1,
          lastReplyAt: at,
          updatedAt: at,
        });
        await audit(tx, 'feedback.reply', { chars: [...input.text].length });
        return adminDetail(tx, siteCode, row);
      });
    },

    async adminClose(siteCode: string, id: string, audit: FeedbackAudit) {
      return db.transaction(async (tx) => {
        const current = await repository.findThread(tx, siteCode, BigInt(id), null, true);
        if (!current) throw new AppError('FEEDBACK_NOT_FOUND');
        if (current.status === 'closed') return adminDetail(tx, siteCode, current);
        const at = now();
        const row = await repository.updateThread(tx, current.id, {
          status: 'closed',
          closedAt: at,
          updatedAt: at,
        });
        await audit(tx, 'feedback.close', { from: current.status });
        return adminDetail(tx, siteCode, row);
      });
    },
  };

  async function adminDetail(tx: DbOrTx, siteCode: string, row: ThreadRow) {
    return {
      ...(await detail(tx, row)),
      memberId: row.memberId.toString(),
      username: await repository.usernameOf(tx, siteCode, row.memberId),
    };
  }
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;

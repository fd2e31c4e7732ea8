import {
  DESK_LIMITS,
  type DeskConversation,
  type DeskMessage,
  type DeskSkill,
} from '@houseline/shared/api/contract/service-desk';
import type { SiteCode } from '@houseline/shared/brands/types';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  createDeskCore,
  type DeskWho,
  hashGuestToken,
  messageOf,
  newGuestToken,
  settingsOf,
} from './desk-core.ts';
import type { DeskEvents } from './desk-events.ts';
import type { ConversationRow, ServiceDeskRepository } from './service-desk.repository.ts';

/** What the desk needs of other modules, as narrow ports. */
export interface DeskPorts {
  /** The uploads module: which of some ids the member uploaded; storing an agent's image. */
  uploads: {
    ownedIds(siteCode: string, memberId: bigint, ids: readonly string[]): Promise<string[]>;
    store(siteCode: string, memberId: bigint, input: Buffer): Promise<{ id: string }>;
  };
  /** The captcha of purpose `service` a guest answers before starting. */
  captcha: {
    verify(
      siteCode: SiteCode,
      deviceNo: string,
      purpose: 'service',
      answer: string | undefined,
    ): Promise<void>;
  };
  /** The messages module: a site message to the member (a ticket answered). */
  messages: {
    send(input: {
      siteCode: string;
      memberId: bigint;
      kind: string;
      title: string;
      body: string;
    }): Promise<void>;
  };
}

const EXCERPT_CHARS = 60;

/**
 * The member's side of the desk (issue 26): start, send, fetch (long poll), typing, read, rate,
 * close, history. A member's conversation is found by the session's member, a guest's by the hash
 * of the token handed out at start; anyone else's id is "not found".
 */
export function createServiceDeskService(deps: {
  db: Db;
  repository: ServiceDeskRepository;
  events: DeskEvents;
  ports: DeskPorts;
  now?: () => Date;
}) {
  const { db, repository, events, ports } = deps;
  const now = deps.now ?? (() => new Date());
  const core = createDeskCore({ db, repository, events, now });

  async function own(siteCode: string, who: DeskWho, id: string): Promise<ConversationRow> {
    const row = await repository.findConversation(db, siteCode, BigInt(id));
    const mine =
      row &&
      (who.memberId !== null
        ? row.memberId === who.memberId
        : row.guestKey !== null && row.guestKey === who.guestKey);
    if (!row || !mine) throw new AppError('DESK_NOT_FOUND');
    return row;
  }

  async function start(
    siteCode: SiteCode,
    identity:
      | { memberId: bigint }
      | { guest: { address: string; deviceNo: string; captcha: string | undefined } },
    input: { skill: DeskSkill; text: string; requestId: string },
  ): Promise<DeskConversation> {
    const settings = settingsOf(await repository.settings(db, siteCode), now());
    if (settings.kind === 'external') throw new AppError('DESK_EXTERNAL');
    const guestToken = 'guest' in identity ? newGuestToken() : undefined;
    if ('guest' in identity) {
      await ports.captcha.verify(siteCode, identity.guest.deviceNo, 'service', identity.guest.captcha);
    }
    const online = await repository.onlineAgents(db, siteCode, input.skill);
    const asTicket = !settings.open || online === 0;
    const result = await db.transaction(async (tx) => {
      let who: DeskWho;
      let address: string | null = null;
      if ('memberId' in identity) {
        who = { memberId: identity.memberId, guestKey: null };
        await repository.lockStarts(tx, siteCode, `m:${identity.memberId}`);
        const replay = await repository.findByRequest(tx, siteCode, who, input.requestId);
        if (replay) return { row: replay, fresh: false };
        const open = await repository.countOpen(tx, siteCode, identity.memberId);
        if (open >= DESK_LIMITS.openPerMemberMax) {
          throw new AppError('DESK_OPEN_LIMIT', { params: { limit: DESK_LIMITS.openPerMemberMax } });
        }
      } else {
        who = { memberId: null, guestKey: hashGuestToken(guestToken!) };
        address = identity.guest.address;
        // Every guest start of one address runs one at a time, so the count holds against a burst.
        await repository.lockStarts(tx, siteCode, `g:${address}`);
        const since = new Date(now().getTime() - DESK_LIMITS.guestWindowMs);
        if (
          (await repository.countGuestStarts(tx, siteCode, address, since)) >=
          DESK_LIMITS.guestStartsPerWindow
        ) {
          throw new AppError('RATE_LIMITED');
        }
      }
      const at = now();
      let row = await repository.insertConversation(tx, {
        siteCode,
        memberId: who.memberId,
        guestKey: who.guestKey,
        guestAddress: address,
        skill: input.skill,
        status: asTicket ? 'ticket' : 'queued',
        ticket: asTicket ? 1 : 0,
        requestId: input.requestId,
        excerpt: [...input.text].slice(0, EXCERPT_CHARS).join(''),
        createdAt: at,
      });
      if (settings.welcomeText) await core.append(tx, row, { author: 'system', body: settings.welcomeText });
      await core.append(tx, row, { author: 'member', body: input.text, requestId: input.requestId });
      if (asTicket) {
        const body = settings.open
          ? '当前暂无客服在线，您的留言已转为工单，客服上线后会尽快回复，并通过站内信通知您。'
          : '当前为非服务时间，您的留言已转为工单，客服上班后会尽快回复，并通过站内信通知您。';
        await core.append(tx, row, { author: 'system', body });
      } else {
        // The least-busy agent whose row no one else holds; when every one is held, wait for one
        // with room rather than queue a chat an agent could take (no drain needed after a start).
        const agent =
          (await repository.pickAgent(tx, siteCode, input.skill)) ??
          (await core.pickWaiting(tx, siteCode, input.skill));
        if (agent) row = await core.assign(tx, row, agent);
      }
      return { row, fresh: true };
    });
    const row = result.row;
    if (result.fresh) {
      core.publish(row, 'message');
    }
    const current = (await repository.findConversation(db, siteCode, row.id)) ?? row;
    return { ...(await core.view(current, 'member')), ...(guestToken && result.fresh ? { guestToken } : {}) };
  }

  async function send(
    siteCode: string,
    who: DeskWho,
    input: { id: string; text: string; image?: string | undefined; requestId: string },
  ): Promise<DeskMessage> {
    await own(siteCode, who, input.id);
    if (input.image) {
      if (who.memberId === null) throw new AppError('DESK_GUEST_IMAGE');
      const owned = await ports.uploads.ownedIds(siteCode, who.memberId, [input.image]);
      if (owned.length !== 1) throw new AppError('DESK_IMAGE_INVALID');
    }
    const { message, row, fresh } = await db.transaction(async (tx) => {
      const row = (await repository.findConversation(tx, siteCode, BigInt(input.id), true))!;
      const replay = await repository.findMessageByRequest(tx, row.id, 'member', input.requestId);
      if (replay) return { message: replay, row, fresh: false };
      if (row.status === 'closed') throw new AppError('DESK_CLOSED');
      const message = await core.append(tx, row, {
        author: 'member',
        body: input.text,
        image: input.image ?? null,
        requestId: input.requestId,
      });
      return { message, row, fresh: true };
    });
    if (fresh) core.publish(row, 'message', message);
    return messageOf(message);
  }

  async function close(
    siteCode: string,
    who: DeskWho,
    id: string,
    rating?: { rating: number; comment: string },
  ) {
    await own(siteCode, who, id);
    const { row, freed } = await db.transaction(async (tx) => {
      let row = (await repository.findConversation(tx, siteCode, BigInt(id), true))!;
      let freed = false;
      if (row.status !== 'closed') {
        if (row.status === 'assigned' && row.agentId !== null) {
          await repository.addLoad(tx, siteCode, row.agentId, -1, now());
          freed = true;
        }
        await core.append(tx, row, { author: 'system', body: '会话已结束' });
        row = await repository.updateConversation(tx, row.id, { status: 'closed', closedAt: now() });
      }
      if (rating && row.rating === null) {
        row = await repository.updateConversation(tx, row.id, {
          rating: rating.rating,
          ratingComment: rating.comment,
        });
      }
      return { row, freed };
    });
    core.publish(row, 'message');
    if (freed) await core.drainQueue(siteCode);
    return core.view(row, 'member');
  }

  return {
    core,
    own,
    start,
    send,
    close,
    async settings(siteCode: string) {
      return settingsOf(await repository.settings(db, siteCode), now());
    },
    async messages(siteCode: string, who: DeskWho, q: { id: string; after: number; waitMs: number }) {
      const row = await own(siteCode, who, q.id);
      return core.fetch(row, 'member', q.after, q.waitMs);
    },
    async typing(siteCode: string, who: DeskWho, id: string) {
      const row = await own(siteCode, who, id);
      events.publish({
        siteCode,
        conversationId: id,
        memberId: row.memberId?.toString() ?? null,
        kind: 'typing',
        typing: 'member',
      });
      return { ok: true as const };
    },
    async read(siteCode: string, who: DeskWho, id: string, seq: number) {
      const row = await own(siteCode, who, id);
      const upTo = Math.min(seq, row.lastSeq);
      if (upTo > row.memberReadSeq) {
        await repository.updateConversation(db, row.id, { memberReadSeq: upTo });
        core.publish(row, 'state');
      }
      return { ok: true as const };
    },
    async history(siteCode: string, memberId: bigint, page: number, size: number) {
      const { rows, total } = await repository.history(db, siteCode, memberId, page, size);
      return { list: await Promise.all(rows.map((r) => core.view(r, 'member'))), total };
    },
  };
}

export type ServiceDeskService = ReturnType<typeof createServiceDeskService>;

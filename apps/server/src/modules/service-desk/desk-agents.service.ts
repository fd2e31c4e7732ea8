import {
  DESK_LIMITS,
  type DeskAgent,
  type DeskListItem,
  type DeskPlayerCard,
  type DeskSkill,
} from '@houseline/shared/api/contract/service-desk';
import { roleMay } from '@houseline/shared/operators/permissions';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { OperatorIdentity } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { DeskCore } from './desk-core.ts';
import { agentOf, messageOf, settingsOf } from './desk-core.ts';
import type { DeskEvents } from './desk-events.ts';
import { dayReport, exportConversation } from './desk-report.ts';
import type { PlayerCardRepository } from './player-card.repository.ts';
import type { AgentRow, ConversationRow, ServiceDeskRepository } from './service-desk.repository.ts';
import type { DeskPorts } from './service-desk.service.ts';

/** An operator action's audit entry, written in the action's transaction. */
export type DeskAudit = (
  tx: DbOrTx,
  action: string,
  target: string,
  detail: Record<string, unknown>,
) => Promise<void>;

/**
 * The agents' side of the desk (issue 26). Who acts is always the operator of the request's
 * session, never an id from the input; every conversation is looked up within the request's brand
 * (which the registrar has checked the operator serves). Only the agent holding a conversation
 * answers, transfers or closes it (a supervisor may too); assignment, transfer and close are audited.
 */
export function createDeskAgentsService(deps: {
  db: Db;
  repository: ServiceDeskRepository;
  cards: PlayerCardRepository;
  events: DeskEvents;
  core: DeskCore;
  ports: DeskPorts & {
    balance(siteCode: string, memberId: bigint): Promise<{ balance: string; currency: string }>;
  };
  now?: () => Date;
}) {
  const { db, repository, cards, events, core, ports } = deps;
  const now = deps.now ?? (() => new Date());
  const supervises = (op: OperatorIdentity) => roleMay(op.role, 'service.supervise');

  async function conversation(siteCode: string, id: string): Promise<ConversationRow> {
    const row = await repository.findConversation(db, siteCode, BigInt(id));
    if (!row) throw new AppError('DESK_NOT_FOUND');
    return row;
  }

  const holds = (op: OperatorIdentity, row: ConversationRow) => row.agentId === op.id || supervises(op);

  async function listItems(rows: { conversation: ConversationRow; username: string | null }[]) {
    const at = now().getTime();
    return Promise.all(
      rows.map(async ({ conversation: row, username }): Promise<DeskListItem> => {
        const view = await core.view(row, 'agent');
        const since =
          row.status === 'queued' || row.status === 'ticket' ? row.createdAt : (row.closedAt ?? now());
        return {
          ...view,
          memberId: row.memberId?.toString() ?? null,
          username: username ?? '游客',
          agentId: row.agentId?.toString() ?? null,
          unread: Math.max(0, row.lastSeq - row.agentReadSeq),
          waitSeconds:
            row.status === 'queued' || row.status === 'ticket'
              ? Math.max(0, Math.round((at - since.getTime()) / 1000))
              : Math.round(((row.assignedAt ?? row.createdAt).getTime() - row.createdAt.getTime()) / 1000),
        };
      }),
    );
  }

  /** Moves a locked conversation to a locked agent; the old holder's load goes down. */
  async function handTo(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    row: ConversationRow,
    agent: AgentRow,
  ) {
    if (row.agentId !== null && row.status === 'assigned') {
      await repository.addLoad(tx, row.siteCode, row.agentId, -1, now());
    }
    const reset = { ...row, status: 'queued' };
    return core.assign(tx, reset, agent);
  }

  return {
    async setAgent(
      siteCode: string,
      op: OperatorIdentity,
      input: {
        status: DeskAgent['status'];
        capacity: number;
        skills: DeskSkill[];
        name?: string | undefined;
        avatar?: string | undefined;
      },
    ): Promise<DeskAgent> {
      const row = await db.transaction(async (tx) => {
        const current = await repository.lockAgent(tx, siteCode, op.id);
        // Capacity never drops below what the agent holds (the check constraint agrees).
        const capacity = Math.max(input.capacity, current?.activeCount ?? 0);
        return repository.upsertAgent(tx, {
          siteCode,
          operatorId: op.id,
          name: input.name ?? current?.name ?? op.username,
          avatar: input.avatar ?? current?.avatar ?? null,
          status: input.status,
          capacity: Math.min(capacity, DESK_LIMITS.capacityMax),
          skills: input.skills,
          updatedAt: now(),
        });
      });
      if (row.status === 'online') await core.drainQueue(siteCode);
      return agentOf((await repository.agent(db, siteCode, op.id)) ?? row);
    },

    async list(siteCode: string, op: OperatorIdentity, scope: 'mine' | 'queue' | 'tickets' | 'closed') {
      const me = await repository.agent(db, siteCode, op.id);
      const filter =
        scope === 'mine'
          ? { statuses: ['assigned'], agentId: op.id, limit: 100 }
          : scope === 'queue'
            ? { statuses: ['queued'], limit: 100 }
            : scope === 'tickets'
              ? { statuses: ['ticket'], limit: 100 }
              : {
                  statuses: ['closed'],
                  agentId: supervises(op) ? undefined : op.id,
                  limit: 50,
                  newestFirst: true,
                };
      const rows = await repository.list(db, siteCode, filter);
      return { me: me ? agentOf(me) : null, list: await listItems(rows) };
    },

    async messages(siteCode: string, op: OperatorIdentity, q: { id: string; after: number; waitMs: number }) {
      const row = await conversation(siteCode, q.id);
      const result = await core.fetch(row, 'agent', q.after, q.waitMs);
      const last = result.messages.at(-1)?.seq ?? 0;
      if (row.agentId === op.id && last > row.agentReadSeq) {
        await repository.updateConversation(db, row.id, { agentReadSeq: last });
        core.publish(row, 'state');
      }
      return result;
    },

    async send(
      siteCode: string,
      op: OperatorIdentity,
      input: { id: string; text: string; image?: string | undefined; note: boolean; requestId: string },
    ) {
      const author = input.note ? 'note' : 'agent';
      // The image is checked before the transaction (the uploads module reads on its own handle).
      if (input.image) {
        const before = await conversation(siteCode, input.id);
        if (before.memberId === null) throw new AppError('DESK_GUEST_IMAGE');
        const owned = await ports.uploads.ownedIds(siteCode, before.memberId, [input.image]);
        if (owned.length !== 1) throw new AppError('DESK_IMAGE_INVALID');
      }
      const { message, row, fresh } = await db.transaction(async (tx) => {
        const row = await repository.findConversation(tx, siteCode, BigInt(input.id), true);
        if (!row) throw new AppError('DESK_NOT_FOUND');
        const replay = await repository.findMessageByRequest(tx, row.id, author, input.requestId);
        if (replay) return { message: replay, row, fresh: false };
        if (!holds(op, row)) throw new AppError('DESK_NOT_YOURS');
        if (row.status === 'closed' && !input.note) throw new AppError('DESK_CLOSED');
        const agent = await repository.agent(tx, siteCode, op.id);
        const message = await core.append(tx, row, {
          author,
          agentId: op.id,
          agentName: agent?.name ?? op.username,
          body: input.text,
          image: input.image ?? null,
          requestId: input.requestId,
        });
        if (!input.note && row.firstResponseAt === null) {
          await repository.updateConversation(tx, row.id, { firstResponseAt: now() });
        }
        return { message, row, fresh: true };
      });
      if (fresh) {
        core.publish(row, 'message', message);
        // A ticket's answer reaches the member as a site message too: they may be long gone.
        if (!input.note && row.ticket === 1 && row.memberId !== null) {
          await ports.messages.send({
            siteCode,
            memberId: row.memberId,
            kind: 'service_reply',
            title: '客服已回复您的留言',
            body: `您的留言「${row.excerpt}」已有客服回复，请前往在线客服查看。`,
          });
        }
      }
      return messageOf(message);
    },

    async image(siteCode: string, id: string, dataBase64: string) {
      const row = await conversation(siteCode, id);
      if (row.memberId === null) throw new AppError('DESK_GUEST_IMAGE');
      const bytes = Buffer.from(dataBase64, 'base64');
      if (bytes.length === 0 || bytes.length > DESK_LIMITS.agentImageMaxBytes)
        throw new AppError('UPLOAD_NOT_IMAGE');
      // Stored as the conversation member's upload, so the member reads it like their own.
      const upload = await ports.uploads.store(siteCode, row.memberId, bytes);
      return { image: upload.id };
    },

    async typing(siteCode: string, id: string) {
      const row = await conversation(siteCode, id);
      events.publish({
        siteCode,
        conversationId: id,
        memberId: row.memberId?.toString() ?? null,
        kind: 'typing',
        typing: 'agent',
      });
      return { ok: true as const };
    },

    async claim(siteCode: string, op: OperatorIdentity, id: string, audit: DeskAudit) {
      const row = await db.transaction(async (tx) => {
        const row = await repository.findConversation(tx, siteCode, BigInt(id), true);
        if (!row) throw new AppError('DESK_NOT_FOUND');
        if (row.status !== 'queued' && row.status !== 'ticket') throw new AppError('DESK_NOT_YOURS');
        const agent = await repository.lockAgent(tx, siteCode, op.id);
        if (!agent || agent.status === 'offline' || agent.activeCount >= agent.capacity) {
          throw new AppError('DESK_AGENT_UNAVAILABLE');
        }
        const assigned = await core.assign(tx, row, agent);
        await audit(tx, 'service.claim', `service-desk:${id}`, { from: row.status });
        return assigned;
      });
      core.publish(row, 'message');
      return core.view(row, 'agent');
    },

    async transfer(siteCode: string, op: OperatorIdentity, id: string, to: string, audit: DeskAudit) {
      const row = await db.transaction(async (tx) => {
        const row = await repository.findConversation(tx, siteCode, BigInt(id), true);
        if (!row) throw new AppError('DESK_NOT_FOUND');
        if (row.status !== 'assigned' || !holds(op, row)) throw new AppError('DESK_NOT_YOURS');
        // The target must be an agent of this brand, online, with room: a made-up id is refused.
        const target = await repository.lockAgent(tx, siteCode, BigInt(to));
        if (
          target?.status !== 'online' ||
          target.activeCount >= target.capacity ||
          target.operatorId === row.agentId
        ) {
          throw new AppError('DESK_AGENT_UNAVAILABLE');
        }
        const moved = await handTo(tx, row, target);
        await audit(tx, 'service.transfer', `service-desk:${id}`, { from: row.agentId?.toString(), to });
        return moved;
      });
      core.publish(row, 'message');
      return core.view(row, 'agent');
    },

    async close(siteCode: string, op: OperatorIdentity, id: string, audit: DeskAudit) {
      const { row, freed } = await db.transaction(async (tx) => {
        let row = await repository.findConversation(tx, siteCode, BigInt(id), true);
        if (!row) throw new AppError('DESK_NOT_FOUND');
        if (row.status === 'closed') return { row, freed: false };
        if (!holds(op, row) && row.status === 'assigned') throw new AppError('DESK_NOT_YOURS');
        const freed = row.status === 'assigned' && row.agentId !== null;
        if (freed) await repository.addLoad(tx, siteCode, row.agentId!, -1, now());
        await core.append(tx, row, { author: 'system', body: '客服已结束本次会话，欢迎为本次服务评分' });
        row = await repository.updateConversation(tx, row.id, { status: 'closed', closedAt: now() });
        await audit(tx, 'service.close', `service-desk:${id}`, { status: 'closed' });
        return { row, freed };
      });
      core.publish(row, 'message');
      if (freed) await core.drainQueue(siteCode);
      return core.view(row, 'agent');
    },

    async canned(siteCode: string) {
      const rows = await repository.canned(db, siteCode);
      return rows.map((r) => ({ id: r.id.toString(), title: r.title, text: r.body }));
    },
    async saveCanned(siteCode: string, input: { title: string; text: string }, audit: DeskAudit) {
      const saved = await db.transaction(async (tx) => {
        if ((await repository.canned(tx, siteCode)).length >= DESK_LIMITS.cannedMax)
          throw new AppError('DESK_FULL');
        const row = await repository.insertCanned(tx, { siteCode, title: input.title, body: input.text });
        await audit(tx, 'service.canned', `service-canned:${row.id}`, { title: input.title });
        return row;
      });
      return { id: saved.id.toString(), title: saved.title, text: saved.body };
    },

    async playerCard(siteCode: string, id: string): Promise<DeskPlayerCard> {
      const row = await conversation(siteCode, id);
      const empty = { deposits: [], withdrawals: [], openBets: 0, logins: [], vipLevel: 0 };
      if (row.memberId === null) {
        return {
          memberId: null,
          username: '游客',
          status: 'guest',
          balance: '0',
          currency: '',
          link: '',
          ...empty,
        };
      }
      const memberId = row.memberId;
      const [member, deposits, withdrawals, openBets, logins, balance] = await Promise.all([
        cards.member(db, siteCode, memberId),
        cards.deposits(db, siteCode, memberId),
        cards.withdrawals(db, siteCode, memberId),
        cards.openBets(db, siteCode, memberId),
        cards.logins(db, siteCode, memberId),
        ports.balance(siteCode, memberId),
      ]);
      const money = (r: { orderNo: string; amount: bigint; status: string; createdAt: Date }) => ({
        orderNo: r.orderNo,
        amountMinor: r.amount.toString(),
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      });
      return {
        memberId: memberId.toString(),
        username: member?.username ?? '',
        status: member?.status ?? 'unknown',
        vipLevel: member?.vipLevel ?? 0,
        balance: balance.balance,
        currency: balance.currency,
        deposits: deposits.map(money),
        withdrawals: withdrawals.map(money),
        openBets,
        logins: logins.map((l) => ({ ip: l.ip, at: l.at.toISOString() })),
        link: `/admin/players/${memberId}`,
      };
    },

    async supervise(siteCode: string) {
      const agents = await repository.agents(db, siteCode);
      const live = await repository.list(db, siteCode, { statuses: ['queued', 'assigned'], limit: 200 });
      const items = await listItems(live);
      const queued = items.filter((i) => i.status === 'queued');
      return {
        agents: agents.map(agentOf),
        live: items,
        queued: queued.length,
        longestWaitSeconds: queued.reduce((n, i) => Math.max(n, i.waitSeconds), 0),
      };
    },

    async export(siteCode: string, id: string, format: 'csv' | 'text', audit: DeskAudit) {
      const row = await conversation(siteCode, id);
      const messages = await repository.messagesAfter(
        db,
        row.id,
        0,
        true,
        DESK_LIMITS.messagesPerConversationMax,
      );
      await audit(db, 'service.export', `service-desk:${id}`, { format });
      return exportConversation(row, messages.map(messageOf), format);
    },

    async report(siteCode: string, day: string) {
      const settings = settingsOf(await repository.settings(db, siteCode), now());
      const from = new Date(Date.parse(`${day}T00:00:00Z`) - settings.utcOffsetMinutes * 60_000);
      const to = new Date(from.getTime() + 86_400_000);
      const rows = await repository.dayConversations(db, siteCode, from, to);
      const agents = await repository.agents(db, siteCode);
      return dayReport(day, rows, agents);
    },

    async saveSettings(
      siteCode: string,
      input: Parameters<ServiceDeskRepository['saveSettings']>[1] extends infer T
        ? Omit<T & object, 'siteCode' | 'updatedAt'>
        : never,
      audit: DeskAudit,
    ) {
      const row = await db.transaction(async (tx) => {
        const saved = await repository.saveSettings(tx, { ...input, siteCode, updatedAt: now() });
        await audit(tx, 'service.settings', `service-settings:${siteCode}`, { kind: saved.kind });
        return saved;
      });
      return settingsOf(row, now());
    },
  };
}

export type DeskAgentsService = ReturnType<typeof createDeskAgentsService>;

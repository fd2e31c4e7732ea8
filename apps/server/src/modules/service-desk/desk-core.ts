import { createHash, randomBytes } from 'node:crypto';
import {
  DESK_LIMITS,
  type DeskAgent,
  type DeskConversation,
  type DeskMessage,
  type DeskMessages,
  type DeskSettings,
  type DeskSkill,
  type DeskStatus,
} from '@houseline/shared/api/contract/service-desk';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { DeskEvents } from './desk-events.ts';
import type {
  AgentRow,
  ConversationRow,
  MessageRow,
  ServiceDeskRepository,
  SettingsRow,
} from './service-desk.repository.ts';

/** Who is asking on the member side: a member by session, or a guest by the token from start. */
export type DeskWho = { memberId: bigint; guestKey: null } | { memberId: null; guestKey: string };

export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newGuestToken = () => randomBytes(24).toString('base64url');

export function settingsOf(row: SettingsRow | undefined, at: Date): DeskSettings {
  const s = {
    kind: (row?.kind ?? 'builtin') as 'builtin' | 'external',
    externalUrl: row?.externalUrl ?? '',
    opensAtMinute: row?.opensAtMinute ?? 0,
    closesAtMinute: row?.closesAtMinute ?? 1440,
    utcOffsetMinutes: row?.utcOffsetMinutes ?? 480,
    welcomeText: row?.welcomeText ?? '',
    quickQuestions: row?.quickQuestions ?? [],
  };
  return { ...s, open: withinHours(s, at) };
}

/** Whether `at` falls in the service hours (minutes of the brand's day; a window may wrap midnight). */
export function withinHours(
  s: { opensAtMinute: number; closesAtMinute: number; utcOffsetMinutes: number },
  at: Date,
): boolean {
  if (s.opensAtMinute === s.closesAtMinute) return false;
  if (s.opensAtMinute === 0 && s.closesAtMinute >= 1440) return true;
  const minute = (((at.getUTCHours() * 60 + at.getUTCMinutes() + s.utcOffsetMinutes) % 1440) + 1440) % 1440;
  return s.opensAtMinute < s.closesAtMinute
    ? minute >= s.opensAtMinute && minute < s.closesAtMinute
    : minute >= s.opensAtMinute || minute < s.closesAtMinute;
}

/** An agent row as the wire shows it. */
export function agentOf(row: AgentRow): DeskAgent {
  return {
    operatorId: row.operatorId.toString(),
    name: row.name,
    avatar: row.avatar,
    status: row.status as DeskAgent['status'],
    capacity: row.capacity,
    skills: row.skills as DeskSkill[],
    activeCount: row.activeCount,
  };
}

export function messageOf(row: MessageRow): DeskMessage {
  return {
    conversationId: row.conversationId.toString(),
    seq: row.seq,
    author: row.author as DeskMessage['author'],
    agentName: row.agentName,
    text: row.body,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface DeskCoreDeps {
  db: Db;
  repository: ServiceDeskRepository;
  events: DeskEvents;
  now: () => Date;
}

/** What the member and agent sides share: views, appending, assignment and the queue. */
export function createDeskCore(deps: DeskCoreDeps) {
  const { db, repository, events, now } = deps;

  async function view(
    row: ConversationRow,
    side: 'member' | 'agent',
    tx: DbOrTx = db,
  ): Promise<DeskConversation> {
    let agent: AgentRow | undefined;
    if (row.agentId !== null) agent = await repository.agent(tx, row.siteCode, row.agentId);
    let queuePosition: number | null = null;
    let expectedWaitSeconds: number | null = null;
    if (row.status === 'queued') {
      queuePosition = await repository.queuePosition(tx, row.siteCode, row.skill, row.id);
      const online = Math.max(1, await repository.onlineAgents(tx, row.siteCode, row.skill));
      expectedWaitSeconds = Math.ceil((queuePosition * DESK_LIMITS.handleSecondsDefault) / online);
    }
    return {
      id: row.id.toString(),
      status: row.status as DeskStatus,
      skill: row.skill as DeskSkill,
      agent: agent ? { name: agent.name, avatar: agent.avatar } : null,
      queuePosition,
      expectedWaitSeconds,
      lastSeq: row.lastSeq,
      readSeq: side === 'member' ? row.agentReadSeq : row.memberReadSeq,
      rating: row.rating,
      excerpt: row.excerpt,
      createdAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
    };
  }

  const publish = (row: ConversationRow, kind: 'message' | 'state', message?: MessageRow) =>
    events.publish({
      siteCode: row.siteCode,
      conversationId: row.id.toString(),
      memberId: row.memberId?.toString() ?? null,
      kind,
      message: message ? messageOf(message) : undefined,
    });

  /** Appends to a locked conversation, refusing past the bound. */
  async function append(
    tx: Tx,
    row: ConversationRow,
    message: Omit<Parameters<ServiceDeskRepository['append']>[2], 'createdAt'>,
  ): Promise<MessageRow> {
    if (row.lastSeq >= DESK_LIMITS.messagesPerConversationMax) throw new AppError('DESK_FULL');
    return repository.append(tx, row, { ...message, createdAt: now() });
  }

  /** Gives a locked queued conversation to a locked agent with room. */
  async function assign(tx: Tx, row: ConversationRow, agent: AgentRow): Promise<ConversationRow> {
    const at = now();
    await repository.addLoad(tx, row.siteCode, agent.operatorId, 1, at);
    const updated = await repository.updateConversation(tx, row.id, {
      status: 'assigned',
      agentId: agent.operatorId,
      assignedAt: at,
    });
    await append(tx, updated, {
      author: 'system',
      body: `客服 ${agent.name} 为您服务`,
      agentName: agent.name,
    });
    return updated;
  }

  /**
   * Hands queued conversations of the brand to agents with room, oldest first. Drains run one at a
   * time per brand (an advisory lock) and wait for agents' rows rather than skipping them, so once
   * every start has committed, either the queue is empty or every online agent is full.
   */
  async function drainQueue(siteCode: string): Promise<number> {
    let assigned = 0;
    const changed: ConversationRow[] = [];
    await db.transaction(async (tx) => {
      await repository.lockStarts(tx, siteCode, 'drain');
      const queued = await repository.lockQueued(tx, siteCode, 50);
      for (const row of queued) {
        const agent = await pickWaiting(tx, siteCode, row.skill);
        if (!agent) continue;
        changed.push(await assign(tx, row, agent));
        assigned += 1;
      }
    });
    for (const row of changed) publish(row, 'state');
    return assigned;
  }

  /**
   * An agent with room, waiting for rows others hold. Rows are locked in one global order (by
   * operator id), so two transactions that each lock an agent already full never wait on each
   * other in a cycle.
   */
  async function pickWaiting(tx: Tx, siteCode: string, skill: string): Promise<AgentRow | undefined> {
    const candidates = (await repository.agents(tx, siteCode)).filter(
      (x) => x.status === 'online' && x.skills.includes(skill) && x.activeCount < x.capacity,
    );
    for (const candidate of candidates) {
      const locked = await repository.lockAgent(tx, siteCode, candidate.operatorId);
      if (locked && locked.status === 'online' && locked.activeCount < locked.capacity) return locked;
    }
    return undefined;
  }

  /** The conversation and what follows `after`, waiting up to waitMs for something new. */
  async function fetch(
    row: ConversationRow,
    side: 'member' | 'agent',
    after: number,
    waitMs: number,
  ): Promise<DeskMessages> {
    const read = () =>
      repository.messagesAfter(db, row.id, after, side === 'agent', DESK_LIMITS.pageMessagesMax);
    // Waiting starts before the first read: an event heard during it (a message, typing, a read
    // mark) ends the wait at once rather than being missed until the wait runs out.
    // An empty wait ends somewhere in its last quarter: polls that began together (every member
    // back at once after a restart) would otherwise all come back in the same instant and queue
    // for the database pool together.
    const waiter =
      waitMs > 0 ? events.waitFor(row.id.toString(), waitMs * (0.75 + Math.random() * 0.25)) : undefined;
    let rows = await read();
    let current = row;
    if (waiter && rows.length > 0) waiter.cancel();
    else if (waiter) {
      await waiter.done;
      rows = await read();
      current = (await repository.findConversation(db, row.siteCode, row.id)) ?? row;
    }
    const other = side === 'member' ? 'agent' : 'member';
    return {
      conversation: await view(current, side),
      messages: rows.map(messageOf),
      typing: events.isTyping(row.id.toString(), other),
    };
  }

  return { view, publish, append, assign, drainQueue, fetch, pickWaiting };
}

export type DeskCore = ReturnType<typeof createDeskCore>;

import type { SiteCode } from '@houseline/shared/brands/types';
import type { SessionService } from '../../platform/auth/session.service.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import type { Operator } from '../operators/operators.service.ts';
import type { AdminMembers, AdminMessages } from './admin-ports.ts';

/**
 * The cap on operators' messages to one member: enough for any real conversation (and for a
 * burst of sends from the console), not for a runaway script filling someone's inbox.
 */
export const MEMBER_CARE_LIMITS = { messagesPerMemberPerHour: 100, messageWindowMs: 60 * 60_000 } as const;

/** The kinds of the personal messages these actions write (the member's inbox shows them). */
const OPERATOR_MESSAGE_KIND = 'operator';
const WPASSWORD_RESET_KIND = 'wpassword_reset';
const WPASSWORD_RESET_MESSAGE = {
  title: '提款密码已重置',
  body: '您的提款密码已由客服重置。下次提款前，请先在“安全中心 - 提款密码”设置新的提款密码。如非本人申请，请立即联系在线客服。',
};

export interface MemberCareDeps {
  db: Db;
  audit: AuditPort;
  members: AdminMembers;
  messages: AdminMessages;
  sessions: Pick<SessionService, 'revokeAllForMember'>;
  events: Pick<MemberEvents, 'sessionsEnded' | 'messagesChanged'>;
  now?: () => Date;
}

type Target = { username: string; reason: string };

/**
 * The player 360 page's care actions: end a member's sessions, clear their withdrawal password,
 * write to their inbox. Each locks the member row of the operator's brand (another brand's member
 * is not found), writes its audit row in the same commit as its effect, and tells the member's
 * sockets after the commit. The audit never holds a password or its hash, only set → unset.
 */
export function createMemberCareService(deps: MemberCareDeps) {
  const { db, audit, members, messages, sessions, events } = deps;
  const now = deps.now ?? (() => new Date());

  async function memberByName(siteCode: SiteCode, username: string) {
    const member = await members.findByUsername(db, siteCode, username);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    return member;
  }

  return {
    /** Ends every session (and so every refresh) of the member; their sockets close on every instance. */
    async endSessions(operator: Operator, siteCode: SiteCode, input: Target) {
      const member = await memberByName(siteCode, input.username);
      const sessionsEnded = await db.transaction(async (tx) => {
        if (!(await members.lockById(tx, siteCode, member.id))) throw new AppError('MEMBER_NOT_FOUND');
        const ended = await sessions.revokeAllForMember(member.id, undefined, tx);
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'member.sessions.end',
          target: member.username,
          before: { sessions: ended },
          after: { sessions: 0 },
          detail: { reason: input.reason, sessionsEnded: ended },
        });
        return ended;
      });
      events.sessionsEnded(siteCode, member.id);
      return { username: member.username, sessionsEnded };
    },

    /** Clears the withdrawal password: the member must set a new one to withdraw; their inbox says so. */
    async resetWithdrawPassword(operator: Operator, siteCode: SiteCode, input: Target) {
      const member = await memberByName(siteCode, input.username);
      await db.transaction(async (tx) => {
        const before = await members.lockById(tx, siteCode, member.id);
        if (!before) throw new AppError('MEMBER_NOT_FOUND');
        if (before.withdrawPasswordHash === null) throw new AppError('MEMBER_WPASSWORD_NOT_SET');
        await members.update(tx, siteCode, member.id, {
          withdrawPasswordHash: null,
          withdrawPasswordSetAt: null,
        });
        await messages.send(
          {
            siteCode,
            memberId: member.id,
            kind: WPASSWORD_RESET_KIND,
            ...WPASSWORD_RESET_MESSAGE,
            createdAt: now(),
          },
          tx,
        );
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'member.wpassword.reset',
          target: member.username,
          before: { withdrawPasswordSet: true },
          after: { withdrawPasswordSet: false },
          detail: { reason: input.reason },
        });
      });
      events.messagesChanged(siteCode, member.id);
      return { username: member.username, withdrawPasswordSet: false };
    },

    /**
     * One message to the member's inbox, once per request id: a retry returns the first message and
     * writes no second audit row. Sends to one member queue on the member's row lock, which makes
     * the hourly cap exact.
     */
    async message(
      operator: Operator,
      siteCode: SiteCode,
      input: { username: string; title: string; body: string; requestId: string },
    ) {
      const member = await memberByName(siteCode, input.username);
      const at = now();
      const sent = await db.transaction(async (tx) => {
        if (!(await members.lockById(tx, siteCode, member.id))) throw new AppError('MEMBER_NOT_FOUND');
        const { row, created } = await messages.sendOnce(
          {
            siteCode,
            memberId: member.id,
            kind: OPERATOR_MESSAGE_KIND,
            title: input.title,
            body: input.body,
            requestId: input.requestId,
            createdAt: at,
          },
          tx,
        );
        if (!created) return { row, created };
        const since = new Date(at.getTime() - MEMBER_CARE_LIMITS.messageWindowMs);
        const received = await messages.receivedSince(tx, siteCode, member.id, OPERATOR_MESSAGE_KIND, since);
        // Counted after the insert (this one included); the throw rolls the insert back.
        if (received > MEMBER_CARE_LIMITS.messagesPerMemberPerHour) {
          throw new AppError('MEMBER_MESSAGE_LIMIT', {
            params: { limit: MEMBER_CARE_LIMITS.messagesPerMemberPerHour },
          });
        }
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'member.message',
          target: member.username,
          before: null,
          after: { messageId: row.id.toString(), title: row.title, body: row.body },
          detail: { requestId: input.requestId },
        });
        return { row, created };
      });
      if (sent.created) events.messagesChanged(siteCode, member.id);
      return {
        id: sent.row.id.toString(),
        username: member.username,
        title: sent.row.title,
        body: sent.row.body,
        createdAt: sent.row.createdAt.toISOString(),
      };
    },
  };
}

export type MemberCareService = ReturnType<typeof createMemberCareService>;

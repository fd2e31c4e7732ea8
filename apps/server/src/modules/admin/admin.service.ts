import { randomUUID } from 'node:crypto';
import type { SiteCode } from '@houseline/shared/brands/types';
import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { SessionService } from '../../platform/auth/session.service.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import type { Books } from '../books/books.service.ts';
import type { ApprovalsService, FourEyesThreshold } from '../operators/approvals.service.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import type { Operator } from '../operators/operators.service.ts';
import type { DepositService } from '../wallet/deposit.service.ts';
import type { WithdrawAction, WithdrawRow, WithdrawService } from '../wallet/withdraw.service.ts';
import { type AdjustInput, createAdjustService } from './adjust.service.ts';
import type { AdminRepository, PageQuery } from './admin.repository.ts';
import type { AdminMembers, AdminMessages, AdminWallet } from './admin-ports.ts';
import { createMemberCareService } from './member-care.service.ts';

export type { AdminMembers, AdminMessages, AdminWallet } from './admin-ports.ts';

export interface AdminServiceDeps {
  db: Db;
  repository: AdminRepository;
  audit: AuditPort;
  approvals: ApprovalsService;
  fourEyesThreshold: FourEyesThreshold;
  deposits: DepositService;
  withdrawals: WithdrawService;
  books: Pick<Books, 'transaction' | 'move'>;
  wallet: AdminWallet;
  members: AdminMembers;
  /** The member's inbox (the care actions' messages). */
  messages: AdminMessages;
  sessions: SessionService;
  events: MemberEvents;
}

/**
 * What operators do to orders and members. Each action writes its audit row in the same commit
 * as its effect; events go out after the commit.
 */
export function createAdminService(deps: AdminServiceDeps) {
  const { db, repository, audit, deposits, withdrawals, wallet, members, events } = deps;
  const adjustments = createAdjustService(deps);
  const care = createMemberCareService(deps);
  const orderState = (row: { status: string; reason?: string | null; firstApprovedBy?: bigint | null }) => ({
    status: row.status,
    ...(row.firstApprovedBy ? { firstApprovedBy: row.firstApprovedBy.toString() } : {}),
  });

  async function memberByName(siteCode: SiteCode, username: string) {
    const member = await members.findByUsername(db, siteCode, username);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    return member;
  }

  return {
    /** The player 360 page's care actions: end sessions, reset the withdrawal password, a message. */
    endSessions: care.endSessions,
    resetWithdrawPassword: care.resetWithdrawPassword,
    message: care.message,
    usernameOf: (memberId: bigint) => repository.usernameOf(db, memberId),
    depositList: (siteCode: SiteCode, query: PageQuery & { status?: string | undefined }) =>
      repository.deposits(db, siteCode, query),
    withdrawalList: (siteCode: SiteCode, query: PageQuery & { status?: string | undefined }) =>
      repository.withdrawals(db, siteCode, query),

    async depositAction(
      operator: Operator,
      siteCode: SiteCode,
      action: 'confirm' | 'reject',
      input: { orderNo: string; reason?: string | undefined },
    ) {
      const status = action === 'confirm' ? 'succeeded' : 'failed';
      const record = (tx: DbOrTx, before: { status: string }) =>
        audit.record(tx, {
          operator,
          siteCode,
          action: `deposit.${action}`,
          target: input.orderNo,
          before: orderState(before),
          after: { status },
          detail: { reason: input.reason ?? null },
        });
      return action === 'confirm'
        ? deposits.confirm(siteCode, input.orderNo, record)
        : deposits.reject(siteCode, input.orderNo, input.reason ?? '', record);
    },

    async withdrawalAction(
      operator: Operator,
      siteCode: SiteCode,
      action: WithdrawAction,
      input: { orderNo: string; reason?: string | undefined },
    ) {
      const record = (tx: DbOrTx, before: WithdrawRow, after: WithdrawRow) =>
        audit.record(tx, {
          operator,
          siteCode,
          action: `withdrawal.${action}`,
          target: input.orderNo,
          before: orderState(before),
          after: orderState(after),
          detail: { reason: input.reason ?? null },
        });
      return withdrawals.act(siteCode, input.orderNo, action, operator.id, input.reason, record);
    },

    /** A manual adjustment: posted at once, or (above the brand's threshold) waiting for a second operator. */
    async adjust(operator: Operator, siteCode: SiteCode, input: AdjustInput) {
      const member = await memberByName(siteCode, input.username);
      return adjustments.adjust(operator, siteCode, member.id, { ...input, username: member.username });
    },

    /** The second operator's approval of a pending adjustment. */
    approveAdjust: (operator: Operator, siteCode: SiteCode, approvalId: bigint) =>
      adjustments.approve(operator, siteCode, approvalId),

    async waiveTurnover(operator: Operator, siteCode: SiteCode, input: { username: string; reason: string }) {
      const member = await memberByName(siteCode, input.username);
      const waived = await db.transaction(async (tx) => {
        await members.lockById(tx, siteCode, member.id);
        const amount = await wallet.waiveTurnover(
          tx,
          siteCode,
          member.id,
          `waive:${operator.id}:${randomUUID()}`,
        );
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'member.turnover.waive',
          target: member.username,
          before: { turnoverWaived: false },
          after: { turnoverWaived: true, waived: wire(amount) },
          detail: { reason: input.reason },
        });
        return amount;
      });
      return { waived: wire(waived) };
    },

    /**
     * Disables or enables a member. Disabling ends every session in the same commit as the
     * status change, then closes the member's sockets on every instance (the event bus).
     */
    async setMemberStatus(
      operator: Operator,
      siteCode: SiteCode,
      input: { username: string; reason: string },
      status: 'active' | 'disabled',
    ) {
      const member = await memberByName(siteCode, input.username);
      const sessionsEnded = await db.transaction(async (tx) => {
        const before = await members.lockById(tx, siteCode, member.id);
        await members.update(tx, siteCode, member.id, { status });
        const ended =
          status === 'disabled' ? await deps.sessions.revokeAllForMember(member.id, undefined, tx) : 0;
        await audit.record(tx, {
          operator,
          siteCode,
          action: status === 'disabled' ? 'member.disable' : 'member.enable',
          target: member.username,
          before: { status: before?.status ?? null },
          after: { status },
          detail: { reason: input.reason, sessionsEnded: ended },
        });
        return ended;
      });
      if (status === 'disabled') events.sessionsEnded(siteCode, member.id);
      return { username: member.username, status, sessionsEnded };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

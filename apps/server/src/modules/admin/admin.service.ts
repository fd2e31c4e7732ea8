import { randomUUID } from 'node:crypto';
import type { SiteCode } from '@houseline/shared/brands/types';
import { parseAmountToMinor, minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { SessionService } from '../../platform/auth/session.service.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MemberEvents } from '../../platform/realtime/member-events.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { DepositService } from '../wallet/deposit.service.ts';
import type { WithdrawAction, WithdrawService } from '../wallet/withdraw.service.ts';
import type { AdminRepository, PageQuery } from './admin.repository.ts';
import type { Operator, OperatorsService } from './operators.service.ts';

/** What admin needs of the member records (the member repository fits). */
export interface AdminMembers {
  findByUsername(
    db: DbOrTx,
    siteCode: string,
    username: string,
  ): Promise<{ id: bigint; username: string } | undefined>;
  lockById(tx: DbOrTx, siteCode: string, id: bigint): Promise<unknown>;
  update(tx: DbOrTx, siteCode: string, id: bigint, changes: { status: 'active' | 'disabled' }): Promise<void>;
}

/** What admin needs of the wallet module (its wallet-admin service fits). */
export interface AdminWallet {
  /** The currency of a site's wallet; throws WALLET_UNKNOWN when the site has no such wallet. */
  currencyOf(siteCode: string, wallet: 'center' | 'usdt'): string;
  /** The member's wallet account and the house adjustment account, created on first use. */
  adjustmentAccounts(
    siteCode: string,
    memberId: bigint,
    wallet: 'center' | 'usdt',
    currency: string,
  ): Promise<{ account: bigint; house: bigint }>;
  /** Clears the member's remaining turnover in `tx`; returns the amount waived. */
  waiveTurnover(tx: DbOrTx, siteCode: string, memberId: bigint, reference: string): Promise<bigint>;
}

export interface AdminServiceDeps {
  db: Db;
  repository: AdminRepository;
  operators: OperatorsService;
  deposits: DepositService;
  withdrawals: WithdrawService;
  ledger: LedgerService;
  wallet: AdminWallet;
  members: AdminMembers;
  sessions: SessionService;
  events: MemberEvents;
}

/**
 * What operators do to orders and members. Each action writes its audit row in the same commit
 * as its effect; events go out after the commit.
 */
export function createAdminService(deps: AdminServiceDeps) {
  const { db, repository, operators, deposits, withdrawals, ledger, wallet, members, events } = deps;

  async function memberByName(siteCode: SiteCode, username: string) {
    const member = await members.findByUsername(db, siteCode, username);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    return member;
  }

  return {
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
      const audit = (tx: DbOrTx) =>
        operators.audit(
          operator,
          siteCode,
          `deposit.${action}`,
          input.orderNo,
          { reason: input.reason ?? null },
          tx,
        );
      return action === 'confirm'
        ? deposits.confirm(siteCode, input.orderNo, audit)
        : deposits.reject(siteCode, input.orderNo, input.reason ?? '', audit);
    },

    async withdrawalAction(
      operator: Operator,
      siteCode: SiteCode,
      action: WithdrawAction,
      input: { orderNo: string; reason?: string | undefined },
    ) {
      return withdrawals.act(siteCode, input.orderNo, action, operator.id, input.reason, (tx) =>
        operators.audit(
          operator,
          siteCode,
          `withdrawal.${action}`,
          input.orderNo,
          { reason: input.reason ?? null },
          tx,
        ),
      );
    },

    async adjust(
      operator: Operator,
      siteCode: SiteCode,
      input: {
        username: string;
        wallet: 'center' | 'usdt';
        amount: string;
        reason: string;
        requestId: string;
      },
    ) {
      const member = await memberByName(siteCode, input.username);
      const currency = wallet.currencyOf(siteCode, input.wallet);
      const amount = parseAmountToMinor(input.amount);
      const { account, house } = await wallet.adjustmentAccounts(siteCode, member.id, input.wallet, currency);
      const result = await db.transaction(async (tx) => {
        const posted = await ledger.post(
          {
            siteCode,
            kind: 'adjust',
            idempotencyKey: `adjust:${input.requestId}`,
            reference: input.requestId,
            memo: input.reason,
            lines: [
              { accountId: account, currency, amount },
              { accountId: house, currency, amount: -amount },
            ],
          },
          tx,
        );
        if (!posted.replayed) {
          await operators.audit(
            operator,
            siteCode,
            'member.adjust',
            member.username,
            {
              wallet: input.wallet,
              amount: wire(amount),
              currency,
              reason: input.reason,
              requestId: input.requestId,
            },
            tx,
          );
        }
        return posted;
      });
      events.balanceChanged(siteCode, member.id);
      const after = result.postings.find((p) => p.accountId === account)?.balanceAfter ?? 0n;
      return { balance: wire(after), currency };
    },

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
        await operators.audit(
          operator,
          siteCode,
          'member.turnover.waive',
          member.username,
          { waived: wire(amount), reason: input.reason },
          tx,
        );
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
        await members.lockById(tx, siteCode, member.id);
        await members.update(tx, siteCode, member.id, { status });
        const ended =
          status === 'disabled' ? await deps.sessions.revokeAllForMember(member.id, undefined, tx) : 0;
        await operators.audit(
          operator,
          siteCode,
          status === 'disabled' ? 'member.disable' : 'member.enable',
          member.username,
          { reason: input.reason, sessionsEnded: ended },
          tx,
        );
        return ended;
      });
      if (status === 'disabled') events.sessionsEnded(siteCode, member.id);
      return { username: member.username, status, sessionsEnded };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

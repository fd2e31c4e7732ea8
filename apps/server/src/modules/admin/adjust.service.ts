import type { SiteCode } from '@houseline/shared/brands/types';
import { parseAmountToMinor, minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import type { Books } from '../books/books.service.ts';
import type { ApprovalsService, FourEyesThreshold } from '../operators/approvals.service.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import type { Operator } from '../operators/operators.service.ts';
import type { AdminMembers, AdminWallet } from './admin-ports.ts';

export interface AdjustInput {
  username: string;
  wallet: 'center' | 'usdt';
  amount: string;
  reason: string;
  requestId: string;
}

/** What a pending adjustment keeps until the second operator approves it. */
interface AdjustPayload {
  memberId: string;
  username: string;
  wallet: 'center' | 'usdt';
  amount: string;
  reason: string;
  requestId: string;
}

export interface AdjustServiceDeps {
  db: Db;
  /** The books port: the adjustment's entry, and the member's balance push after the commit. */
  books: Pick<Books, 'transaction' | 'move'>;
  wallet: AdminWallet;
  members: AdminMembers;
  audit: AuditPort;
  approvals: ApprovalsService;
  fourEyesThreshold: FourEyesThreshold;
}

const KIND = 'member.adjust';

/**
 * Manual adjustments of a member's balance. At or under the brand's four-eyes threshold it posts
 * at once; above it, it waits as a pending approval until a different operator approves, and the
 * approval and the ledger post commit together, once (the post's key is the request id).
 */
export function createAdjustService(deps: AdjustServiceDeps) {
  const { db, books, wallet, members, audit, approvals } = deps;

  /** The ledger accounts, resolved before the transaction (on PGlite a query outside it would wait). */
  async function accountsOf(siteCode: SiteCode, memberId: bigint, input: Pick<AdjustInput, 'wallet'>) {
    const currency = wallet.currencyOf(siteCode, input.wallet);
    return { currency, ...(await wallet.adjustmentAccounts(siteCode, memberId, input.wallet, currency)) };
  }
  type Accounts = Awaited<ReturnType<typeof accountsOf>>;

  /** Posts the adjustment in `tx`; returns the wallet's balance before and after. */
  async function post(tx: Tx, siteCode: SiteCode, memberId: bigint, input: AdjustInput, to: Accounts) {
    const { currency, account, house } = to;
    const amount = parseAmountToMinor(input.amount);
    const posted = await books.move(tx, {
      purpose: 'adjustment',
      memberId,
      siteCode,
      kind: 'adjust',
      idempotencyKey: `adjust:${input.requestId}`,
      reference: input.requestId,
      memo: input.reason,
      lines: [
        { accountId: account, currency, amount },
        { accountId: house, currency, amount: -amount },
      ],
    });
    const after = posted.postings.find((p) => p.accountId === account)?.balanceAfter ?? 0n;
    return { replayed: posted.replayed, before: after - amount, after, currency };
  }

  async function auditPosted(
    tx: DbOrTx,
    operator: Operator,
    siteCode: SiteCode,
    input: AdjustInput,
    result: { before: bigint; after: bigint; currency: string },
    approvalId?: bigint,
  ) {
    await audit.record(tx, {
      operator,
      siteCode,
      action: 'member.adjust',
      target: input.username,
      before: { balance: wire(result.before), currency: result.currency },
      after: { balance: wire(result.after), currency: result.currency },
      detail: {
        wallet: input.wallet,
        amount: wire(parseAmountToMinor(input.amount)),
        reason: input.reason,
        requestId: input.requestId,
        ...(approvalId !== undefined ? { approvalId: approvalId.toString() } : {}),
      },
    });
  }

  return {
    async adjust(operator: Operator, siteCode: SiteCode, memberId: bigint, input: AdjustInput) {
      const to = await accountsOf(siteCode, memberId, input);
      const { currency, account } = to;
      const amount = parseAmountToMinor(input.amount);
      const magnitude = amount < 0n ? -amount : amount;
      if (magnitude > deps.fourEyesThreshold(siteCode)) {
        const approval = await db.transaction(async (tx) => {
          const payload: AdjustPayload = { ...input, memberId: memberId.toString() };
          const row = await approvals.request(tx, {
            siteCode,
            kind: KIND,
            payload: { ...payload },
            requestedBy: operator.id,
          });
          await audit.record(tx, {
            operator,
            siteCode,
            action: 'member.adjust.request',
            target: input.username,
            before: null,
            after: { approvalId: row.id.toString(), status: 'pending', amount: wire(amount), currency },
            detail: { wallet: input.wallet, reason: input.reason, requestId: input.requestId },
          });
          return row;
        });
        const balance = await wallet.balanceOf(account);
        return {
          balance: wire(balance),
          currency,
          status: 'pending' as const,
          approvalId: approval.id.toString(),
        };
      }
      const result = await books.transaction(async (tx) => {
        const done = await post(tx, siteCode, memberId, input, to);
        if (!done.replayed) await auditPosted(tx, operator, siteCode, input, done);
        return done;
      });
      return { balance: wire(result.after), currency, status: 'done' as const, approvalId: null };
    },

    /** The second operator's approval: taken once, never by the requester, posted in the same commit. */
    async approve(operator: Operator, siteCode: SiteCode, approvalId: bigint) {
      const ref = { id: approvalId, siteCode, kind: KIND };
      const payload = (await approvals.find(ref)).payload as AdjustPayload;
      const memberId = BigInt(payload.memberId);
      const to = await accountsOf(siteCode, memberId, payload);
      const result = await books.transaction(async (tx) => {
        const row = await approvals.approve(tx, { ...ref, by: operator.id });
        await members.lockById(tx, siteCode, memberId);
        const done = await post(tx, siteCode, memberId, payload, to);
        await auditPosted(tx, operator, siteCode, payload, done, row.id);
        return done;
      });
      return {
        balance: wire(result.after),
        currency: result.currency,
        status: 'done' as const,
        approvalId: approvalId.toString(),
      };
    },
  };
}

export type AdjustService = ReturnType<typeof createAdjustService>;

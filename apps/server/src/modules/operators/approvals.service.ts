import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { ApprovalRow, ApprovalsRepository } from './approvals.repository.ts';

/** The four-eyes threshold of a brand, in minor units: an amount above it needs two operators. */
export type FourEyesThreshold = (siteCode: string) => bigint;

/**
 * Four eyes for actions that wait (a manual adjustment above the brand's threshold): one operator
 * asks, a different one approves, once. The caller runs the action in the transaction of the
 * approval, so the approval and its effect commit together.
 */
export function createApprovalsService(deps: { db: Db; repository: ApprovalsRepository; now?: () => Date }) {
  const { db, repository, now = () => new Date() } = deps;
  return {
    /** A pending or decided request of a brand and kind, read before the approving transaction. */
    async find(input: { id: bigint; siteCode: string; kind: string }): Promise<ApprovalRow> {
      const found = await repository.findById(db, input.id);
      if (!found || found.siteCode !== input.siteCode || found.kind !== input.kind) {
        throw new AppError('APPROVAL_NOT_FOUND');
      }
      return found;
    },

    async request(
      tx: DbOrTx,
      input: { siteCode: string; kind: string; payload: Record<string, unknown>; requestedBy: bigint },
    ): Promise<ApprovalRow> {
      return repository.insert(tx, { ...input, status: 'pending', createdAt: now() });
    },

    /**
     * Takes the approval of `by` in `tx`, or says why not: no such request (or another brand's),
     * already decided, or the operator's own request.
     */
    async approve(
      tx: DbOrTx,
      input: { id: bigint; siteCode: string; kind: string; by: bigint },
    ): Promise<ApprovalRow> {
      const row = await repository.decide(tx, { ...input, at: now() });
      if (row) return row;
      const found = await repository.findById(tx, input.id);
      if (!found || found.siteCode !== input.siteCode || found.kind !== input.kind) {
        throw new AppError('APPROVAL_NOT_FOUND');
      }
      if (found.status !== 'pending') throw new AppError('APPROVAL_DECIDED');
      throw new AppError('FOUR_EYES_OWN_REQUEST');
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;

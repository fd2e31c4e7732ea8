import {
  KYC_DOCUMENT_KINDS,
  type KycDecision,
  type KycDocumentKind,
  type KycStatus,
  VERIFICATION_LIMITS,
  type VerificationState,
} from '@houseline/shared/api/contract/verification';
import { formatAmount } from '@houseline/shared/money/amount';
import { maskName } from '@houseline/shared/validation/mask';
import type { KycRule } from '../../config-verification.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { OperatorIdentity } from '../../platform/http/endpoint.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { KycDocumentRow, KycRow, VerificationRepository } from './verification.repository.ts';

/** What a member may no longer change: the record is under review or approved. */
const LOCKED: readonly KycStatus[] = ['pending', 'verified'];
/** From where a member may send the record for review. */
const SUBMITTABLE: readonly KycStatus[] = ['unverified', 'resubmit'];
const DECIDED: Record<KycDecision, KycStatus> = {
  verify: 'verified',
  reject: 'rejected',
  resubmit: 'resubmit',
};

/** Whether someone born on `birthDate` (YYYY-MM-DD) is at least `years` old on `today` (UTC). */
export function isAtLeast(birthDate: string, years: number, today: Date): boolean {
  const [y, rest] = [Number(birthDate.slice(0, 4)), birthDate.slice(4)];
  return `${String(y + years).padStart(4, '0')}${rest}` <= today.toISOString().slice(0, 10);
}

export interface VerificationServiceDeps {
  db: Db;
  repository: VerificationRepository;
  uploads: Pick<UploadsService, 'markKyc' | 'readKyc'>;
  audit: AuditPort;
  /** The brand's withdrawal rule (config-verification.ts). */
  ruleOf: (siteCode: string) => KycRule;
  now?: (() => Date) | undefined;
}

/**
 * Identity verification (issue 25, decision 0062): a member's real name and date of birth (under
 * 18 refused) and four documents through the upload pipeline; unverified -> pending -> verified |
 * rejected (reason) | resubmit (reason) -> pending. The withdrawal gate runs in the withdrawal's
 * own transaction; operators' decisions and document reads are audited in theirs.
 */
export function createVerificationService(deps: VerificationServiceDeps) {
  const { db, repository, uploads, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const docsOf = (rows: readonly KycDocumentRow[]) =>
    rows.map((d) => ({
      kind: d.kind as KycDocumentKind,
      uploadId: d.uploadId,
      uploadedAt: d.createdAt.toISOString(),
    }));
  const complete = (row: KycRow | undefined, docs: readonly KycDocumentRow[]) =>
    !!row?.realName && !!row.birthDate && KYC_DOCUMENT_KINDS.every((k) => docs.some((d) => d.kind === k));

  async function present(siteCode: string, memberId: bigint, tx: DbOrTx = db): Promise<VerificationState> {
    const [row, docs] = await Promise.all([
      repository.find(tx, siteCode, memberId),
      repository.documents(tx, siteCode, [memberId]),
    ]);
    const rule = deps.ruleOf(siteCode);
    return {
      status: (row?.status ?? 'unverified') as KycStatus,
      realName: row?.realName ? maskName(row.realName) : '',
      hasBirthDate: !!row?.birthDate,
      reason: row?.reason ?? null,
      documents: docsOf(docs),
      complete: complete(row, docs),
      submittedAt: row?.submittedAt?.toISOString() ?? null,
      rule: {
        mode: rule.mode,
        amount: rule.amountMinor === null ? null : formatAmount(rule.amountMinor, { minor: true }),
      },
    };
  }

  function presentAdmin(row: KycRow, username: string, docs: readonly KycDocumentRow[]) {
    return {
      memberId: String(row.memberId),
      username,
      siteCode: row.siteCode,
      status: row.status as KycStatus,
      realName: row.realName,
      birthDate: row.birthDate,
      reason: row.reason,
      documents: docsOf(docs.filter((d) => d.memberId === row.memberId)),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  /** Runs a member's change on their locked record, refused once it is under review or approved. */
  async function change(
    siteCode: string,
    memberId: bigint,
    work: (tx: DbOrTx, row: KycRow) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      const row = await repository.lock(tx, siteCode, memberId, now());
      if (LOCKED.includes(row.status as KycStatus)) throw new AppError('KYC_LOCKED');
      await work(tx, row);
      return present(siteCode, memberId, tx);
    });
  }

  /** Whether the brand's rule asks for verification before this withdrawal. */
  async function needed(
    tx: DbOrTx,
    siteCode: string,
    memberId: bigint,
    amountMinor: bigint,
  ): Promise<boolean> {
    const rule = deps.ruleOf(siteCode);
    if (rule.mode === 'none') return false;
    if (rule.mode === 'always') return true;
    if (rule.mode === 'above') return amountMinor > (rule.amountMinor ?? 0n);
    return (await repository.creditedDepositsMinor(tx, siteCode, memberId)) >= (rule.amountMinor ?? 0n);
  }

  return {
    state: (siteCode: string, memberId: bigint) => present(siteCode, memberId),

    /** The real name and date of birth; a member under 18 is refused and nothing is kept. */
    async setProfile(siteCode: string, memberId: bigint, input: { realName: string; birthDate: string }) {
      if (!isAtLeast(input.birthDate, VERIFICATION_LIMITS.minAgeYears, now()))
        throw new AppError('KYC_UNDERAGE');
      return change(siteCode, memberId, async (tx) => {
        await repository.update(tx, siteCode, memberId, { ...input, updatedAt: now() });
      });
    },

    /** Attaches one of the member's own uploads as a document of a kind (replacing the last). */
    async attach(siteCode: string, memberId: bigint, input: { kind: KycDocumentKind; uploadId: string }) {
      return change(siteCode, memberId, async (tx) => {
        if (!(await uploads.markKyc(tx, siteCode, memberId, input.uploadId)))
          throw new AppError('UPLOAD_NOT_FOUND');
        await repository.putDocument(tx, { siteCode, memberId, ...input, createdAt: now() });
      });
    },

    async submit(siteCode: string, memberId: bigint) {
      return change(siteCode, memberId, async (tx, row) => {
        if (!SUBMITTABLE.includes(row.status as KycStatus)) throw new AppError('KYC_STATE');
        if (!complete(row, await repository.documents(tx, siteCode, [memberId])))
          throw new AppError('KYC_INCOMPLETE');
        await repository.update(tx, siteCode, memberId, {
          status: 'pending',
          submittedAt: now(),
          reason: null,
          updatedAt: now(),
        });
      });
    },

    /** The withdrawal gate (WithdrawGate): in the withdrawal's transaction, under its member lock. */
    async gate(
      tx: DbOrTx,
      request: { siteCode: string; memberId: bigint; amountMinor: bigint },
    ): Promise<void> {
      const { siteCode, memberId, amountMinor } = request;
      if (!(await needed(tx, siteCode, memberId, amountMinor))) return;
      const row = await repository.find(tx, siteCode, memberId);
      if (row?.status === 'verified') return;
      throw new AppError(row?.status === 'pending' ? 'KYC_PENDING' : 'KYC_REQUIRED');
    },

    async adminList(
      siteCode: string,
      query: { page: number; size: number; status?: KycStatus | undefined; username?: string | undefined },
    ) {
      const { rows, total } = await repository.page(db, siteCode, {
        status: query.status,
        username: query.username || undefined,
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      const docs = await repository.documents(
        db,
        siteCode,
        rows.map((r) => r.kyc.memberId),
      );
      return { list: rows.map((r) => presentAdmin(r.kyc, r.username, docs)), total };
    },

    /** One current document of a member of the brand; the read is audited. */
    async adminDocument(siteCode: string, operator: OperatorIdentity, memberId: bigint, uploadId: string) {
      const docs = await repository.documents(db, siteCode, [memberId]);
      const doc = docs.find((d) => d.uploadId === uploadId);
      if (!doc) throw new AppError('KYC_NOT_FOUND');
      const bytes = await uploads.readKyc(siteCode, memberId, uploadId);
      await audit.record(db, {
        operator,
        siteCode,
        action: 'kyc.document.read',
        target: `member:${memberId}`,
        detail: { kind: doc.kind, uploadId },
      });
      return bytes;
    },

    /** Verify, reject or ask to resubmit a pending record; audited in the same commit. */
    async adminDecide(
      siteCode: string,
      operator: OperatorIdentity,
      input: { memberId: string; decision: KycDecision; reason?: string | undefined },
    ) {
      const memberId = BigInt(input.memberId);
      return db.transaction(async (tx) => {
        const before = await repository.find(tx, siteCode, memberId);
        if (!before) throw new AppError('KYC_NOT_FOUND');
        const at = now();
        const after = await repository.decide(tx, siteCode, memberId, {
          status: DECIDED[input.decision],
          reason: input.decision === 'verify' ? null : (input.reason ?? null),
          decidedAt: at,
          decidedBy: operator.id,
          updatedAt: at,
        });
        if (!after) throw new AppError('KYC_STATE');
        await audit.record(tx, {
          operator,
          siteCode,
          action: `kyc.${input.decision}`,
          target: `member:${memberId}`,
          before: { status: before.status, reason: before.reason },
          after: { status: after.status, reason: after.reason },
        });
        const [username, docs] = await Promise.all([
          repository.username(tx, siteCode, memberId),
          repository.documents(tx, siteCode, [memberId]),
        ]);
        return presentAdmin(after, username, docs);
      });
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;

import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { AuditFilter, AuditRepository } from './audit.repository.ts';

/** Who acted: an operator (the request's address rides along, set by the endpoint registrar). */
export interface AuditActor {
  id: bigint;
  ip?: string | undefined;
}

/** One audit row: who (operator), what (action, target), before/after, where (brand, IP). */
export interface AuditEntry {
  operator: AuditActor;
  /** The brand the action was taken on. */
  siteCode: string;
  action: string;
  target: string;
  /** The object before the write; null when it did not exist. */
  before?: unknown;
  /** The object as the write left it. */
  after?: unknown;
  /** Anything else worth keeping (a reason, a count). */
  detail?: Record<string, unknown> | undefined;
  /** Defaults to the operator's request address. */
  ip?: string | null | undefined;
}

/**
 * The audit port every module that writes on an operator's behalf takes: `record(tx, entry)`
 * appends in the caller's own transaction, so the row commits with the change or not at all.
 */
export interface AuditPort {
  record(tx: DbOrTx, entry: AuditEntry): Promise<void>;
}

/** The audit log's port and its filtered read. */
export function createAuditService(deps: { db: Db; repository: AuditRepository; now?: () => Date }) {
  const { db, repository, now = () => new Date() } = deps;
  const port: AuditPort = {
    async record(tx, entry) {
      await repository.insert(tx, {
        operatorId: entry.operator.id,
        siteCode: entry.siteCode,
        action: entry.action,
        target: entry.target.slice(0, 128),
        detail: entry.detail ?? {},
        before: entry.before ?? null,
        after: entry.after ?? null,
        ip: entry.ip === undefined ? (entry.operator.ip ?? null) : entry.ip,
        createdAt: now(),
      });
    },
  };

  return {
    ...port,

    /** An unattributed row (a failed login under an unknown name). */
    async recordAnonymous(tx: DbOrTx, entry: Omit<AuditEntry, 'operator'> & { operatorId: bigint | null }) {
      await repository.insert(tx, {
        operatorId: entry.operatorId,
        siteCode: entry.siteCode,
        action: entry.action,
        target: entry.target.slice(0, 64),
        detail: entry.detail ?? {},
        before: entry.before ?? null,
        after: entry.after ?? null,
        ip: entry.ip ?? null,
        createdAt: now(),
      });
    },

    /**
     * The older call shape (operator, brand, action, target, detail, tx), kept for the modules
     * not yet moved to `record`: the detail is the row's `after`.
     */
    async audit(
      operator: AuditActor,
      siteCode: string,
      action: string,
      target: string,
      detail: Record<string, unknown>,
      tx: DbOrTx = db,
    ): Promise<void> {
      await port.record(tx, { operator, siteCode, action, target, detail, after: detail });
    },

    async list(filter: AuditFilter) {
      const { rows, total } = await repository.page(db, filter);
      return {
        list: rows.map((r) => ({
          id: r.id.toString(),
          operator: r.operator ?? '',
          action: r.action,
          target: r.target,
          siteCode: r.siteCode,
          before: r.before ?? null,
          after: r.after ?? null,
          detail: r.detail as Record<string, unknown>,
          ip: r.ip,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

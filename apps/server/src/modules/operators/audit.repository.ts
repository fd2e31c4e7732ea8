import { and, count, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { operatorAudit, operators } from '../../platform/db/schema.ts';

export type AuditInsert = typeof operatorAudit.$inferInsert;

export interface AuditFilter {
  page: number;
  size: number;
  /** The brand whose log is read. */
  siteCode: string;
  operator?: string | undefined;
  /** A prefix of the action name (`deposit.` finds every deposit action; a full name finds itself and its sub-actions). */
  action?: string | undefined;
  target?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** `%` and `_` typed by an operator are literal characters of the prefix, not wildcards. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The append-only audit log: one insert, and the filtered, paged read. The only SQL of the log. */
export function createAuditRepository() {
  return {
    async insert(db: DbOrTx, row: AuditInsert): Promise<void> {
      await db.insert(operatorAudit).values(row);
    },

    async page(db: DbOrTx, filter: AuditFilter) {
      const where: SQL[] = [eq(operatorAudit.siteCode, filter.siteCode)];
      if (filter.action) where.push(like(operatorAudit.action, likePrefix(filter.action)));
      if (filter.target) where.push(eq(operatorAudit.target, filter.target));
      if (filter.operator) where.push(eq(operators.username, filter.operator));
      if (filter.from) where.push(gte(operatorAudit.createdAt, filter.from));
      if (filter.to) where.push(lte(operatorAudit.createdAt, filter.to));
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: operatorAudit.id,
            operator: operators.username,
            action: operatorAudit.action,
            target: operatorAudit.target,
            siteCode: operatorAudit.siteCode,
            before: operatorAudit.before,
            after: operatorAudit.after,
            detail: operatorAudit.detail,
            ip: operatorAudit.ip,
            createdAt: operatorAudit.createdAt,
          })
          .from(operatorAudit)
          .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
          .where(and(...where))
          .orderBy(desc(operatorAudit.id))
          .limit(filter.size)
          .offset((filter.page - 1) * filter.size),
        db
          .select({ n: count() })
          .from(operatorAudit)
          .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
          .where(and(...where)),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

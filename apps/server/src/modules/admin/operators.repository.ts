import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { operatorAudit, operatorSessions, operators } from '../../platform/db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;

/** Operators, their sessions and the audit log: the only SQL of the operator accounts. */
export function createOperatorsRepository() {
  return {
    async insertIfAbsent(db: DbOrTx, row: typeof operators.$inferInsert): Promise<void> {
      await db.insert(operators).values(row).onConflictDoNothing();
    },

    /** By name, whatever its case (names are unique as written; two that differ only in case are not made). */
    async findByUsername(db: DbOrTx, username: string): Promise<OperatorRow | undefined> {
      const [row] = await db
        .select()
        .from(operators)
        .where(sql`lower(${operators.username}) = lower(${username})`)
        .orderBy(operators.id)
        .limit(1);
      return row;
    },

    async findById(db: DbOrTx, id: bigint): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
      return row;
    },

    async insertSession(db: DbOrTx, row: typeof operatorSessions.$inferInsert): Promise<void> {
      await db.insert(operatorSessions).values(row);
    },

    /** The operator behind a live (unexpired, unrevoked) session token hash. */
    async findBySession(db: DbOrTx, tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: operators.id,
          username: operators.username,
          role: operators.role,
          siteCode: operators.siteCode,
          disabled: operators.disabled,
        })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            gt(operatorSessions.expiresAt, now),
            isNull(operatorSessions.revokedAt),
          ),
        );
      return row;
    },

    async revokeSession(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
      await db
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
    },

    /** Ends every live session of an operator; returns how many there were. */
    async revokeAllSessions(db: DbOrTx, operatorId: bigint, now: Date): Promise<number> {
      const rows = await db
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(operatorSessions.operatorId, operatorId),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
          ),
        )
        .returning({ tokenHash: operatorSessions.tokenHash });
      return rows.length;
    },

    async setTotpSecret(db: DbOrTx, operatorId: bigint, secret: string): Promise<void> {
      await db
        .update(operators)
        .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null })
        .where(eq(operators.id, operatorId));
    },

    /**
     * Accepts a TOTP step once: only a step later than the last accepted one is taken, in one
     * statement, so the same code cannot log in twice (not even two requests at once).
     */
    async acceptTotpStep(db: DbOrTx, operatorId: bigint, step: number, enableAt?: Date): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({ totpLastStep: step, ...(enableAt ? { totpEnabledAt: enableAt } : {}) })
        .where(
          and(
            eq(operators.id, operatorId),
            or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
          ),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    async insertAudit(db: DbOrTx, row: typeof operatorAudit.$inferInsert): Promise<void> {
      await db.insert(operatorAudit).values(row);
    },

    async auditPage(db: DbOrTx, siteCode: string, page: number, size: number) {
      const where = eq(operatorAudit.siteCode, siteCode);
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: operatorAudit.id,
            operator: operators.username,
            action: operatorAudit.action,
            target: operatorAudit.target,
            detail: operatorAudit.detail,
            createdAt: operatorAudit.createdAt,
          })
          .from(operatorAudit)
          .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
          .where(where)
          .orderBy(desc(operatorAudit.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(operatorAudit).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;

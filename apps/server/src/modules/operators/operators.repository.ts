import { and, arrayContained, count, desc, eq, getTableColumns, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { operatorAudit, operatorSessions, operators } from '../../platform/db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;

/**
 * Operators and their sessions: the only SQL of the operator accounts (the audit log's writes and
 * its filtered read: audit.repository.ts; the list's last logins are read here, with the page).
 */
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
          brands: operators.brands,
          disabled: operators.disabled,
          totpRequired: operators.totpRequired,
          totpEnabledAt: operators.totpEnabledAt,
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

    /** Inserts an operator; undefined when the name (in any case) is taken. */
    async insertAccount(db: DbOrTx, row: typeof operators.$inferInsert): Promise<OperatorRow | undefined> {
      const [taken] = await db
        .select({ id: operators.id })
        .from(operators)
        .where(sql`lower(${operators.username}) = lower(${row.username})`)
        .limit(1);
      if (taken) return undefined;
      const [created] = await db.insert(operators).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** Changes an account's flags or password; returns the row as it is now. */
    async updateAccount(
      db: DbOrTx,
      id: bigint,
      changes: Partial<Pick<OperatorRow, 'disabled' | 'passwordHash' | 'totpRequired' | 'totpSecret'>> & {
        totpEnabledAt?: null;
        totpLastStep?: null;
      },
    ): Promise<OperatorRow | undefined> {
      const [row] = await db.update(operators).set(changes).where(eq(operators.id, id)).returning();
      return row;
    },

    /** Locks an operator row for a change (two admins editing one account go one at a time). */
    async lockById(db: DbOrTx, id: bigint): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).for('update');
      return row;
    },

    /**
     * A page of accounts, newest first. `brands` (a brand-bound viewer's) limits it to operators
     * bound within them: one who also serves another brand is not shown, since listing it would
     * tell of that brand (and the viewer may not manage it either).
     *
     * Each row carries its last successful login (time and address) from the audit log's
     * `operator.login` rows — append-only, written on every login with the request's address,
     * which sessions do not keep. One statement for the page: a lateral join walks each operator's
     * rows backwards on `operator_audit_operator_idx` (operator_id, id) and stops at the first
     * login. What it passes over is only that operator's rows since then: its writes (each needs
     * a session, and every session starts with a login) and failed logins under its name (which
     * the attempt guard keeps few), so the login rows need no index of their own.
     */
    async page(db: DbOrTx, query: { page: number; size: number; brands: readonly string[] | null }) {
      const where = query.brands ? arrayContained(operators.brands, [...query.brands]) : undefined;
      const lastLogin = db
        .select({ at: operatorAudit.createdAt, ip: operatorAudit.ip })
        .from(operatorAudit)
        .where(and(eq(operatorAudit.operatorId, operators.id), eq(operatorAudit.action, 'operator.login')))
        .orderBy(desc(operatorAudit.id))
        .limit(1)
        .as('last_login');
      const [rows, totals] = await Promise.all([
        db
          .select({
            ...getTableColumns(operators),
            lastLoginAt: lastLogin.at,
            lastLoginIp: lastLogin.ip,
          })
          .from(operators)
          .leftJoinLateral(lastLogin, sql`true`)
          .where(where)
          .orderBy(desc(operators.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ n: count() }).from(operators).where(where),
      ]);
      return { rows, total: totals[0]?.n ?? 0 };
    },
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;

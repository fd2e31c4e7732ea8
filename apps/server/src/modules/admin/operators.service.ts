import type { OperatorRole } from '@houseline/shared/api/contract/admin';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { hashToken, looksLikeToken, newSessionToken } from '../../platform/auth/token.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/password-hash.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { operatorAudit, operatorSessions, operators } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';

export interface Operator {
  id: bigint;
  username: string;
  role: OperatorRole;
  /** Null: every site. */
  siteCode: string | null;
}

/** An operator token lives a working shift. */
export const OPERATOR_SESSION_MS = 8 * 60 * 60 * 1000;

/** A fixed hash to verify against when the name is unknown, so timing does not reveal names. */
let decoyHash: Promise<string> | undefined;

/**
 * Back-office operators: their own accounts (never members), argon2id passwords, opaque bearer
 * tokens stored hashed, and an append-only audit log of everything they do.
 */
export function createOperatorsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    async create(input: {
      username: string;
      password: string;
      role: OperatorRole;
      siteCode?: string | null;
    }) {
      await db
        .insert(operators)
        .values({
          username: input.username,
          passwordHash: await hashPassword(input.password),
          role: input.role,
          siteCode: input.siteCode ?? null,
        })
        .onConflictDoNothing();
    },

    async login(username: string, password: string) {
      const [row] = await db.select().from(operators).where(eq(operators.username, username));
      decoyHash ??= hashPassword('decoy-password-for-timing');
      const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash), password);
      if (!row || !ok || row.disabled) throw new AppError('OPERATOR_AUTH');
      const token = newSessionToken();
      const expiresAt = new Date(now().getTime() + OPERATOR_SESSION_MS);
      await db
        .insert(operatorSessions)
        .values({ tokenHash: hashToken(token), operatorId: row.id, expiresAt });
      return {
        token,
        username: row.username,
        role: row.role as OperatorRole,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async resolve(token: string | undefined): Promise<Operator | undefined> {
      if (!looksLikeToken(token)) return undefined;
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
        .where(and(eq(operatorSessions.tokenHash, hashToken(token)), gt(operatorSessions.expiresAt, now())));
      if (!row || row.disabled) return undefined;
      return { id: row.id, username: row.username, role: row.role as OperatorRole, siteCode: row.siteCode };
    },

    /** Appends to the audit log (in the caller's transaction when given). */
    async audit(
      operator: Operator,
      siteCode: string,
      action: string,
      target: string,
      detail: Record<string, unknown>,
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .insert(operatorAudit)
        .values({ operatorId: operator.id, siteCode, action, target, detail, createdAt: now() });
    },

    async auditLog(siteCode: string, page: number, size: number) {
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
          .innerJoin(operators, eq(operators.id, operatorAudit.operatorId))
          .where(where)
          .orderBy(desc(operatorAudit.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(operatorAudit).where(where),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id.toString(),
          operator: r.operator,
          action: r.action,
          target: r.target,
          detail: r.detail as Record<string, unknown>,
          createdAt: r.createdAt.toISOString(),
        })),
        total: totals[0]?.n ?? 0,
      };
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;

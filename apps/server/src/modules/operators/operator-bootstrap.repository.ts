import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { operatorAudit, operators } from '../../platform/db/schema.ts';

export interface BootstrapOperatorInput {
  username: string;
  passwordHash: string;
  /** Null: every brand (the first admin runs them all); else the one brand it is bound to. */
  siteCode: string | null;
  /** The site the audit entry is filed under (the audit log is read per site). */
  auditSiteCode: string;
  /** Who ran the command (the OS user), for the audit. */
  actor: string;
  now: Date;
}

export type BootstrapOutcome =
  | { created: true; id: bigint }
  | { created: false; reason: 'admin_exists' | 'username_taken' };

/**
 * Creates the first admin operator, once: in one transaction that locks the operators table
 * against concurrent inserts, refuses when an enabled admin already exists (from then on admins
 * create operators through the audited API) or the name is taken, and writes the audit entry in the
 * same commit, so a created operator always has its audit line.
 */
export async function insertFirstAdmin(db: Db, input: BootstrapOperatorInput): Promise<BootstrapOutcome> {
  return db.transaction(async (tx) => {
    // SHARE ROW EXCLUSIVE conflicts with itself and with inserts: two bootstraps run one at a time.
    await tx.execute(sql`lock table ${operators} in share row exclusive mode`);
    const [admin] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.role, 'admin'), eq(operators.disabled, false)))
      .limit(1);
    if (admin) return { created: false, reason: 'admin_exists' };
    const [taken] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.username, input.username))
      .limit(1);
    if (taken) return { created: false, reason: 'username_taken' };
    const [row] = await tx
      .insert(operators)
      .values({
        username: input.username,
        passwordHash: input.passwordHash,
        role: 'admin',
        brands: input.siteCode ? [input.siteCode] : null,
        createdAt: input.now,
      })
      .returning({ id: operators.id });
    await tx.insert(operatorAudit).values({
      operatorId: row!.id,
      siteCode: input.auditSiteCode,
      action: 'operator.bootstrap',
      target: input.username,
      detail: { role: 'admin', siteCode: input.siteCode, via: 'cli bootstrap-operator', actor: input.actor },
      before: null,
      after: { role: 'admin', brands: input.siteCode ? [input.siteCode] : null },
      createdAt: input.now,
    });
    return { created: true, id: row!.id };
  });
}

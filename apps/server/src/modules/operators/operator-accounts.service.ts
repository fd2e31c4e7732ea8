import type { OperatorRole } from '@houseline/shared/operators/permissions';
import { hashPassword } from '../../platform/crypto/password-hash.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditService } from './audit.service.ts';
import type { OperatorRow, OperatorsRepository } from './operators.repository.ts';
import { type Operator, reaches } from './operators.service.ts';

/** An account as the console shows it: never the password hash or the TOTP secret. */
function accountOf(row: OperatorRow) {
  return {
    username: row.username,
    role: row.role as OperatorRole,
    brands: row.brands,
    disabled: row.disabled,
    totpEnabled: row.totpEnabledAt !== null,
    totpRequired: row.totpRequired,
    createdAt: row.createdAt.toISOString(),
  };
}
export type OperatorAccount = ReturnType<typeof accountOf>;

/** What an account change writes to the audit log (the before/after of the account). */
const snapshot = (row: OperatorRow) => {
  const { createdAt: _c, ...rest } = accountOf(row);
  return rest;
};

export interface OperatorAccountsDeps {
  db: Db;
  repository: OperatorsRepository;
  audit: AuditService;
  now?: () => Date;
}

/**
 * Operator accounts, managed by admins through the API: create, disable and enable, reset the
 * password, require a second factor, end sessions. Every change locks the account, writes its
 * audit row (before/after) in the same commit, and ends the account's sessions where it must.
 */
export function createOperatorAccountsService({
  db,
  repository,
  audit,
  now = () => new Date(),
}: OperatorAccountsDeps) {
  /** The target, locked in `tx`; an account the caller may not reach is answered as a missing one. */
  async function target(tx: DbOrTx, by: Operator, username: string): Promise<OperatorRow> {
    const found = await repository.findByUsername(tx, username.trim());
    const row = found ? await repository.lockById(tx, found.id) : undefined;
    if (!row || !reaches(by, row)) throw new AppError('OPERATOR_NOT_FOUND');
    return row;
  }

  async function change(
    by: Operator,
    siteCode: string,
    username: string,
    action: string,
    edit: (row: OperatorRow) => Promise<Parameters<OperatorsRepository['updateAccount']>[2]>,
    endSessions: boolean,
  ): Promise<OperatorAccount> {
    return db.transaction(async (tx) => {
      const before = await target(tx, by, username);
      const after = (await repository.updateAccount(tx, before.id, await edit(before)))!;
      const ended = endSessions ? await repository.revokeAllSessions(tx, before.id, now()) : 0;
      await audit.record(tx, {
        operator: by,
        siteCode,
        action,
        target: before.username,
        before: snapshot(before),
        after: snapshot(after),
        detail: { sessionsEnded: ended },
      });
      return accountOf(after);
    });
  }

  return {
    async list(by: Operator, query: { page: number; size: number }) {
      const { rows, total } = await repository.page(db, { ...query, brands: by.brands });
      const list = rows.map((row) => ({
        ...accountOf(row),
        lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
        lastLoginIp: row.lastLoginIp ?? null,
      }));
      return { list, total };
    },

    async create(
      by: Operator,
      siteCode: string,
      input: { username: string; password: string; role: OperatorRole; brands?: string[] | undefined },
    ): Promise<OperatorAccount> {
      const brands = input.brands ? [...new Set(input.brands)] : null;
      // A brand-bound admin creates operators only within its own brands.
      if (!reaches(by, { brands })) throw new AppError('OPERATOR_FORBIDDEN');
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const row = await repository.insertAccount(tx, {
          username: input.username,
          passwordHash,
          role: input.role,
          brands,
          createdAt: now(),
        });
        if (!row) throw new AppError('OPERATOR_EXISTS');
        await audit.record(tx, {
          operator: by,
          siteCode,
          action: 'operator.create',
          target: row.username,
          before: null,
          after: snapshot(row),
        });
        return accountOf(row);
      });
    },

    setDisabled(by: Operator, siteCode: string, username: string, disabled: boolean) {
      if (username.trim().toLowerCase() === by.username.toLowerCase()) {
        throw new AppError('OPERATOR_FORBIDDEN');
      }
      const action = disabled ? 'operator.disable' : 'operator.enable';
      return change(by, siteCode, username, action, async () => ({ disabled }), disabled);
    },

    resetPassword(by: Operator, siteCode: string, username: string, password: string) {
      return change(
        by,
        siteCode,
        username,
        'operator.password.reset',
        async () => ({ passwordHash: await hashPassword(password) }),
        true,
      );
    },

    /** Requires a (new) second factor: the old one is cleared, sessions end, the next login may only enrol. */
    forceTotp(by: Operator, siteCode: string, username: string) {
      return change(
        by,
        siteCode,
        username,
        'operator.totp.force',
        async () => ({ totpRequired: true, totpSecret: null, totpEnabledAt: null, totpLastStep: null }),
        true,
      );
    },
  };
}

export type OperatorAccountsService = ReturnType<typeof createOperatorAccountsService>;

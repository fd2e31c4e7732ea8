import type { OperatorRole } from '@houseline/shared/operators/permissions';
import { Secret, TOTP } from 'otpauth';
import { hashToken, looksLikeToken, newSessionToken } from '../../platform/auth/token.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/password-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { ANY_SITE, type AttemptContext, type AttemptGuard } from '../auth/attempt-guard.service.ts';
import type { AuditService } from './audit.service.ts';
import type { OperatorRow, OperatorsRepository } from './operators.repository.ts';

export interface Operator {
  id: bigint;
  username: string;
  role: OperatorRole;
  /** The brands the operator may act on; null: every brand. */
  brands: string[] | null;
  /** An admin required a second factor and none is confirmed yet: only the TOTP endpoints answer. */
  totpSetupRequired: boolean;
  /** The hash of the token this request came with (logout ends exactly this session). */
  tokenHash: string;
  /** The request's address (set by the endpoint registrar), for the audit rows. */
  ip?: string | undefined;
}

/** An operator token lives a working shift. */
export const OPERATOR_SESSION_MS = 8 * 60 * 60 * 1000;

/** TOTP as authenticator apps expect it: SHA-1, 6 digits, 30 seconds; one step of clock drift. */
const TOTP_PERIOD_SEC = 30;
const TOTP_WINDOW_STEPS = 1;
const TOTP_ISSUER = 'Houseline';

/**
 * Whether an operator may manage another: an operator bound to brands reaches only operators bound
 * within those brands, never global ones.
 */
export function reaches(by: { brands: string[] | null }, target: { brands: string[] | null }): boolean {
  const own = by.brands;
  if (own === null) return true;
  return (target.brands ?? null) !== null && (target.brands ?? []).every((b) => own.includes(b));
}

/** A fixed hash to verify against when the name is unknown, so timing does not reveal names. */
let decoyHash: Promise<string> | undefined;

function totpOf(username: string, secretBase32: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SEC,
  });
}

export interface OperatorsServiceDeps {
  db: Db;
  repository: OperatorsRepository;
  audit: AuditService;
  guard: AttemptGuard;
  now?: () => Date;
}

/**
 * Back-office operators: their own accounts (never members), argon2id passwords, attempt limits
 * and lockout as strict as members' (claimed before the check), opaque bearer tokens stored
 * hashed and revocable, an optional TOTP second factor, and an append-only audit log of
 * everything they do — failed logins included.
 */
export function createOperatorsService({
  db,
  repository,
  audit,
  guard,
  now = () => new Date(),
}: OperatorsServiceDeps) {
  /** The TOTP step of a code that is valid now and later than the last one used, or undefined. */
  function totpStep(row: OperatorRow, code: string): number | undefined {
    if (!row.totpSecret || !/^\d{6}$/.test(code)) return undefined;
    const at = now().getTime();
    const delta = totpOf(row.username, row.totpSecret).validate({
      token: code,
      timestamp: at,
      window: TOTP_WINDOW_STEPS,
    });
    if (delta === null) return undefined;
    return Math.floor(at / 1000 / TOTP_PERIOD_SEC) + delta;
  }

  async function auditFailure(
    username: string,
    row: OperatorRow | undefined,
    reason: string,
    ctx: AttemptContext,
  ): Promise<void> {
    await audit.recordAnonymous(db, {
      operatorId: row?.id ?? null,
      siteCode: ctx.siteCode,
      action: 'operator.login.failed',
      target: username,
      detail: { reason, ip: ctx.ip, deviceNo: ctx.deviceNo },
      ip: ctx.ip,
    });
  }

  return {
    /** Seeds and tests: an operator created once, unaudited (the API's create is audited). */
    async create(input: {
      username: string;
      password: string;
      role: OperatorRole;
      /** One brand (older callers); `brands` wins when both are given. */
      siteCode?: string | null;
      brands?: string[] | null;
    }) {
      await repository.insertIfAbsent(db, {
        username: input.username,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        brands: input.brands ?? (input.siteCode ? [input.siteCode] : null),
      });
    },

    async login(
      input: { username: string; password: string; otp?: string | undefined },
      ctx: AttemptContext,
    ) {
      const username = input.username.trim().toLowerCase();
      const row = await repository.findByUsername(db, username);
      // One counter per operator (by id), or per name when there is no such operator.
      const attempt = await guard.claim(
        'operatorLogin',
        { key: row ? `o:${row.id}` : `n:${username}`, audit: username, scope: ANY_SITE },
        ctx,
      );
      decoyHash ??= hashPassword('decoy-password-for-timing');
      const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash), input.password);
      if (!row || !ok || row.disabled) {
        const reason = !row ? 'unknown-operator' : !ok ? 'password' : 'disabled';
        await attempt.fail(reason);
        await auditFailure(username, row, reason, ctx);
        throw new AppError('OPERATOR_AUTH');
      }
      if (row.totpEnabledAt) {
        if (!input.otp) {
          await attempt.release();
          throw new AppError('OPERATOR_OTP_REQUIRED');
        }
        const step = totpStep(row, input.otp);
        if (step === undefined || !(await repository.acceptTotpStep(db, row.id, step))) {
          await attempt.fail('otp');
          await auditFailure(username, row, 'otp', ctx);
          throw new AppError('OPERATOR_AUTH');
        }
      }
      await attempt.succeed();
      const token = newSessionToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + OPERATOR_SESSION_MS);
      await repository.insertSession(db, { tokenHash: hashToken(token), operatorId: row.id, expiresAt });
      await audit.record(db, {
        operator: { id: row.id },
        siteCode: ctx.siteCode,
        action: 'operator.login',
        target: row.username,
        detail: { ip: ctx.ip, secondFactor: row.totpEnabledAt !== null },
        ip: ctx.ip,
      });
      return {
        token,
        username: row.username,
        role: row.role as OperatorRole,
        brands: row.brands,
        totpSetupRequired: row.totpRequired && row.totpEnabledAt === null,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async resolve(token: string | undefined): Promise<Operator | undefined> {
      if (!looksLikeToken(token)) return undefined;
      const tokenHash = hashToken(token);
      const row = await repository.findBySession(db, tokenHash, now());
      if (!row || row.disabled) return undefined;
      return {
        id: row.id,
        username: row.username,
        role: row.role as OperatorRole,
        brands: row.brands,
        totpSetupRequired: row.totpRequired && row.totpEnabledAt === null,
        tokenHash,
      };
    },

    /** Ends the session the request came with. */
    async logout(operator: Operator, siteCode: string): Promise<void> {
      await repository.revokeSession(db, operator.tokenHash, now());
      await audit.record(db, {
        operator,
        siteCode,
        action: 'operator.logout',
        target: operator.username,
        before: { session: 'live' },
        after: { session: 'ended' },
      });
    },

    /** Ends every session of another (or one's own) operator account at once. */
    async revokeSessions(by: Operator, siteCode: string, username: string): Promise<number> {
      const target = await repository.findByUsername(db, username.trim());
      if (!target || !reaches(by, target)) throw new AppError('OPERATOR_NOT_FOUND');
      return db.transaction(async (tx) => {
        const n = await repository.revokeAllSessions(tx, target.id, now());
        await audit.record(tx, {
          operator: by,
          siteCode,
          action: 'operator.revoke',
          target: target.username,
          before: null,
          after: { sessionsEnded: n },
        });
        return n;
      });
    },

    /**
     * Starts (or restarts) enrolment of a second factor: a new secret, shown once as an
     * otpauth:// URI for the authenticator app; it takes effect when a code from it is verified.
     */
    async enrollTotp(operator: Operator, siteCode: string): Promise<{ secret: string; uri: string }> {
      const secret = new Secret({ size: 20 }).base32;
      await repository.setTotpSecret(db, operator.id, secret);
      await audit.record(db, {
        operator,
        siteCode,
        action: 'operator.totp.enroll',
        target: operator.username,
        before: null,
        after: { totp: 'enrolling' },
      });
      return { secret, uri: totpOf(operator.username, secret).toString() };
    },

    /** Confirms enrolment with a current code: from now on logins ask for one. */
    async verifyTotp(operator: Operator, siteCode: string, code: string): Promise<{ enabled: true }> {
      const row = await repository.findById(db, operator.id);
      const step = row ? totpStep(row, code) : undefined;
      if (!row || step === undefined || !(await repository.acceptTotpStep(db, row.id, step, now()))) {
        throw new AppError('OPERATOR_OTP_WRONG');
      }
      await audit.record(db, {
        operator,
        siteCode,
        action: 'operator.totp.enable',
        target: operator.username,
        before: { totp: 'enrolling' },
        after: { totp: 'enabled' },
      });
      return { enabled: true };
    },

    /** The audit log's older call shape, for the modules not yet on the `record` port. */
    audit: audit.audit,
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;

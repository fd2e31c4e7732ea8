import type { SiteCode } from '@houseline/shared/brands/types';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuthEventsRepository } from './auth-events.repository.ts';
import type { AuthLimitsRepository, LimitKey } from './auth-limits.repository.ts';

/** Brute-force policy of one kind of attempt (limits in one place, CONVENTIONS.md). */
export interface AttemptPolicy {
  windowMs: number;
  /** Failures against one subject after which a graphic captcha is required (0 = never). */
  captchaAfter: number;
  /** Failures against one subject after which it is locked for the rest of the window. */
  lockAfter: number;
  /** Failures from one IP (any subject) after which the IP is refused for the window. */
  ipLimit: number;
}

export const ATTEMPT_POLICIES = {
  login: { windowMs: 15 * 60_000, captchaAfter: 3, lockAfter: 5, ipLimit: 30 },
  withdrawPassword: { windowMs: 15 * 60_000, captchaAfter: 0, lockAfter: 5, ipLimit: 30 },
  password: { windowMs: 15 * 60_000, captchaAfter: 0, lockAfter: 5, ipLimit: 30 },
  code: { windowMs: 15 * 60_000, captchaAfter: 0, lockAfter: 10, ipLimit: 50 },
  operatorLogin: { windowMs: 15 * 60_000, captchaAfter: 0, lockAfter: 5, ipLimit: 30 },
} as const satisfies Record<string, AttemptPolicy>;

export type AttemptKind = keyof typeof ATTEMPT_POLICIES;

/** The scope of counters that span sites (an address; operators, who are not a site's). */
export const ANY_SITE = '*';

/** Counters untouched this long are deleted by the auth.prune-limits job (windows are ≤ 1 h). */
export const AUTH_LIMIT_RETENTION_MS = 24 * 60 * 60_000;

export interface AttemptContext {
  siteCode: SiteCode;
  ip: string;
  deviceNo: string;
}

export interface AttemptGuardDeps {
  db: Db;
  repository: AuthEventsRepository;
  limits: AuthLimitsRepository;
  now?: () => Date;
}

/** What a claimed attempt is limited by: the counter key, and the subject the audit row names. */
export interface AttemptSubject {
  /** The counter: one per account whatever spelling reached it (`m:<id>`), else the normalised input. */
  key: string;
  /** What the audit row shows (a lower-cased name, a normalised phone or e-mail). Defaults to `key`. */
  audit?: string;
  /** '*' for subjects that are not a site's (operators); the request's site otherwise. */
  scope?: string;
}

export interface ClaimedAttempt {
  /** The subject failed often enough in this window that a graphic captcha is required. */
  captchaRequired: boolean;
  /** The check passed: the subject's count is cleared and the attempt is logged. */
  succeed(memberId?: bigint, reason?: string): Promise<void>;
  /** The check failed: the claim stays counted and the attempt is logged. */
  fail(reason: string, memberId?: bigint): Promise<void>;
  /** The attempt never reached the check (a missing captcha, an unreadable password): give it back. */
  release(): Promise<void>;
}

function lockedError(kind: AttemptKind, minutes: number): AppError {
  const code =
    kind === 'withdrawPassword'
      ? 'WPASSWORD_LOCKED'
      : kind === 'operatorLogin'
        ? 'OPERATOR_LOCKED'
        : 'ACCOUNT_LOCKED';
  return new AppError(code, { params: { minutes } });
}

/**
 * Claims an authentication attempt before the slow check it guards (argon2, a code comparison):
 * one conditional upsert per subject and per address, so however many requests arrive together,
 * at most the limit of them get a real check (DESIGN.md §9, decision 0012). Every attempt is also
 * one row of `auth_events` (the audit trail, with no secret in it).
 */
export function createAttemptGuard({ db, repository, limits, now = () => new Date() }: AttemptGuardDeps) {
  async function record(
    kind: AttemptKind | 'register',
    subject: string,
    ctx: AttemptContext,
    outcome: { success: boolean; reason?: string; memberId?: bigint | undefined },
  ): Promise<void> {
    await repository.insert(db, {
      siteCode: ctx.siteCode,
      kind,
      subject: subject.slice(0, 200),
      memberId: outcome.memberId ?? null,
      success: outcome.success,
      reason: outcome.reason ?? '',
      ip: ctx.ip.slice(0, 64),
      deviceNo: ctx.deviceNo.slice(0, 128),
      createdAt: now(),
    });
  }

  return {
    /**
     * Claims one attempt against `subject` and the request's address. Throws RATE_LIMITED when the
     * address is over its limit and ACCOUNT_LOCKED / WPASSWORD_LOCKED / OPERATOR_LOCKED when the
     * subject is; the caller then runs its check and reports the outcome on the returned attempt.
     */
    async claim(kind: AttemptKind, subject: AttemptSubject, ctx: AttemptContext): Promise<ClaimedAttempt> {
      const policy: AttemptPolicy = ATTEMPT_POLICIES[kind];
      const at = now();
      const ipKey: LimitKey = { scope: ANY_SITE, kind, subject: `ip:${ctx.ip}` };
      const subjectKey: LimitKey = { scope: subject.scope ?? ctx.siteCode, kind, subject: subject.key };
      // The subject first: a locked subject answers without touching the address's count, so a
      // burst against one account cannot use up its own address's allowance.
      const own = await limits.claim(db, subjectKey, policy.lockAfter, policy.windowMs, at);
      if (!own.claimed) {
        const unlockAt = own.windowStartedAt.getTime() + policy.windowMs;
        throw lockedError(kind, Math.max(1, Math.ceil((unlockAt - at.getTime()) / 60_000)));
      }
      const ip = await limits.claim(db, ipKey, policy.ipLimit, policy.windowMs, at);
      if (!ip.claimed) {
        await limits.release(db, subjectKey);
        throw new AppError('RATE_LIMITED');
      }
      const audit = subject.audit ?? subject.key;
      let settled = false;
      const settle = () => {
        if (settled) throw new Error('an attempt is settled once');
        settled = true;
      };
      return {
        captchaRequired: policy.captchaAfter > 0 && own.count - 1 >= policy.captchaAfter,
        async succeed(memberId, reason) {
          settle();
          await limits.reset(db, subjectKey, now());
          await limits.release(db, ipKey);
          await record(kind, audit, ctx, { success: true, memberId, reason: reason ?? '' });
        },
        async fail(reason, memberId) {
          settle();
          await record(kind, audit, ctx, { success: false, reason, memberId });
        },
        async release() {
          settle();
          await limits.release(db, subjectKey);
          await limits.release(db, ipKey);
        },
      };
    },

    /** Runs `check` under a claimed attempt: success clears the count, a thrown error counts. */
    async guarded<T>(
      kind: AttemptKind,
      subject: AttemptSubject,
      ctx: AttemptContext,
      check: () => Promise<T>,
      outcome: { reason?: string; memberId?: bigint } = {},
    ): Promise<T> {
      const attempt = await this.claim(kind, subject, ctx);
      let result: T;
      try {
        result = await check();
      } catch (error) {
        await attempt.fail(outcome.reason ?? '', outcome.memberId);
        throw error;
      }
      await attempt.succeed(outcome.memberId, outcome.reason);
      return result;
    },

    /**
     * Takes one unit of a plain quota (registrations per address and hour): RATE_LIMITED when it
     * is used up. The returned handle gives the unit back when the action did not happen.
     */
    async takeQuota(key: LimitKey, limit: number, windowMs: number): Promise<{ release(): Promise<void> }> {
      const claim = await limits.claim(db, key, limit, windowMs, now());
      if (!claim.claimed) throw new AppError('RATE_LIMITED');
      return { release: () => limits.release(db, key) };
    },

    /** Logs an event that is not a limited attempt (a registration's first login). */
    record,

    /**
     * Housekeeping: drops counters untouched for AUTH_LIMIT_RETENTION_MS. Every window is at most
     * an hour, so a counter that old has expired and the next claim would start it afresh anyway.
     */
    async pruneCounters(): Promise<void> {
      await limits.pruneBefore(db, new Date(now().getTime() - AUTH_LIMIT_RETENTION_MS));
    },
  };
}

export type AttemptGuard = ReturnType<typeof createAttemptGuard>;

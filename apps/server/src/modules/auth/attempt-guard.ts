import type { SiteCode } from '@houseline/shared/brands/types';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuthEventsRepository } from './auth-events.repository.ts';

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
} as const satisfies Record<string, AttemptPolicy>;

export type AttemptKind = keyof typeof ATTEMPT_POLICIES;

export interface AttemptContext {
  siteCode: SiteCode;
  ip: string;
  deviceNo: string;
}

export interface AttemptGuardDeps {
  db: Db;
  repository: AuthEventsRepository;
  now?: () => Date;
}

/**
 * Counts authentication attempts (which are also the audit log: every attempt is one row, with
 * no secret in it) and turns the counts into captcha requirements, temporary locks and IP limits.
 */
export function createAttemptGuard({ db, repository, now = () => new Date() }: AttemptGuardDeps) {
  return {
    /**
     * Throws ACCOUNT_LOCKED / WPASSWORD_LOCKED / RATE_LIMITED when the subject or IP is over its
     * limit; otherwise says whether a captcha is needed.
     */
    async check(
      kind: AttemptKind,
      subject: string,
      ctx: AttemptContext,
    ): Promise<{ captchaRequired: boolean }> {
      const policy: AttemptPolicy = ATTEMPT_POLICIES[kind];
      const at = now();
      const since = new Date(at.getTime() - policy.windowMs);
      const [failures, ipFailures] = await Promise.all([
        repository.failuresSince(db, ctx.siteCode, kind, subject, since),
        repository.ipFailuresSince(db, kind, ctx.ip, since),
      ]);
      if (ipFailures >= policy.ipLimit) throw new AppError('RATE_LIMITED');
      if (failures >= policy.lockAfter) {
        const oldest = await repository.oldestFailureSince(db, ctx.siteCode, kind, subject, since);
        const unlockAt = (oldest?.getTime() ?? at.getTime()) + policy.windowMs;
        const minutes = Math.max(1, Math.ceil((unlockAt - at.getTime()) / 60_000));
        throw new AppError(kind === 'withdrawPassword' ? 'WPASSWORD_LOCKED' : 'ACCOUNT_LOCKED', {
          params: { minutes },
        });
      }
      return { captchaRequired: policy.captchaAfter > 0 && failures >= policy.captchaAfter };
    },

    async record(
      kind: AttemptKind,
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
    },
  };
}

export type AttemptGuard = ReturnType<typeof createAttemptGuard>;

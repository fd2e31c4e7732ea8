import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Channel, CodePurpose } from '@houseline/shared/api/contract/account';
import type { SiteCode } from '@houseline/shared/brands/types';
import { normalizePhone } from '@houseline/shared/validation/identity';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { CodeDelivery } from '../../platform/messaging/delivery.ts';
import { ANY_SITE } from './attempt-guard.service.ts';
import type { AuthLimitsRepository, LimitKey } from './auth-limits.repository.ts';
import type { CodeRepository } from './code.repository.ts';

export const CODE_POLICY = {
  ttlMs: 10 * 60_000,
  resendAfterMs: 60_000,
  maxPerRecipientPerHour: 10,
  maxPerIpPerHour: 30,
  maxCheckAttempts: 5,
} as const;

const HOUR_MS = 60 * 60_000;

/**
 * The one spelling of a code's recipient: `+<area><national>` for phones (every typed spelling of
 * the number gives the same string), lower case for e-mail. Codes, send limits and attempt
 * counters are all keyed by it.
 */
export function normalizeRecipient(
  channel: Channel,
  value: { areaCode?: string | undefined; phone?: string | undefined; email?: string | undefined },
): string {
  if (channel === 'email') return (value.email ?? '').trim().toLowerCase();
  const areaCode = value.areaCode ?? '';
  return `${areaCode}${normalizePhone(areaCode, value.phone ?? '')}`;
}

/** A member's bound contacts, as far as codes are concerned (a structural view of a member row). */
export interface BoundContacts {
  phoneArea: string;
  phone: string;
  email: string;
}

/** The bound contact of a channel, normalised, or undefined when none is bound. */
export function boundRecipient(member: BoundContacts, channel: Channel): string | undefined {
  if (channel === 'phone')
    return member.phone
      ? normalizeRecipient('phone', { areaCode: member.phoneArea, phone: member.phone })
      : undefined;
  return member.email ? member.email.toLowerCase() : undefined;
}

function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  const candidate = Buffer.from(hashCode(code, salt ?? ''));
  const expected = Buffer.from(stored);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

export interface CodeServiceDeps {
  db: Db;
  repository: CodeRepository;
  limits: AuthLimitsRepository;
  delivery: CodeDelivery;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

export interface SendCodeInput {
  siteCode: SiteCode;
  brandName: string;
  channel: Channel;
  /** Normalised (normalizeRecipient): +8613800138000 or a lower-case e-mail. */
  recipient: string;
  purpose: CodePurpose;
  ip: string;
  /** The signed-in member asking (their own once-a-minute limit per recipient), if any. */
  requesterId?: bigint | undefined;
  /**
   * Runs after the send limits are claimed and before anything is stored or sent (the captcha,
   * whether the recipient may get this code). `silent` answers exactly as a send does but
   * delivers nothing, so the answer does not tell whether an account exists. A throw gives the
   * claimed limits back.
   */
  gate?: () => Promise<'send' | 'silent'>;
}

/**
 * Six-digit codes by SMS or e-mail: single use, bound to purpose and recipient, valid 10 minutes,
 * at most one a minute and ten an hour per recipient, thirty an hour per IP, five guesses each.
 * The send limits and the guesses are claimed atomically before anything else happens.
 */
export function createCodeService({
  db,
  repository,
  limits,
  delivery,
  log,
  now = () => new Date(),
}: CodeServiceDeps) {
  /** Claims every send limit in turn; the first refused one answers, and the taken ones go back. */
  async function claimSend(input: SendCodeInput, at: Date): Promise<LimitKey[]> {
    const resend: LimitKey = {
      scope: input.siteCode,
      kind: 'codeResend',
      subject: `${input.purpose}:${input.requesterId ?? ''}:${input.recipient}`,
    };
    const checks: { key: LimitKey; limit: number; windowMs: number }[] = [
      { key: resend, limit: 1, windowMs: CODE_POLICY.resendAfterMs },
      {
        key: { scope: input.siteCode, kind: 'codeHour', subject: input.recipient },
        limit: CODE_POLICY.maxPerRecipientPerHour,
        windowMs: HOUR_MS,
      },
      {
        key: { scope: ANY_SITE, kind: 'codeIp', subject: input.ip },
        limit: CODE_POLICY.maxPerIpPerHour,
        windowMs: HOUR_MS,
      },
    ];
    const taken: LimitKey[] = [];
    for (const { key, limit, windowMs } of checks) {
      const claim = await limits.claim(db, key, limit, windowMs, at);
      if (claim.claimed) {
        taken.push(key);
        continue;
      }
      await releaseAll(taken);
      if (key === resend) {
        const waitMs = claim.windowStartedAt.getTime() + CODE_POLICY.resendAfterMs - at.getTime();
        throw new AppError('CODE_TOO_SOON', { params: { seconds: Math.max(1, Math.ceil(waitMs / 1000)) } });
      }
      throw new AppError('RATE_LIMITED');
    }
    return taken;
  }

  async function releaseAll(keys: LimitKey[]): Promise<void> {
    for (const key of keys) await limits.release(db, key);
  }

  return {
    async send(input: SendCodeInput): Promise<{ resendAfterSec: number; expiresInSec: number }> {
      const at = now();
      const taken = await claimSend(input, at);
      let decision: 'send' | 'silent';
      try {
        decision = input.gate ? await input.gate() : 'send';
      } catch (error) {
        await releaseAll(taken);
        throw error;
      }
      const answer = {
        resendAfterSec: CODE_POLICY.resendAfterMs / 1000,
        expiresInSec: CODE_POLICY.ttlMs / 1000,
      };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const row = await repository.insert(db, {
        siteCode: input.siteCode,
        channel: input.channel,
        recipient: input.recipient,
        purpose: input.purpose,
        codeHash: hashCode(code, randomBytes(8).toString('hex')),
        expiresAt: new Date(at.getTime() + CODE_POLICY.ttlMs),
        // A silent send stores a spent code: nothing to guess, and the limits counted as for a real one.
        consumedAt: decision === 'silent' ? at : null,
        ip: input.ip.slice(0, 64),
        createdAt: at,
      });
      if (decision === 'silent') return answer;
      try {
        await delivery.send({
          siteCode: input.siteCode,
          channel: input.channel,
          recipient: input.recipient,
          code,
          purpose: input.purpose,
          brandName: input.brandName,
        });
      } catch (error) {
        // An undelivered code must not count against the member or linger as valid.
        await repository.consume(db, row.id, at);
        await releaseAll(taken);
        log?.warn({ err: error, delivery: delivery.name, channel: input.channel }, 'code delivery failed');
        throw new AppError('CODE_SEND_FAILED');
      }
      return answer;
    },

    /**
     * Consumes the recipient's latest code for the purpose, or throws CODE_WRONG (wrong, expired,
     * used, or guessed too often — the member is not told which). The guess is counted before
     * the comparison, in the statement that checks the limit.
     */
    async verify(siteCode: SiteCode, recipient: string, purpose: CodePurpose, code: string): Promise<void> {
      const at = now();
      const row = await repository.latest(db, siteCode, recipient, purpose);
      if (!row) throw new AppError('CODE_WRONG');
      const stored = await repository.claimGuess(db, row.id, at, CODE_POLICY.maxCheckAttempts);
      if (!stored || !codeMatches(code, stored)) throw new AppError('CODE_WRONG');
      if (!(await repository.consume(db, row.id, at))) throw new AppError('CODE_WRONG');
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;

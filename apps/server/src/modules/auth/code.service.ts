import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Channel, CodePurpose } from '@houseline/shared/api/contract/account';
import type { SiteCode } from '@houseline/shared/brands/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { CodeDelivery } from '../../platform/messaging/delivery.ts';
import type { CodeRepository } from './code.repository.ts';

export const CODE_POLICY = {
  ttlMs: 10 * 60_000,
  resendAfterMs: 60_000,
  maxPerRecipientPerHour: 10,
  maxPerIpPerHour: 30,
  maxCheckAttempts: 5,
} as const;

const HOUR_MS = 60 * 60_000;

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
  delivery: CodeDelivery;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

export interface SendCodeInput {
  siteCode: SiteCode;
  brandName: string;
  channel: Channel;
  /** Normalised: +8613800138000 or a lower-case e-mail. */
  recipient: string;
  purpose: CodePurpose;
  ip: string;
}

/**
 * Six-digit codes by SMS or e-mail: single use, bound to purpose and recipient, valid 10 minutes,
 * at most one a minute and ten an hour per recipient, thirty an hour per IP, five guesses each.
 */
export function createCodeService({
  db,
  repository,
  delivery,
  log,
  now = () => new Date(),
}: CodeServiceDeps) {
  return {
    async send(input: SendCodeInput): Promise<{ resendAfterSec: number; expiresInSec: number }> {
      const at = now();
      const last = await repository.latest(db, input.siteCode, input.recipient, input.purpose);
      if (last) {
        const waitMs = last.createdAt.getTime() + CODE_POLICY.resendAfterMs - at.getTime();
        if (waitMs > 0)
          throw new AppError('CODE_TOO_SOON', { params: { seconds: Math.ceil(waitMs / 1000) } });
      }
      const hourAgo = new Date(at.getTime() - HOUR_MS);
      const [toRecipient, fromIp] = await Promise.all([
        repository.sentToRecipientSince(db, input.siteCode, input.recipient, hourAgo),
        repository.sentFromIpSince(db, input.ip, hourAgo),
      ]);
      if (toRecipient >= CODE_POLICY.maxPerRecipientPerHour || fromIp >= CODE_POLICY.maxPerIpPerHour) {
        throw new AppError('RATE_LIMITED');
      }

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const row = await repository.insert(db, {
        siteCode: input.siteCode,
        channel: input.channel,
        recipient: input.recipient,
        purpose: input.purpose,
        codeHash: hashCode(code, randomBytes(8).toString('hex')),
        expiresAt: new Date(at.getTime() + CODE_POLICY.ttlMs),
        ip: input.ip.slice(0, 64),
        createdAt: at,
      });
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
        log?.warn({ err: error, delivery: delivery.name, channel: input.channel }, 'code delivery failed');
        throw new AppError('CODE_SEND_FAILED');
      }
      return { resendAfterSec: CODE_POLICY.resendAfterMs / 1000, expiresInSec: CODE_POLICY.ttlMs / 1000 };
    },

    /**
     * Consumes the recipient's latest code for the purpose, or throws CODE_WRONG (wrong, expired,
     * used, or guessed too often — the member is not told which).
     */
    async verify(siteCode: SiteCode, recipient: string, purpose: CodePurpose, code: string): Promise<void> {
      const at = now();
      const row = await repository.latest(db, siteCode, recipient, purpose);
      if (!row || row.consumedAt || row.expiresAt <= at || row.attempts >= CODE_POLICY.maxCheckAttempts) {
        throw new AppError('CODE_WRONG');
      }
      if (!codeMatches(code, row.codeHash)) {
        await repository.addAttempt(db, row.id);
        throw new AppError('CODE_WRONG');
      }
      if (!(await repository.consume(db, row.id, at))) throw new AppError('CODE_WRONG');
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;

/** The one spelling of a recipient: +<area><phone> for phones, lower case for e-mail. */
export function normalizeRecipient(
  channel: Channel,
  value: { areaCode?: string; phone?: string; email?: string },
): string {
  return channel === 'phone'
    ? `${value.areaCode ?? ''}${value.phone ?? ''}`
    : (value.email ?? '').toLowerCase();
}

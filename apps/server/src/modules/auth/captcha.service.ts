import { createHash } from 'node:crypto';
import type { CaptchaPurpose } from '@houseline/shared/api/contract/account';
import type { SiteCode } from '@houseline/shared/brands/types';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { CaptchaRepository } from './captcha.repository.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;
const CAPTCHA_LENGTH = 4;
const SANDBOX_MAX_DEVICES = 10_000;
/** Look-alike characters are left out so a member can read every captcha. */
const IGNORE_CHARS = '0oO1iIlLqg9';
const DEVICE_NO = /^[A-Za-z0-9_.-]{4,128}$/;

function hashAnswer(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

export function assertDeviceNo(deviceNo: string | undefined): string {
  if (!deviceNo || !DEVICE_NO.test(deviceNo)) throw new AppError('BAD_REQUEST', { detail: 'device_no' });
  return deviceNo;
}

export interface CaptchaServiceDeps {
  db: Db;
  repository: CaptchaRepository;
  sandbox: boolean;
  now?: () => Date;
}

/**
 * Graphic captchas (svg-captcha: an SVG image with noise), bound to the device (`device_no`) and
 * a purpose. Only the device's latest captcha for a purpose counts; it expires after 5 minutes and
 * is single use — a wrong answer burns it too, so each guess costs a fresh image.
 */
export function createCaptchaService({
  db,
  repository,
  sandbox,
  now = () => new Date(),
}: CaptchaServiceDeps) {
  const sandboxAnswers = new Map<string, { answer: string; purpose: string }>();

  return {
    async issue(
      siteCode: SiteCode,
      deviceNo: string,
      purpose: CaptchaPurpose,
      theme: { background: string },
    ) {
      const captcha = svgCaptcha.create({
        size: CAPTCHA_LENGTH,
        noise: 3,
        color: true,
        ignoreChars: IGNORE_CHARS,
        background: theme.background,
        width: 120,
        height: 44,
        fontSize: 46,
      });
      const at = now();
      await repository.insert(db, {
        siteCode,
        deviceNo,
        purpose,
        answerHash: hashAnswer(captcha.text),
        expiresAt: new Date(at.getTime() + CAPTCHA_TTL_MS),
        createdAt: at,
      });
      if (sandbox) {
        if (sandboxAnswers.size >= SANDBOX_MAX_DEVICES)
          sandboxAnswers.delete(sandboxAnswers.keys().next().value!);
        sandboxAnswers.set(`${siteCode}:${deviceNo}`, { answer: captcha.text, purpose });
      }
      return captcha.data;
    },

    /** Throws CAPTCHA_WRONG unless the answer matches the device's live captcha for the purpose. */
    async verify(siteCode: SiteCode, deviceNo: string, purpose: CaptchaPurpose, answer: string | undefined) {
      const at = now();
      const row = await repository.latest(db, siteCode, deviceNo, purpose);
      if (!row || row.consumedAt || row.expiresAt <= at || !answer) throw new AppError('CAPTCHA_WRONG');
      const consumed = await repository.consume(db, row.id, at);
      if (!consumed || row.answerHash !== hashAnswer(answer)) throw new AppError('CAPTCHA_WRONG');
    },

    /** Sandbox only: the answer of the last captcha issued to a device. */
    sandboxAnswer(siteCode: SiteCode, deviceNo: string) {
      return sandbox ? sandboxAnswers.get(`${siteCode}:${deviceNo}`) : undefined;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

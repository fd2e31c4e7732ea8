import { captchaQuerySchema } from '@houseline/shared/api/contract/account';
import { endpoints } from '@houseline/shared/api/endpoints';
import { getBrand } from '@houseline/shared/brands/registry';
import { maskEmail, maskPhone } from '@houseline/shared/validation/mask';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError, SchemaValidationError } from '../../platform/http/errors.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import type { SandboxDelivery } from '../../platform/messaging/delivery.ts';
import type { MemberRepository } from '../member/member.repository.ts';
import { boundRecipient } from '../member/profile.service.ts';
import { assertDeviceNo, type CaptchaService } from './captcha.service.ts';
import { type CodeService, normalizeRecipient } from './code.service.ts';
import { BANKS, PHONE_AREAS } from './reference-data.ts';

export interface AuthRoutesDeps {
  db: Db;
  captcha: CaptchaService;
  codes: CodeService;
  members: MemberRepository;
  sandboxDelivery: SandboxDelivery | undefined;
}

/** The phone number without its area code, or the e-mail, masked for "code sent to …". */
function maskedRecipient(channel: 'phone' | 'email', recipient: string, areaCode = ''): string {
  return channel === 'phone' ? maskPhone(recipient.slice(areaCode.length)) : maskEmail(recipient);
}

/** Captchas, codes and the reference lists the account forms need; the sandbox helpers. */
export function registerAuthRoutes(
  app: FastifyInstance,
  endpoint: EndpointRegistrar,
  deps: AuthRoutesDeps,
): void {
  const { db, captcha, codes, members } = deps;

  // The captcha is an image, not the envelope (the client reads it as a blob).
  app.get(endpoints.captcha.path, { config: { endpoint: 'captcha' } }, async (request, reply) => {
    const parsed = captchaQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) throw new SchemaValidationError(parsed.error.issues, 'querystring');
    const deviceNo = assertDeviceNo(requestMeta(request).deviceNo);
    const theme = getBrand(request.siteCode).theme;
    const svg = await captcha.issue(request.siteCode, deviceNo, parsed.data.purpose, {
      background: theme.surface,
    });
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
  });

  endpoint('phoneArea', async () => PHONE_AREAS.map((a) => ({ ...a })));
  endpoint('bankList', async () => BANKS.map((b) => ({ ...b })));

  endpoint('sendCode', async (request, input) => {
    const meta = requestMeta(request);
    let recipient: string;
    let areaCode = input.areaCode ?? '';
    if (input.purpose === 'verifyBound' || input.purpose === 'withdrawPassword') {
      if (!request.session) throw new AppError('SESSION_INVALID');
      const member = await members.findById(db, meta.siteCode, request.session.memberId);
      if (!member) throw new AppError('SESSION_INVALID');
      const bound = boundRecipient(member, input.channel);
      if (!bound) throw new AppError('NOT_BOUND');
      recipient = bound;
      areaCode = input.channel === 'phone' ? member.phoneArea : '';
    } else {
      recipient = normalizeRecipient(input.channel, input);
      const holder =
        input.channel === 'phone'
          ? await members.findByPhone(db, meta.siteCode, input.phone ?? '', input.areaCode)
          : await members.findByEmail(db, meta.siteCode, input.email ?? '');
      if (input.purpose === 'register' && holder) {
        throw new AppError(input.channel === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
      }
      if (input.purpose === 'bind') {
        if (!request.session) throw new AppError('SESSION_INVALID');
        if (holder && holder.id !== request.session.memberId) {
          throw new AppError(input.channel === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
        }
      }
      // Recovery codes go only to contacts some member has bound, but the answer is the same
      // either way, so the endpoint does not tell which numbers are members'.
      if (input.purpose === 'forget' && !holder) {
        return {
          resendAfterSec: 60,
          expiresInSec: 600,
          sentTo: maskedRecipient(input.channel, recipient, areaCode),
        };
      }
    }
    const sentTo = maskedRecipient(input.channel, recipient, areaCode);
    const sent = await codes.send({
      siteCode: meta.siteCode,
      brandName: getBrand(meta.siteCode).siteName,
      channel: input.channel,
      recipient,
      purpose: input.purpose,
      ip: meta.ip,
    });
    return { ...sent, sentTo };
  });

  const sandboxDelivery = deps.sandboxDelivery;
  if (sandboxDelivery) {
    endpoint('sandboxLastCode', async (_request, query) => {
      const record = sandboxDelivery.lastFor(query.recipient.replace(/\s+/g, ''));
      if (!record) throw new AppError('NOT_FOUND');
      return { code: record.code, purpose: record.purpose, sentAt: record.sentAt.toISOString() };
    });
    endpoint('sandboxLastCaptcha', async (request, query) => {
      const answer = captcha.sandboxAnswer(request.siteCode, query.device_no);
      if (!answer) throw new AppError('NOT_FOUND');
      return answer;
    });
  }
}

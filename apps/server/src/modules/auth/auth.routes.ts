import { captchaQuerySchema } from '@houseline/shared/api/contract/account';
import { endpoints } from '@houseline/shared/api/endpoints';
import { getBrand } from '@houseline/shared/brands/registry';
import { BANKS, PHONE_AREAS } from '@houseline/shared/reference-data';
import { isValidPhone } from '@houseline/shared/validation/fields';
import { maskEmail, maskPhone } from '@houseline/shared/validation/mask';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import { AppError, SchemaValidationError } from '../../platform/http/errors.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import type { SandboxDelivery } from '../../platform/messaging/delivery.ts';
import { assertDeviceNo, type CaptchaService } from './captcha.service.ts';
import { type BoundContacts, boundRecipient, type CodeService, normalizeRecipient } from './code.service.ts';

/**
 * What the code endpoint needs to know about members: who holds a contact, and a member's bound
 * contacts. The member module's repository fits it; auth does not import the member module
 * (member builds on auth, not the other way round).
 */
export interface ContactDirectory {
  findById(db: DbOrTx, siteCode: string, id: bigint): Promise<(BoundContacts & { id: bigint }) | undefined>;
  findByPhone(
    db: DbOrTx,
    siteCode: string,
    phone: string,
    areaCode?: string,
  ): Promise<{ id: bigint } | undefined>;
  findByEmail(db: DbOrTx, siteCode: string, email: string): Promise<{ id: bigint } | undefined>;
}

export interface AuthRoutesDeps {
  db: Db;
  captcha: CaptchaService;
  codes: CodeService;
  members: ContactDirectory;
  sandboxDelivery: SandboxDelivery | undefined;
}

/** Codes a visitor without a session can ask for: these need a graphic captcha. */
const CAPTCHA_PURPOSES_OF_CODES = new Set(['register', 'forget']);

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
    const bound = input.purpose === 'verifyBound' || input.purpose === 'withdrawPassword';
    // Who is asking comes first (a session for the member's own codes), then the send limits,
    // then the captcha, and only then whether the contact belongs to anyone.
    if ((bound || input.purpose === 'bind') && !request.session) throw new AppError('SESSION_INVALID');
    let recipient: string;
    let areaCode = input.areaCode ?? '';
    let gate: (() => Promise<'send' | 'silent'>) | undefined;
    if (bound) {
      const member = await members.findById(db, meta.siteCode, request.session!.memberId);
      if (!member) throw new AppError('SESSION_INVALID');
      const contact = boundRecipient(member, input.channel);
      if (!contact) throw new AppError('NOT_BOUND');
      recipient = contact;
      areaCode = input.channel === 'phone' ? member.phoneArea : '';
    } else {
      recipient = normalizeRecipient(input.channel, input);
      if (input.channel === 'phone' && !isValidPhone(areaCode, recipient.slice(areaCode.length))) {
        throw new AppError('BAD_REQUEST', { detail: 'phone' });
      }
      gate = async () => {
        if (CAPTCHA_PURPOSES_OF_CODES.has(input.purpose)) {
          if (!input.captcha) throw new AppError('CAPTCHA_REQUIRED');
          await captcha.verify(meta.siteCode, assertDeviceNo(meta.deviceNo), 'sms', input.captcha);
        }
        const holder =
          input.channel === 'phone'
            ? await members.findByPhone(db, meta.siteCode, recipient.slice(areaCode.length), areaCode)
            : await members.findByEmail(db, meta.siteCode, recipient);
        if (input.purpose === 'bind' && holder && holder.id !== request.session!.memberId) {
          throw new AppError(input.channel === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
        }
        // Registration codes go only to free contacts, recovery codes only to bound ones; the
        // answer is the same either way, so neither endpoint tells which contacts are members'.
        if (input.purpose === 'register' && holder) return 'silent';
        if (input.purpose === 'forget' && !holder) return 'silent';
        return 'send';
      };
    }
    const sent = await codes.send({
      siteCode: meta.siteCode,
      brandName: getBrand(meta.siteCode).siteName,
      channel: input.channel,
      recipient,
      purpose: input.purpose,
      ip: meta.ip,
      requesterId: request.session?.memberId,
      ...(gate ? { gate } : {}),
    });
    return { ...sent, sentTo: maskedRecipient(input.channel, recipient, areaCode) };
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

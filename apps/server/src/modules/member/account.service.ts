import { randomBytes } from 'node:crypto';
import type {
  AuthResponse,
  ForgetPasswordInput,
  RegisterInput,
} from '@houseline/shared/api/contract/account';
import { getBrand } from '@houseline/shared/brands/registry';
import type { SiteCode } from '@houseline/shared/brands/types';
import { PHONE_AREAS } from '@houseline/shared/reference-data';
import { isValidPhone } from '@houseline/shared/validation/fields';
import {
  type LoginAccount,
  normalizeLoginAccount,
  normalizePhone,
} from '@houseline/shared/validation/identity';
import type { SessionService } from '../../platform/auth/session.service.ts';
import { hashPassword, verifyPassword } from '../../platform/crypto/password-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { ANY_SITE, type AttemptContext, type AttemptGuard } from '../auth/attempt-guard.service.ts';
import type { CaptchaService } from '../auth/captcha.service.ts';
import { type CodeService, normalizeRecipient } from '../auth/code.service.ts';
import type { MemberRepository, MemberRow } from './member.repository.ts';
import { toMemberInfo } from './member.service.ts';
import type { PasswordReader } from './passwords.ts';

const AREA_CODES: readonly string[] = PHONE_AREAS.map((a) => a.code);

/** Registrations one IP may make per hour (a brake on mass sign-ups). */
const REGISTRATIONS_PER_IP_PER_HOUR = 10;
const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** An argon2id hash of a random string: login spends the same time whether the account exists or not. */
const DUMMY_HASH_SEED = randomBytes(16).toString('hex');

/** What the member module needs of the messages module: send one personal message. */
export interface MemberMessages {
  send(message: {
    siteCode: string;
    memberId: bigint;
    kind: string;
    title: string;
    body: string;
    createdAt?: Date;
  }): Promise<void>;
}

export interface RequestMeta extends AttemptContext {
  deviceNo: string;
}

export interface AccountServiceDeps {
  db: Db;
  members: MemberRepository;
  sessions: SessionService;
  captcha: CaptchaService;
  codes: CodeService;
  guard: AttemptGuard;
  passwords: PasswordReader;
  /** The messages module's personal messages (the welcome message on registration). */
  messages: MemberMessages;
  now?: () => Date;
}

function newInviteCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => INVITE_CODE_ALPHABET[b % INVITE_CODE_ALPHABET.length]).join('');
}

function isUniqueViolation(error: unknown, index?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  const constraint = e.constraint ?? e.cause?.constraint ?? String((error as Error).message ?? '');
  return code === '23505' && (index === undefined || constraint.includes(index));
}

/** Register, log in, log out and recover: everything that creates or ends a session. */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, members, sessions, captcha, codes, guard, passwords, now = () => new Date() } = deps;
  let dummyHash: Promise<string> | undefined;

  async function startSession(member: MemberRow, meta: RequestMeta): Promise<AuthResponse> {
    const token = await sessions.create({
      memberId: member.id,
      siteCode: meta.siteCode,
      deviceNo: meta.deviceNo,
      ip: meta.ip,
    });
    const at = now();
    await members.update(db, meta.siteCode, member.id, { lastLoginAt: at });
    return { token, member: toMemberInfo({ ...member, lastLoginAt: at }) };
  }

  async function findForLogin(siteCode: SiteCode, account: LoginAccount): Promise<MemberRow | undefined> {
    switch (account.kind) {
      case 'email':
        return members.findByEmail(db, siteCode, account.email);
      case 'phone':
        return members.findByPhone(db, siteCode, account.phone, account.areaCode);
      default:
        return members.findByUsername(db, siteCode, account.username);
    }
  }

  /** What the audit row names: the normalised spelling, without the key's class prefix. */
  const auditName = (account: LoginAccount) => account.key.slice(2);

  async function registerMember(input: RegisterInput, meta: RequestMeta): Promise<AuthResponse> {
    await captcha.verify(meta.siteCode, meta.deviceNo, 'register', input.captcha);
    const password = passwords.newLoginPassword(input.password, input.confirmPassword);

    if (await members.findByUsername(db, meta.siteCode, input.username)) throw new AppError('USERNAME_TAKEN');
    const phone =
      input.phone && input.areaCode
        ? { areaCode: input.areaCode, phone: normalizePhone(input.areaCode, input.phone) }
        : undefined;
    if (input.phone && !input.areaCode) throw new AppError('BAD_REQUEST', { detail: 'areaCode' });
    if (phone) {
      if (!isValidPhone(phone.areaCode, phone.phone)) throw new AppError('BAD_REQUEST', { detail: 'phone' });
      if (await members.findByPhone(db, meta.siteCode, phone.phone, phone.areaCode))
        throw new AppError('PHONE_TAKEN');
    }
    if (input.email && (await members.findByEmail(db, meta.siteCode, input.email)))
      throw new AppError('EMAIL_TAKEN');
    const parent = input.inviteCode
      ? await members.findByInviteCode(db, meta.siteCode, input.inviteCode)
      : undefined;
    if (input.inviteCode && !parent) throw new AppError('INVITE_CODE_UNKNOWN');

    // Codes are checked last: a mistake elsewhere must not burn the code the member just got.
    if (phone) {
      if (!input.phoneCode) throw new AppError('CODE_WRONG');
      await codes.verify(meta.siteCode, normalizeRecipient('phone', phone), 'register', input.phoneCode);
    }
    if (input.email) {
      if (!input.emailCode) throw new AppError('CODE_WRONG');
      await codes.verify(meta.siteCode, normalizeRecipient('email', input), 'register', input.emailCode);
    }

    const passwordHash = await hashPassword(password);
    let member: MemberRow | undefined;
    for (let attempt = 0; attempt < 5 && !member; attempt += 1) {
      try {
        member = await members.insert(db, {
          siteCode: meta.siteCode,
          username: input.username,
          passwordHash,
          phoneArea: phone?.areaCode ?? '',
          phone: phone?.phone ?? '',
          email: input.email?.toLowerCase() ?? '',
          parentId: parent?.id ?? null,
          inviteCode: newInviteCode(),
          passwordChangedAt: now(),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'invite_code')) continue;
        if (isUniqueViolation(error, 'username')) throw new AppError('USERNAME_TAKEN');
        if (isUniqueViolation(error, 'phone')) throw new AppError('PHONE_TAKEN');
        if (isUniqueViolation(error, 'email')) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
    }
    if (!member) throw new AppError('INTERNAL');
    const brandName = getBrand(meta.siteCode).siteName;
    await deps.messages.send({
      siteCode: meta.siteCode,
      memberId: member.id,
      kind: 'welcome',
      title: `欢迎加入${brandName}`,
      body: `${member.username}，您好！感谢注册${brandName}。为保障资金安全，请尽快绑定手机号并设置取款密码；如有疑问，可随时联系在线客服。理性娱乐，量力而行。`,
      createdAt: now(),
    });
    await guard.record('login', input.username.toLowerCase(), meta, { success: true, memberId: member.id });
    await guard.record('register', input.username.toLowerCase(), meta, {
      success: true,
      memberId: member.id,
    });
    return startSession(member, meta);
  }

  return {
    async register(input: RegisterInput, meta: RequestMeta): Promise<AuthResponse> {
      const quota = await guard.takeQuota(
        { scope: ANY_SITE, kind: 'register', subject: meta.ip },
        REGISTRATIONS_PER_IP_PER_HOUR,
        60 * 60_000,
      );
      try {
        return await registerMember(input, meta);
      } catch (error) {
        await quota.release();
        throw error;
      }
    },
    async login(
      input: { account: string; password: string; captcha?: string | undefined },
      meta: RequestMeta,
    ) {
      // Every spelling of the account reaches one counter: the member's own when the account
      // exists, else the normalised spelling (decision 0012).
      const account = normalizeLoginAccount(input.account, AREA_CODES);
      const member = await findForLogin(meta.siteCode, account);
      const attempt = await guard.claim(
        'login',
        { key: member ? `m:${member.id}` : account.key, audit: auditName(account) },
        meta,
      );
      if (attempt.captchaRequired) {
        if (!input.captcha) {
          await attempt.release();
          throw new AppError('CAPTCHA_REQUIRED');
        }
        try {
          await captcha.verify(meta.siteCode, meta.deviceNo, 'login', input.captcha);
        } catch (error) {
          await attempt.fail('captcha', member?.id);
          throw error;
        }
      }
      let password: string;
      try {
        password = passwords.decrypt(input.password);
      } catch (error) {
        await attempt.release();
        throw error;
      }
      dummyHash ??= hashPassword(DUMMY_HASH_SEED);
      const ok = await verifyPassword(member?.passwordHash ?? (await dummyHash), password);
      if (!member || !ok) {
        await attempt.fail(member ? 'password' : 'unknown-account', member?.id);
        throw new AppError('ACCOUNT_OR_PASSWORD');
      }
      if (member.status !== 'active') {
        await attempt.fail('disabled', member.id);
        throw new AppError('ACCOUNT_DISABLED');
      }
      await attempt.succeed(member.id);
      return startSession(member, meta);
    },

    async logout(sessionId: bigint, memberId: bigint, all: boolean): Promise<void> {
      await sessions.revoke(sessionId);
      if (all) await sessions.revokeAllForMember(memberId);
    },

    /** A new password by a code to the bound phone or e-mail; every session of the member ends. */
    async forgetPassword(input: ForgetPasswordInput, meta: RequestMeta): Promise<void> {
      const recipient = normalizeRecipient(input.channel, input);
      const password = passwords.newLoginPassword(input.password, input.confirmPassword);
      const areaCode = input.areaCode ?? '';
      const member =
        input.channel === 'phone'
          ? await members.findByPhone(db, meta.siteCode, recipient.slice(areaCode.length), areaCode)
          : await members.findByEmail(db, meta.siteCode, recipient);
      await guard.guarded(
        'code',
        { key: recipient },
        meta,
        () => codes.verify(meta.siteCode, recipient, 'forget', input.code),
        { reason: 'forget', ...(member ? { memberId: member.id } : {}) },
      );
      // Recovery codes go only to bound contacts, so a verified code has a member behind it.
      if (!member) throw new AppError('CODE_WRONG');
      await members.update(db, meta.siteCode, member.id, {
        passwordHash: await hashPassword(password),
        passwordChangedAt: now(),
      });
      await sessions.revokeAllForMember(member.id);
    },

    /** Changes the login password; this session ends, and with `endOthers` every other one too. */
    async updatePassword(
      input: {
        oldPassword: string;
        password: string;
        confirmPassword: string;
        endOthers?: boolean | undefined;
      },
      session: { sessionId: bigint; memberId: bigint },
      meta: RequestMeta,
    ): Promise<void> {
      const member = await members.findById(db, meta.siteCode, session.memberId);
      if (!member) throw new AppError('SESSION_INVALID');
      const attempt = await guard.claim('password', { key: member.id.toString() }, meta);
      let oldPassword: string;
      try {
        oldPassword = passwords.decrypt(input.oldPassword);
      } catch (error) {
        await attempt.release();
        throw error;
      }
      if (!(await verifyPassword(member.passwordHash, oldPassword))) {
        await attempt.fail('password', member.id);
        throw new AppError('OLD_PASSWORD_WRONG');
      }
      await attempt.succeed(member.id);
      const password = passwords.newLoginPassword(input.password, input.confirmPassword);
      if (password === oldPassword) throw new AppError('PASSWORD_SAME');
      await members.update(db, meta.siteCode, member.id, {
        passwordHash: await hashPassword(password),
        passwordChangedAt: now(),
      });
      await sessions.revoke(session.sessionId);
      if (input.endOthers !== false) await sessions.revokeAllForMember(member.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

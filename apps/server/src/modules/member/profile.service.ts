import type { Channel } from '@houseline/shared/api/contract/account';
import { getBrand } from '@houseline/shared/brands/registry';
import type { SiteCode } from '@houseline/shared/brands/types';
import { isValidPhone } from '@houseline/shared/validation/fields';
import { normalizePhone } from '@houseline/shared/validation/identity';
import { maskName } from '@houseline/shared/validation/mask';
import { hashPassword, verifyPassword } from '../../platform/crypto/password-hash.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AttemptGuard } from '../auth/attempt-guard.service.ts';
import { boundRecipient, type CodeService, normalizeRecipient } from '../auth/code.service.ts';
import type { RequestMeta } from './account.service.ts';
import type { MemberRepository, MemberRow } from './member.repository.ts';
import type { PasswordReader } from './passwords.ts';

export interface ProfileServiceDeps {
  db: Db;
  members: MemberRepository;
  codes: CodeService;
  guard: AttemptGuard;
  passwords: PasswordReader;
  now?: () => Date;
}

/** Personal info and the withdrawal password: what a signed-in member changes about themselves. */
export function createProfileService({
  db,
  members,
  codes,
  guard,
  passwords,
  now = () => new Date(),
}: ProfileServiceDeps) {
  async function load(siteCode: SiteCode, memberId: bigint): Promise<MemberRow> {
    const member = await members.findById(db, siteCode, memberId);
    if (!member) throw new AppError('SESSION_INVALID');
    return member;
  }

  /** A change of an already bound contact first proves the old one with a verifyBound code. */
  async function proveOldContact(
    member: MemberRow,
    channel: Channel,
    oldCode: string | undefined,
    meta: RequestMeta,
  ) {
    const old = boundRecipient(member, channel);
    if (!old) return;
    if (!oldCode) throw new AppError('OLD_CODE_REQUIRED');
    await checkCode(old, 'verifyBound', oldCode, meta, member.id);
  }

  async function checkCode(
    recipient: string,
    purpose: 'bind' | 'verifyBound' | 'withdrawPassword',
    code: string,
    meta: RequestMeta,
    memberId: bigint,
  ) {
    await guard.guarded(
      'code',
      { key: recipient },
      meta,
      () => codes.verify(meta.siteCode, recipient, purpose, code),
      {
        reason: purpose,
        memberId,
      },
    );
  }

  return {
    load,

    async setRealName(meta: RequestMeta, memberId: bigint, realName: string): Promise<{ realName: string }> {
      return db.transaction(async (tx) => {
        const member = await members.lockById(tx, meta.siteCode, memberId);
        if (!member) throw new AppError('SESSION_INVALID');
        if (member.realName !== '') throw new AppError('REAL_NAME_ALREADY_SET');
        await members.update(tx, meta.siteCode, memberId, { realName, realNameSetAt: now() });
        return { realName: maskName(realName) };
      });
    },

    async bindEmail(
      meta: RequestMeta,
      memberId: bigint,
      input: { email: string; code: string; oldCode?: string | undefined },
    ) {
      const member = await load(meta.siteCode, memberId);
      const email = input.email.toLowerCase();
      if (member.email.toLowerCase() === email) throw new AppError('ALREADY_BOUND_SAME');
      const holder = await members.findByEmail(db, meta.siteCode, email);
      if (holder && holder.id !== member.id) throw new AppError('EMAIL_TAKEN');
      await proveOldContact(member, 'email', input.oldCode, meta);
      await checkCode(email, 'bind', input.code, meta, member.id);
      await members.update(db, meta.siteCode, member.id, { email });
    },

    async bindPhone(
      meta: RequestMeta,
      memberId: bigint,
      typed: { areaCode: string; phone: string; code: string; oldCode?: string | undefined },
    ) {
      const input = { ...typed, phone: normalizePhone(typed.areaCode, typed.phone) };
      if (!isValidPhone(input.areaCode, input.phone)) throw new AppError('BAD_REQUEST', { detail: 'phone' });
      const member = await load(meta.siteCode, memberId);
      if (member.phone === input.phone && member.phoneArea === input.areaCode)
        throw new AppError('ALREADY_BOUND_SAME');
      const holder = await members.findByPhone(db, meta.siteCode, input.phone, input.areaCode);
      if (holder && holder.id !== member.id) throw new AppError('PHONE_TAKEN');
      await proveOldContact(member, 'phone', input.oldCode, meta);
      await checkCode(normalizeRecipient('phone', input), 'bind', input.code, meta, member.id);
      await members.update(db, meta.siteCode, member.id, { phoneArea: input.areaCode, phone: input.phone });
    },

    async withdrawPasswordConfig(siteCode: SiteCode, memberId: bigint): Promise<{ d: boolean; p: boolean }> {
      const member = await load(siteCode, memberId);
      return { d: getBrand(siteCode).common.withdrawPassword, p: member.withdrawPasswordHash !== null };
    },

    async setWithdrawPassword(
      meta: RequestMeta,
      memberId: bigint,
      input: { password: string; confirmPassword: string; oldPassword?: string | undefined },
    ): Promise<void> {
      const member = await load(meta.siteCode, memberId);
      if (member.withdrawPasswordHash) {
        if (!input.oldPassword) throw new AppError('WPASSWORD_ALREADY_SET');
        await this.verifyWithdrawPassword(meta, member, input.oldPassword);
      }
      const password = passwords.newWithdrawPassword(input.password, input.confirmPassword);
      await members.update(db, meta.siteCode, member.id, {
        withdrawPasswordHash: await hashPassword(password),
        withdrawPasswordSetAt: now(),
      });
    },

    async resetWithdrawPassword(
      meta: RequestMeta,
      memberId: bigint,
      input: { channel: Channel; code: string; password: string; confirmPassword: string },
    ): Promise<void> {
      const member = await load(meta.siteCode, memberId);
      const recipient = boundRecipient(member, input.channel);
      if (!recipient) throw new AppError('NOT_BOUND');
      const password = passwords.newWithdrawPassword(input.password, input.confirmPassword);
      await checkCode(recipient, 'withdrawPassword', input.code, meta, member.id);
      await members.update(db, meta.siteCode, member.id, {
        withdrawPasswordHash: await hashPassword(password),
        withdrawPasswordSetAt: now(),
      });
    },

    /**
     * Checks an encrypted withdrawal password of the member (limited: five wrong in 15 minutes
     * lock it). Used before adding or removing a withdrawal account and before a withdrawal.
     */
    async verifyWithdrawPassword(meta: RequestMeta, member: MemberRow, ciphertext: string): Promise<void> {
      if (!member.withdrawPasswordHash) throw new AppError('WPASSWORD_NOT_SET');
      const attempt = await guard.claim('withdrawPassword', { key: member.id.toString() }, meta);
      let password: string;
      try {
        password = passwords.decrypt(ciphertext);
      } catch (error) {
        await attempt.release();
        throw error;
      }
      const ok = await verifyPassword(member.withdrawPasswordHash, password);
      if (ok) await attempt.succeed(member.id);
      else await attempt.fail('password', member.id);
      if (!ok) throw new AppError('WPASSWORD_WRONG');
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

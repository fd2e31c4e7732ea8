import type { MemberInfo } from '@houseline/shared/api/contract/member';
import type { SiteCode } from '@houseline/shared/brands/types';
import { maskEmail, maskName, maskPhone } from '@houseline/shared/validation/mask';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MemberRepository, MemberRow } from './member.repository.ts';

export interface MemberServiceDeps {
  db: Db;
  repository: MemberRepository;
}

export function toMemberInfo(row: MemberRow): MemberInfo {
  return {
    id: row.id.toString(),
    username: row.username,
    qq: row.qq,
    site: row.siteCode,
    nickname: row.nickname,
    vipLevel: row.vipLevel,
    realName: row.realName ? maskName(row.realName) : '',
    phoneArea: row.phone ? row.phoneArea : '',
    phone: row.phone ? maskPhone(row.phone) : '',
    email: row.email ? maskEmail(row.email) : '',
    hasRealName: row.realName !== '',
    inviteCode: row.inviteCode ?? '',
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

export function createMemberService({ db, repository }: MemberServiceDeps) {
  return {
    async info(siteCode: SiteCode, memberId: bigint): Promise<MemberInfo> {
      const row = await repository.findById(db, siteCode, memberId);
      // A session whose member is gone (or blocked) is no session at all.
      if (row?.status !== 'active') throw new AppError('SESSION_INVALID');
      return toMemberInfo(row);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;

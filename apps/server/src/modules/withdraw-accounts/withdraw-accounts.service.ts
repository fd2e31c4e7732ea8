import type { WithdrawAccount } from '@houseline/shared/api/contract/account';
import type { SiteCode } from '@houseline/shared/brands/types';
import { BANKS } from '@houseline/shared/reference-data';
import { maskAddress, maskAlipay, maskCardNo, maskName } from '@houseline/shared/validation/mask';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { RequestMeta } from '../member/account.service.ts';
import type { ProfileService } from '../member/profile.service.ts';
import type { WithdrawAccountsRepository, WithdrawalAccountRow } from './withdraw-accounts.repository.ts';

/** How many accounts of each kind a member may keep. */
export const WITHDRAW_ACCOUNT_LIMITS = { bank: 5, coin: 5, alipay: 3 } as const;
type Kind = keyof typeof WITHDRAW_ACCOUNT_LIMITS;

/** What withdraw-accounts needs of the member records: the row lock (the member repository fits). */
export interface WithdrawAccountsMembers {
  lockById(tx: DbOrTx, siteCode: string, id: bigint): Promise<unknown>;
}

export interface WithdrawAccountsServiceDeps {
  db: Db;
  repository: WithdrawAccountsRepository;
  members: WithdrawAccountsMembers;
  profile: ProfileService;
  now?: () => Date;
}

export function presentWithdrawAccount(row: WithdrawalAccountRow): WithdrawAccount {
  const bank = BANKS.find((b) => b.code === row.bankCode);
  const kind = row.kind as Kind;
  return {
    id: row.id.toString(),
    kind,
    title:
      kind === 'bank' ? (bank?.name ?? row.bankCode) : kind === 'coin' ? `USDT-${row.network}` : '支付宝',
    bankCode: row.bankCode,
    holderName: row.holderName ? maskName(row.holderName) : '',
    accountMasked:
      kind === 'bank'
        ? maskCardNo(row.accountNo)
        : kind === 'coin'
          ? maskAddress(row.accountNo)
          : maskAlipay(row.accountNo),
    network: row.network,
    label: row.label || row.branch,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Bank cards, USDT addresses and Alipay accounts a member withdraws to. Adding or removing one
 * needs the withdrawal password; a bank card's holder is the member's verified real name.
 */
export function createWithdrawAccountsService(deps: WithdrawAccountsServiceDeps) {
  const { db, repository, members, profile, now = () => new Date() } = deps;

  async function list(siteCode: SiteCode, memberId: bigint) {
    const member = await profile.load(siteCode, memberId);
    const rows = await repository.listLive(db, siteCode, memberId);
    return {
      accounts: rows.map(presentWithdrawAccount),
      limits: { ...WITHDRAW_ACCOUNT_LIMITS },
      holderName: member.realName ? maskName(member.realName) : '',
    };
  }

  /** Adds under a lock of the member row, so two racing adds cannot pass the limit. */
  async function add(
    meta: RequestMeta,
    memberId: bigint,
    wpassword: string,
    account: {
      kind: Kind;
      accountNo: string;
      bankCode?: string;
      network?: string;
      branch?: string;
      label?: string;
    },
  ) {
    const member = await profile.load(meta.siteCode, memberId);
    await profile.verifyWithdrawPassword(meta, member, wpassword);
    if (account.kind === 'bank' && member.realName === '') throw new AppError('REAL_NAME_REQUIRED');
    await db.transaction(async (tx) => {
      await members.lockById(tx, meta.siteCode, memberId);
      const existing = await repository.listLive(tx, meta.siteCode, memberId);
      const same = existing.filter((r) => r.kind === account.kind);
      if (same.some((r) => r.accountNo.toLowerCase() === account.accountNo.toLowerCase())) {
        throw new AppError('ACCOUNT_DUPLICATE');
      }
      const limit = WITHDRAW_ACCOUNT_LIMITS[account.kind];
      if (same.length >= limit) throw new AppError('ACCOUNT_LIMIT', { params: { limit } });
      await repository.insert(tx, {
        siteCode: meta.siteCode,
        memberId,
        kind: account.kind,
        accountNo: account.accountNo,
        bankCode: account.bankCode ?? '',
        holderName: account.kind === 'bank' ? member.realName : '',
        network: account.network ?? '',
        branch: account.branch ?? '',
        label: account.label ?? '',
        createdAt: now(),
      });
    });
    return list(meta.siteCode, memberId);
  }

  return {
    list,
    addBankCard(
      meta: RequestMeta,
      memberId: bigint,
      input: { bankCode: string; cardNo: string; branch?: string | undefined; wpassword: string },
    ) {
      if (!BANKS.some((b) => b.code === input.bankCode))
        throw new AppError('BAD_REQUEST', { detail: 'bankCode' });
      return add(meta, memberId, input.wpassword, {
        kind: 'bank',
        accountNo: input.cardNo,
        bankCode: input.bankCode,
        ...(input.branch ? { branch: input.branch } : {}),
      });
    },
    addVirtualCoin(
      meta: RequestMeta,
      memberId: bigint,
      input: { network: string; address: string; label?: string | undefined; wpassword: string },
    ) {
      return add(meta, memberId, input.wpassword, {
        kind: 'coin',
        accountNo: input.address,
        network: input.network,
        ...(input.label ? { label: input.label } : {}),
      });
    },
    addAlipay(meta: RequestMeta, memberId: bigint, input: { account: string; wpassword: string }) {
      return add(meta, memberId, input.wpassword, { kind: 'alipay', accountNo: input.account.toLowerCase() });
    },
    async remove(meta: RequestMeta, memberId: bigint, input: { id: string; wpassword: string }) {
      const member = await profile.load(meta.siteCode, memberId);
      await profile.verifyWithdrawPassword(meta, member, input.wpassword);
      // Another member's account id reads as not found (CONVENTIONS.md).
      if (!(await repository.remove(db, meta.siteCode, memberId, BigInt(input.id), now()))) {
        throw new AppError('NOT_FOUND');
      }
      return list(meta.siteCode, memberId);
    },
  };
}

export type WithdrawAccountsService = ReturnType<typeof createWithdrawAccountsService>;

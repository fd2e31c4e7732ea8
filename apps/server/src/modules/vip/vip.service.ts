import type {
  VipLevel,
  VipList,
  VipRecords,
  VipRecordsQuery,
  VipStatus,
} from '@houseline/shared/api/contract/vip';
import { VIP_REWARD_KINDS, type VipRewardKind } from '@houseline/shared/api/contract/vip';
import { getBrand } from '@houseline/shared/brands/registry';
import { FEATURE, isSiteCode } from '@houseline/shared/brands/types';
import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import { currencyCodeForWallet } from '@houseline/shared/wallet/currency-code';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type Books, MovementRefused } from '../books/books.service.ts';
import type { DepositValue, VipLevelRow, VipRepository } from './vip.repository.ts';
import { defaultLadder, levelName, VIP_LEDGER, VIP_RULES } from './vip-config.ts';
import { levelAt, percentOf, reachedLevel } from './vip-ladder.ts';
import { type PayAccounts, payReward, upgradeReward, type VipAccounts } from './vip-pay.ts';

export type { VipAccounts } from './vip-pay.ts';

/** The center wallet's currency of a brand (wallet type 1, SPEC.md §9). */
export const centerCurrencyOf = (siteCode: string) => currencyCodeForWallet(1, siteCode);

/** Whether a brand has the VIP feature (its enabledFeatureIds). */
export function vipEnabledFor(siteCode: string): boolean {
  return isSiteCode(siteCode) && getBrand(siteCode).enabledFeatureIds.includes(FEATURE.vip);
}

export interface VipServiceDeps {
  db: Db;
  repository: VipRepository;
  books: Books;
  accounts: VipAccounts;
  /** Center-currency minor units per 1 USDT: how a USDT deposit counts for a CNY brand. */
  usdtRateMinor: bigint;
  /** Which brands have VIP (default: the brand registry). */
  enabled?: ((siteCode: string) => boolean) | undefined;
  now?: (() => Date) | undefined;
}

/** The limits the wallet checks a withdrawal against. */
export interface WithdrawLimits {
  dailyCount: number;
  dailyAmountMinor: bigint;
}

export function presentLevel(row: VipLevelRow): VipLevel {
  return {
    level: row.level,
    name: levelName(row.level),
    turnover: wire(row.turnoverMinor),
    deposit: wire(row.depositMinor),
    upgradeBonus: wire(row.upgradeBonusMinor),
    monthlyBonus: wire(row.monthlyBonusMinor),
    rebateBp: row.rebateBp,
    withdrawDailyCount: row.withdrawDailyCount,
    withdrawDailyAmount: wire(row.withdrawDailyAmountMinor),
  };
}

function progressOf(done: bigint, target: bigint) {
  return {
    done: wire(done),
    target: wire(target),
    remaining: wire(target > done ? target - done : 0n),
    percent: percentOf(done, target),
  };
}

/**
 * VIP (issue 13, decision 0033): the brand's ladder, the member's level and progress, promotion
 * with an upgrade bonus for every level reached (exactly once), and the per-level withdrawal
 * limits the wallet asks for. The periodic payments are in vip-payouts.service.ts.
 */
export function createVipService(deps: VipServiceDeps) {
  const { db, repository, accounts, books } = deps;
  const now = deps.now ?? (() => new Date());
  const enabled = deps.enabled ?? vipEnabledFor;

  function assertEnabled(siteCode: string): void {
    if (!enabled(siteCode)) throw new AppError('FEATURE_DISABLED');
  }

  function depositValue(siteCode: string): DepositValue {
    return { centerCurrency: centerCurrencyOf(siteCode), usdtRateMinor: deps.usdtRateMinor };
  }

  /** The brand's ladder, written from the defaults the first time the brand is read. */
  async function ladder(siteCode: string): Promise<VipLevelRow[]> {
    const rows = await repository.levels(db, siteCode);
    if (rows.length > 0) return rows;
    await repository.insertLevels(db, siteCode, defaultLadder(centerCurrencyOf(siteCode)));
    return repository.levels(db, siteCode);
  }

  /** The ledger accounts a VIP payment of `kind` moves between. Before any transaction opens. */
  async function payAccounts(siteCode: string, memberId: bigint, kind: VipRewardKind): Promise<PayAccounts> {
    const currency = centerCurrencyOf(siteCode);
    return {
      currency,
      center: await accounts.member(siteCode, memberId, { accountKind: 'center', currency }),
      house: await accounts.house(siteCode, VIP_LEDGER[kind].house, currency),
    };
  }

  /**
   * Raises the member to the level their progress reaches, paying the upgrade bonus of every level
   * passed on the way (skipped ones included). The member row is locked, so promotions of one
   * member run one at a time; each level's claim row and ledger key make its bonus once-only even
   * so. Returns the member's level afterwards.
   */
  async function promote(siteCode: string, memberId: bigint): Promise<number> {
    const levels = await ladder(siteCode);
    const progress = await repository.progress(db, siteCode, memberId, depositValue(siteCode));
    const target = reachedLevel(levels, progress);
    const current = (await repository.memberLevel(db, siteCode, memberId)) ?? 0;
    if (target <= current) return current;
    const pay = await payAccounts(siteCode, memberId, 'upgrade');
    // Player protection (issue 25): a member on a break or self-excluded is paid no bonus and keeps
    // their level until it ends (the next read after it promotes and pays); the status still reads.
    return promoteIn(siteCode, memberId, levels, target, current, pay).catch((error: unknown) => {
      if (error instanceof MovementRefused) return current;
      throw error;
    });
  }

  function promoteIn(
    siteCode: string,
    memberId: bigint,
    levels: Awaited<ReturnType<typeof ladder>>,
    target: number,
    current: number,
    pay: PayAccounts,
  ): Promise<number> {
    return books.transaction(async (tx) => {
      const locked = await repository.lockMemberLevel(tx, siteCode, memberId);
      if (locked === undefined || locked >= target) return locked ?? current;
      const at = now();
      for (let next = locked + 1; next <= target; next += 1) {
        const bonus = levels.find((l) => l.level === next)?.upgradeBonusMinor ?? 0n;
        const reward = upgradeReward(next, bonus);
        await payReward(deps, tx, siteCode, memberId, reward, pay, at);
      }
      await repository.raiseMemberLevel(tx, siteCode, memberId, target);
      return target;
    });
  }

  return {
    enabled,
    ladder,
    payAccounts,
    promote,

    async list(siteCode: string): Promise<VipList> {
      assertEnabled(siteCode);
      return {
        currency: centerCurrencyOf(siteCode),
        bonusTurnoverPermille: VIP_RULES.bonusTurnoverPermille,
        levels: (await ladder(siteCode)).map(presentLevel),
      };
    },

    /** The member's VIP page: promoted first when their progress has passed a threshold. */
    async status(siteCode: string, memberId: bigint): Promise<VipStatus> {
      assertEnabled(siteCode);
      const level = await promote(siteCode, memberId);
      const [levels, progress, received] = await Promise.all([
        ladder(siteCode),
        repository.progress(db, siteCode, memberId, depositValue(siteCode)),
        repository.received(db, siteCode, memberId),
      ]);
      const current = levelAt(levels, level);
      if (!current) throw new Error(`brand ${siteCode} has no VIP ladder`);
      const next = levels.find((l) => l.level > current.level) ?? null;
      const sum = (kind: VipRewardKind) => received.get(kind) ?? 0n;
      return {
        currency: centerCurrencyOf(siteCode),
        level,
        current: presentLevel(current),
        next: next ? presentLevel(next) : null,
        turnover: wire(progress.turnoverMinor),
        deposit: wire(progress.depositMinor),
        progress: next
          ? {
              turnover: progressOf(progress.turnoverMinor, next.turnoverMinor),
              deposit: progressOf(progress.depositMinor, next.depositMinor),
            }
          : null,
        received: {
          upgrade: wire(sum('upgrade')),
          monthly: wire(sum('monthly')),
          rebate: wire(sum('rebate')),
          total: wire(sum('upgrade') + sum('monthly') + sum('rebate')),
        },
      };
    },

    /** The member's VIP money as the ledger has it, newest first. */
    async records(siteCode: string, memberId: bigint, query: VipRecordsQuery): Promise<VipRecords> {
      assertEnabled(siteCode);
      const kinds = query.kind ? [query.kind] : VIP_REWARD_KINDS;
      const kindOf = new Map(kinds.map((k) => [VIP_LEDGER[k].kind, k]));
      const { rows, total } = await repository.ledgerPage(db, siteCode, memberId, [...kindOf.keys()], {
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      return {
        list: rows.map((r) => ({
          id: r.id.toString(),
          kind: kindOf.get(r.kind) ?? 'upgrade',
          amount: wire(r.amount),
          currency: r.currency,
          reference: r.reference ?? '',
          createdAt: r.createdAt.toISOString(),
        })),
        page: query.page,
        size: query.size,
        total,
      };
    },

    /**
     * The member's daily withdrawal limits at their level; null when the brand has no VIP (the
     * wallet's defaults apply).
     */
    async withdrawLimits(siteCode: string, memberId: bigint): Promise<WithdrawLimits | null> {
      if (!enabled(siteCode)) return null;
      const [levels, level] = await Promise.all([
        ladder(siteCode),
        repository.memberLevel(db, siteCode, memberId),
      ]);
      const row = levelAt(levels, level ?? 0);
      return row
        ? { dailyCount: row.withdrawDailyCount, dailyAmountMinor: row.withdrawDailyAmountMinor }
        : null;
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;

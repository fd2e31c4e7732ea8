import type { VipLevel, VipList } from '@houseline/shared/api/contract/vip';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import type { Db } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AuditActor, AuditPort } from '../operators/audit.service.ts';
import type { VipLevelRow, VipRepository } from './vip.repository.ts';
import type { VipService } from './vip.service.ts';
import { presentLevel } from './vip.service.ts';

/** One level's new values as the console sends them (amounts as decimal strings). */
export interface LevelEdit {
  level: number;
  turnover: string;
  deposit: string;
  upgradeBonus: string;
  monthlyBonus: string;
  rebateBp: number;
  withdrawDailyCount: number;
  withdrawDailyAmount: string;
}

/**
 * Whether a ladder is in order: VIP0 needs nothing, and each level needs more cumulative valid
 * turnover AND more cumulative deposits than the one below (a level no harder than the one below
 * would be reached with it, and its bonus paid for nothing).
 */
export function ladderInOrder(
  levels: readonly Pick<VipLevelRow, 'level' | 'turnoverMinor' | 'depositMinor'>[],
) {
  return levels.every((row, i) => {
    if (i === 0) return row.turnoverMinor === 0n && row.depositMinor === 0n;
    const below = levels[i - 1]!;
    return row.turnoverMinor > below.turnoverMinor && row.depositMinor > below.depositMinor;
  });
}

/**
 * The VIP ladder in the console (issue 24): read it, change one level. The brand's rows are locked
 * while the edit is checked against its neighbours, so two operators editing adjacent levels at
 * once cannot leave the ladder out of order. Members read the rows directly: the member site, the
 * promotion job and the withdrawal limits follow at once. Raising a level's upgrade bonus pays it
 * to members who reach the level from now on; those who reached it already were paid once.
 */
export function createVipLadderAdmin(deps: {
  db: Db;
  repository: VipRepository;
  vip: VipService;
  audit: AuditPort;
  currency: (siteCode: string) => string;
  bonusTurnoverPermille: number;
}) {
  const { db, repository, vip, audit } = deps;
  return {
    async levels(siteCode: string): Promise<VipList> {
      if (!vip.enabled(siteCode)) throw new AppError('FEATURE_DISABLED');
      return {
        currency: deps.currency(siteCode),
        bonusTurnoverPermille: deps.bonusTurnoverPermille,
        levels: (await vip.ladder(siteCode)).map(presentLevel),
      };
    },

    async update(operator: AuditActor, siteCode: string, edit: LevelEdit): Promise<VipLevel> {
      if (!vip.enabled(siteCode)) throw new AppError('FEATURE_DISABLED');
      await vip.ladder(siteCode);
      const fields = {
        turnoverMinor: parseAmountToMinor(edit.turnover),
        depositMinor: parseAmountToMinor(edit.deposit),
        upgradeBonusMinor: parseAmountToMinor(edit.upgradeBonus),
        monthlyBonusMinor: parseAmountToMinor(edit.monthlyBonus),
        rebateBp: edit.rebateBp,
        withdrawDailyCount: edit.withdrawDailyCount,
        withdrawDailyAmountMinor: parseAmountToMinor(edit.withdrawDailyAmount),
      };
      const row = await db.transaction(async (tx) => {
        const ladder = await repository.lockLevels(tx, siteCode);
        const before = ladder.find((l) => l.level === edit.level);
        if (!before) throw new AppError('VIP_LEVEL_NOT_FOUND');
        const next = ladder.map((l) => (l.level === edit.level ? { ...l, ...fields } : l));
        if (!ladderInOrder(next)) throw new AppError('VIP_LADDER_ORDER');
        const saved = await repository.updateLevel(tx, siteCode, edit.level, fields);
        if (!saved) throw new AppError('VIP_LEVEL_NOT_FOUND');
        await audit.record(tx, {
          operator,
          siteCode,
          action: 'vip.level.update',
          target: `VIP${edit.level}`,
          before: presentLevel(before),
          after: presentLevel(saved),
        });
        return saved;
      });
      return presentLevel(row);
    },
  };
}

export type VipLadderAdmin = ReturnType<typeof createVipLadderAdmin>;

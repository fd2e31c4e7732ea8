import { SITE_CODES } from '@houseline/shared/brands/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { Books } from '../books/books.service.ts';
import type { DueRow, VipRepository } from './vip.repository.ts';
import { centerCurrencyOf, type VipService } from './vip.service.ts';
import { VIP_RULES } from './vip-config.ts';
import { closedDays, monthKey, rebateOf } from './vip-ladder.ts';
import { payReward, type Reward } from './vip-pay.ts';

export interface VipPayoutsDeps {
  db: Db;
  repository: VipRepository;
  books: Books;
  vip: Pick<VipService, 'enabled' | 'ladder' | 'payAccounts' | 'promote'>;
  usdtRateMinor: bigint;
  log: FastifyBaseLogger;
  now?: (() => Date) | undefined;
}

/**
 * The VIP jobs (decision 0033): promotion of members whose progress passed a threshold, the
 * monthly bonus (once per member and calendar month, Asia/Shanghai) and the daily rebate on valid
 * turnover (once per member and closed day). Each payment is claimed in its own transaction, so
 * two runners at once, or a re-run, pay nothing twice; each run is bounded (batch × batches).
 */
export function createVipPayoutsService(deps: VipPayoutsDeps) {
  const { db, repository, vip, books, log } = deps;
  const now = deps.now ?? (() => new Date());
  const brands = () => SITE_CODES.filter((code) => vip.enabled(code));

  /** Walks a brand's due members in id order, a batch at a time; one member's failure skips only them. */
  async function walk(
    load: (afterId: bigint) => Promise<bigint[] | DueRow[]>,
    handle: (row: bigint | DueRow) => Promise<boolean>,
  ): Promise<number> {
    let afterId = 0n;
    let done = 0;
    for (let batch = 0; batch < VIP_RULES.maxBatchesPerRun; batch += 1) {
      const rows = await load(afterId);
      for (const row of rows) {
        const memberId = typeof row === 'bigint' ? row : row.memberId;
        afterId = memberId;
        try {
          if (await handle(row)) done += 1;
        } catch (error) {
          log.error({ err: error, memberId: memberId.toString() }, 'vip payment failed');
        }
      }
      if (rows.length < VIP_RULES.batchSize) break;
    }
    return done;
  }

  /** Pays one reward in its own transaction (the books port pushes the balance after commit). */
  async function pay(siteCode: string, row: DueRow, reward: Reward, at: Date): Promise<boolean> {
    const accounts = await vip.payAccounts(siteCode, row.memberId, reward.kind);
    return books.transaction((tx) => payReward(deps, tx, siteCode, row.memberId, reward, accounts, at));
  }

  return {
    /** Promotes every member whose progress passed a threshold; returns how many were raised. */
    async promoteDue(): Promise<number> {
      let raised = 0;
      for (const siteCode of brands()) {
        await vip.ladder(siteCode);
        const value = { centerCurrency: centerCurrencyOf(siteCode), usdtRateMinor: deps.usdtRateMinor };
        raised += await walk(
          (afterId) => repository.promotionCandidates(db, siteCode, value, afterId, VIP_RULES.batchSize),
          async (row) => {
            const memberId = row as bigint;
            const before = await repository.memberLevel(db, siteCode, memberId);
            return (await vip.promote(siteCode, memberId)) > (before ?? 0);
          },
        );
      }
      return raised;
    },

    /** This month's bonus to every member whose level has one; returns how many were paid. */
    async payMonthly(at: Date = now()): Promise<number> {
      const month = monthKey(at, VIP_RULES.timeZone);
      let paid = 0;
      for (const siteCode of brands()) {
        await vip.ladder(siteCode);
        paid += await walk(
          (afterId) => repository.monthlyDue(db, siteCode, month, afterId, VIP_RULES.batchSize),
          (row) => {
            const due = row as DueRow;
            const reward: Reward = {
              kind: 'monthly',
              period: month,
              level: due.level,
              baseMinor: 0n,
              amountMinor: due.amountMinor,
            };
            return pay(siteCode, due, reward, at);
          },
        );
      }
      return paid;
    },

    /**
     * The rebate of each closed day (yesterday, and up to rebateCatchUpDays back for runs that were
     * missed) on the day's valid turnover at the member's level; returns how many were paid.
     */
    async payRebates(at: Date = now()): Promise<number> {
      let paid = 0;
      const days = closedDays(at, VIP_RULES.timeZone, VIP_RULES.rebateCatchUpDays, VIP_RULES.rebateGraceMs);
      for (const siteCode of brands()) {
        await vip.ladder(siteCode);
        for (const day of days) {
          paid += await walk(
            (afterId) => repository.rebateDue(db, siteCode, day, afterId, VIP_RULES.batchSize),
            (row) => {
              const due = row as DueRow;
              const amount = rebateOf(due.baseMinor, due.rebateBp);
              const reward: Reward = {
                kind: 'rebate',
                period: day.key,
                level: due.level,
                baseMinor: due.baseMinor,
                // Below the minimum the day is marked done with nothing paid.
                amountMinor: amount >= VIP_RULES.rebateMinMinor ? amount : 0n,
              };
              return pay(siteCode, due, reward, at);
            },
          );
        }
      }
      return paid;
    },
  };
}

export type VipPayoutsService = ReturnType<typeof createVipPayoutsService>;

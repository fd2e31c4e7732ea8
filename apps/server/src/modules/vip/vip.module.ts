import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { Books } from '../books/books.service.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import { createVipRepository } from './vip.repository.ts';
import { registerVipRoutes } from './vip.routes.ts';
import { centerCurrencyOf, createVipService, type VipAccounts, type VipService } from './vip.service.ts';
import { VIP_RULES } from './vip-config.ts';
import { createVipLadderAdmin } from './vip-ladder-admin.service.ts';
import { createVipPayoutsService, type VipPayoutsService } from './vip-payouts.service.ts';

export type { WithdrawLimits } from './vip.service.ts';

export interface VipModuleDeps {
  endpoint: EndpointRegistrar;
  db: Db;
  /** The books port: VIP payments and the turnover they require (decision 0048). */
  books: Books;
  /** Ledger account ids (the wallet's account cache). */
  accounts: VipAccounts;
  /** Center-currency minor units per 1 USDT (the wallet's mid rate): USDT deposits count at it. */
  usdtRateMinor: bigint;
  /** Which brands have VIP (default: each brand's enabledFeatureIds). */
  enabled?: ((siteCode: string) => boolean) | undefined;
  /** The operator audit log: a ladder edit is recorded in its own transaction. */
  audit: AuditPort;
  log: FastifyBaseLogger;
  now?: (() => Date) | undefined;
}

export interface VipServices {
  vip: VipService;
  payouts: VipPayoutsService;
}

/**
 * VIP (issue 13, decision 0033): the ladder and the member's level (GET member/vips, vips/list,
 * vips/records), promotion with upgrade bonuses, the monthly bonus and the daily rebate — all
 * through the ledger, each exactly once — and the per-level withdrawal limits the wallet reads.
 */
export function registerVip(_app: FastifyInstance, deps: VipModuleDeps): ModuleRegistration<VipServices> {
  const repository = createVipRepository();
  const clock = deps.now ? { now: deps.now } : {};
  const common = {
    db: deps.db,
    repository,
    books: deps.books,
    usdtRateMinor: deps.usdtRateMinor,
    ...clock,
  };
  const vip = createVipService({ ...common, accounts: deps.accounts, enabled: deps.enabled });
  const payouts = createVipPayoutsService({ ...common, vip, log: deps.log });
  const ladderAdmin = createVipLadderAdmin({
    db: deps.db,
    repository,
    vip,
    audit: deps.audit,
    currency: centerCurrencyOf,
    bonusTurnoverPermille: VIP_RULES.bonusTurnoverPermille,
  });
  registerVipRoutes(deps.endpoint, { vip, ladderAdmin });

  const jobs: Job[] = [
    {
      name: 'vip.promote',
      everyMs: VIP_RULES.promoteEveryMs,
      run: async () => void (await payouts.promoteDue()),
    },
    {
      name: 'vip.monthly',
      everyMs: VIP_RULES.monthlyEveryMs,
      run: async () => void (await payouts.payMonthly()),
    },
    {
      name: 'vip.rebate',
      everyMs: VIP_RULES.rebateEveryMs,
      run: async () => void (await payouts.payRebates()),
    },
  ];
  return { services: { vip, payouts }, jobs };
}

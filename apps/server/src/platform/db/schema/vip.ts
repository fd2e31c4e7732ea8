import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { ts } from './money.ts';

// VIP (issue 13, decision 0033): each brand's level ladder and every VIP payment claimed. The
// member's current level is members.vip_level (it only goes up); the money is in the ledger.

/**
 * A brand's VIP levels: the thresholds to reach each (cumulative valid turnover AND cumulative
 * credited deposits, center-currency minor units) and its privileges. Filled with the default
 * ladder the first time a brand is read; an operator may edit the rows.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    siteCode: text('site_code').notNull(),
    level: integer('level').notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'bigint' }).notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull(),
    upgradeBonusMinor: bigint('upgrade_bonus_minor', { mode: 'bigint' }).notNull(),
    monthlyBonusMinor: bigint('monthly_bonus_minor', { mode: 'bigint' }).notNull(),
    /** Rebate on valid turnover in basis points (100 = 1 %). */
    rebateBp: integer('rebate_bp').notNull(),
    withdrawDailyCount: integer('withdraw_daily_count').notNull(),
    withdrawDailyAmountMinor: bigint('withdraw_daily_amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.level] }),
    check(
      'vip_levels_bounds',
      sql`${t.level} >= 0 and ${t.turnoverMinor} >= 0 and ${t.depositMinor} >= 0 and ${t.upgradeBonusMinor} >= 0
        and ${t.monthlyBonusMinor} >= 0 and ${t.rebateBp} between 0 and 10000
        and ${t.withdrawDailyCount} >= 0 and ${t.withdrawDailyAmountMinor} >= 0`,
    ),
  ],
);

/**
 * One row per VIP payment, claimed in the transaction of its ledger entry: kind upgrade (period
 * "L<level>"), monthly ("YYYY-MM") or rebate ("YYYY-MM-DD"). The key makes a second runner or a
 * re-run a no-op; an upgrade row also records that the level was reached.
 */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    level: integer('level').notNull(),
    /** What it was computed on: the period's valid turnover for a rebate, else 0. */
    baseMinor: bigint('base_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.memberId, t.kind, t.period] }),
    index('vip_rewards_period_idx').on(t.siteCode, t.kind, t.period),
    check('vip_rewards_amount_non_negative', sql`${t.amountMinor} >= 0 and ${t.baseMinor} >= 0`),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// A brand's money settings as finance sets them in the console (issue 24, decision 0082): its
// deposit channels (on/off, limits, turnover multiple) and its withdrawal rules. No row = the
// wallet's code defaults (wallet-config.ts). Amounts in minor units (1/10 000).

export const depositChannelSettings = pgTable(
  'deposit_channel_settings',
  {
    siteCode: text('site_code').notNull(),
    channelId: text('channel_id').notNull(),
    enabled: boolean('enabled').notNull(),
    min: bigint('min', { mode: 'bigint' }).notNull(),
    max: bigint('max', { mode: 'bigint' }).notNull(),
    /** Turnover required per credited deposit, per mille of its amount (1000 = 1×). */
    flowMultiplePermille: integer('flow_multiple_permille').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.channelId] }),
    check('deposit_channel_settings_limits_ck', sql`${t.min} > 0 and ${t.max} >= ${t.min}`),
    check('deposit_channel_settings_flow_ck', sql`${t.flowMultiplePermille} between 0 and 100000`),
  ],
);

export const withdrawSettings = pgTable(
  'withdraw_settings',
  {
    siteCode: text('site_code').primaryKey(),
    min: bigint('min', { mode: 'bigint' }).notNull(),
    max: bigint('max', { mode: 'bigint' }).notNull(),
    /** The daily limits of a member whose VIP level sets none. */
    dailyCountLimit: integer('daily_count_limit').notNull(),
    dailyAmountLimit: bigint('daily_amount_limit', { mode: 'bigint' }).notNull(),
    freeCountPerDay: integer('free_count_per_day').notNull(),
    feePermille: integer('fee_permille').notNull(),
    feeMin: bigint('fee_min', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'withdraw_settings_limits_ck',
      sql`${t.min} > 0 and ${t.max} >= ${t.min} and ${t.dailyAmountLimit} >= ${t.max}`,
    ),
    check(
      'withdraw_settings_counts_ck',
      sql`${t.dailyCountLimit} between 1 and 1000 and ${t.freeCountPerDay} between 0 and 1000`,
    ),
    check('withdraw_settings_fee_ck', sql`${t.feePermille} between 0 and 100 and ${t.feeMin} >= 0`),
  ],
);

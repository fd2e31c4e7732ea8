import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// A brand's money settings as finance sets them in the console (issue 24, decisions 0082 and 0088):
// its deposit channels (on/off, limits, turnover multiple, quick-pick amounts), its withdrawal rules
// and the bank account its members transfer to. No row = the
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
    /** The quick-pick amounts the member is offered, ascending (decision 0088); null = the code's. */
    presets: bigint('presets', { mode: 'bigint' }).array(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.channelId] }),
    check('deposit_channel_settings_limits_ck', sql`${t.min} > 0 and ${t.max} >= ${t.min}`),
    check('deposit_channel_settings_flow_ck', sql`${t.flowMultiplePermille} between 0 and 100000`),
    check(
      'deposit_channel_settings_presets_ck',
      sql`${t.presets} is null or (cardinality(${t.presets}) between 1 and 8 and ${t.min} <= all(${t.presets}) and ${t.max} >= all(${t.presets}))`,
    ),
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

/** The bank account a brand's members transfer to (decision 0088); no row = the code's account. */
export const depositReceivingAccounts = pgTable(
  'deposit_receiving_accounts',
  {
    siteCode: text('site_code').primaryKey(),
    bankName: text('bank_name').notNull(),
    branch: text('branch'),
    accountName: text('account_name').notNull(),
    /** Digits in groups separated by one space, as finance typed them. */
    accountNo: text('account_no').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'deposit_receiving_accounts_names_ck',
      sql`length(${t.bankName}) between 1 and 40 and length(${t.accountName}) between 1 and 60 and (${t.branch} is null or length(${t.branch}) between 1 and 60)`,
    ),
    check(
      'deposit_receiving_accounts_no_ck',
      sql`length(replace(${t.accountNo}, ' ', '')) between 8 and 30 and ${t.accountNo} ~ '^[0-9]+( [0-9]+)*$'`,
    ),
  ],
);

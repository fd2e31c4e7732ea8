import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * Agent commission (issue 13): one row per agent and brand day with downline valid turnover,
 * paid by the ledger entry it names. The period row is written in the same transaction as every
 * commission of that day, so a day is settled exactly once however many runners try.
 */
export const agentCommissionPeriods = pgTable(
  'agent_commission_periods',
  {
    siteCode: text('site_code').notNull(),
    /** The brand's day, YYYY-MM-DD. */
    period: text('period').notNull(),
    agents: integer('agents').notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.period] })],
);

export const agentCommissions = pgTable(
  'agent_commissions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    period: text('period').notNull(),
    level1Turnover: bigint('level1_turnover', { mode: 'bigint' }).notNull(),
    level2Turnover: bigint('level2_turnover', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_commissions_member_period_uq').on(t.siteCode, t.memberId, t.period),
    check('agent_commissions_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The brand's commission rates (issue 24), basis points of the downline's valid turnover per level
 * (1 = direct invitees, 2 = theirs). Written from COMMISSION_RATES the first time a brand is read,
 * then edited by operators; the commission job reads them when it settles a day.
 */
export const agentCommissionRates = pgTable(
  'agent_commission_rates',
  {
    siteCode: text('site_code').notNull(),
    level: integer('level').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteCode, t.level] }),
    check('agent_commission_rates_level', sql`${t.level} in (1, 2)`),
    check('agent_commission_rates_rate', sql`${t.rateBp} between 0 and 1000`),
  ],
);

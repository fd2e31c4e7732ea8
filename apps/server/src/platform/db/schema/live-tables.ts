import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './money.ts';

// The house's live baccarat tables (issue 12, decision 0031): a table per brand, its shoes (seed
// committed by its hash before the first hand), its rounds (the state a restart resumes from) and
// the members' bets. Money lives in the ledger; these rows say what it was for.

export const liveTables = pgTable(
  'live_tables',
  {
    id: serial('id').primaryKey(),
    siteCode: text('site_code').notNull(),
    /** Stable per brand ("t1"); part of each shoe's public nonce. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    noCommission: boolean('no_commission').notNull().default(false),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'bigint' }).notNull(),
    /** The most one member may have on one round, all sides together. */
    maxPerRound: bigint('max_per_round', { mode: 'bigint' }).notNull(),
    /** The countdown; 0 = the dealer's configured default. */
    bettingSeconds: integer('betting_seconds').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_tables_code_idx').on(t.siteCode, t.code),
    check(
      'live_tables_limits',
      sql`${t.minBet} > 0 and ${t.maxBet} >= ${t.minBet} and ${t.maxPerRound} >= ${t.maxBet}`,
    ),
  ],
);

export const liveShoes = pgTable(
  'live_shoes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tableId: integer('table_id').notNull(),
    shoeNo: integer('shoe_no').notNull(),
    /** The server seed (hex); never shown before the shoe has ended. */
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    nonce: text('nonce').notNull(),
    /** playing | ended */
    status: text('status').notNull(),
    /** Where the next hand starts in the shuffled shoe. */
    position: integer('position').notNull(),
    handsDealt: integer('hands_dealt').notNull().default(0),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('live_shoes_no_idx').on(t.tableId, t.shoeNo),
    uniqueIndex('live_shoes_playing_idx').on(t.tableId).where(sql`${t.status} = 'playing'`),
  ],
);

export const liveRounds = pgTable(
  'live_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    tableId: integer('table_id').notNull(),
    shoeId: bigint('shoe_id', { mode: 'bigint' }).notNull(),
    handNo: integer('hand_no').notNull(),
    /** betting | dealing | settled | void */
    phase: text('phase').notNull(),
    /** The hand's first card in the shoe (its cards follow from the shoe's seed). */
    startPosition: integer('start_position').notNull(),
    bettingClosesAt: ts('betting_closes_at').notNull(),
    /** When the dealer's next step is due (a card, the settlement, the next round). */
    nextStepAt: ts('next_step_at').notNull(),
    /** The cards revealed so far, `[{to, card}]` in dealing order. */
    cards: jsonb('cards').notNull().default(sql`'[]'::jsonb`),
    outcome: jsonb('outcome'),
    /** The table's limits when the round opened (issue 24); null on rounds dealt before 0033. */
    minBet: bigint('min_bet', { mode: 'bigint' }),
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    maxPerRound: bigint('max_per_round', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('live_rounds_hand_idx').on(t.shoeId, t.handNo),
    uniqueIndex('live_rounds_open_idx').on(t.tableId).where(sql`${t.phase} in ('betting', 'dealing')`),
    index('live_rounds_table_idx').on(t.tableId, t.id),
  ],
);

export const liveBets = pgTable(
  'live_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    tableId: integer('table_id').notNull(),
    roundId: bigint('round_id', { mode: 'bigint' }).notNull(),
    /** player | banker | tie | player_pair | banker_pair */
    side: text('side').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Stake included; null until settled. */
    payout: bigint('payout', { mode: 'bigint' }),
    /** What counts toward turnover (a player/banker stake returned on a tie does not). */
    validStake: bigint('valid_stake', { mode: 'bigint' }).notNull().default(sql`0`),
    /** open | settled | void */
    status: text('status').notNull(),
    /** The member's request (all the sides of one confirm share it). */
    requestId: text('request_id').notNull(),
    placedAt: ts('placed_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('live_bets_request_idx').on(t.siteCode, t.memberId, t.requestId, t.side),
    index('live_bets_round_idx').on(t.roundId, t.memberId),
    index('live_bets_member_idx').on(t.siteCode, t.memberId, t.placedAt),
    // the reports' ranges of days across members (issue 24)
    index('live_bets_site_placed_idx').on(t.siteCode, t.placedAt),
    check('live_bets_amounts', sql`${t.stake} > 0 and (${t.payout} is null or ${t.payout} >= 0)`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './money.ts';

// Our side of the casino (issue 11): game sessions, the member's game settings and favourites,
// per-venue maintenance, venue rounds (pulled or booked by seamless callbacks), pull cursors and the
// seamless wallet's transactions. The demo provider's own books are in schema/venues.ts.

/** A member's game session: opened by a launch, kept alive by heartbeats, closed by venue back. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    gameId: integer('game_id').notNull(),
    venue: text('venue').notNull(),
    platform: text('platform').notNull(),
    autoTransfer: boolean('auto_transfer').notNull(),
    /** The launch's request id: a replayed launch answers the same session. */
    requestId: text('request_id').notNull(),
    /** The auto-transfer into the venue made on entry, if any (wallet transfer id). */
    transferId: text('transfer_id'),
    startedAt: ts('started_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
    /** back (the member returned), idle (heartbeats stopped), replaced (another game launched). */
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('game_sessions_request_idx').on(t.siteCode, t.memberId, t.requestId),
    index('game_sessions_open_idx').on(t.siteCode, t.memberId).where(sql`${t.endedAt} is null`),
    index('game_sessions_idle_idx').on(t.lastSeenAt).where(sql`${t.endedAt} is null`),
  ],
);

export const memberGameSettings = pgTable(
  'member_game_settings',
  {
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    autoTransfer: boolean('auto_transfer').notNull().default(true),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.memberId] })],
);

export const gameFavorites = pgTable(
  'game_favorites',
  {
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.memberId, t.gameId] })],
);

/** A venue under maintenance for a brand (no launch, transfers refused with VENUE_UNAVAILABLE). */
export const venueSettings = pgTable(
  'venue_settings',
  {
    siteCode: text('site_code').notNull(),
    venue: text('venue').notNull(),
    maintenance: boolean('maintenance').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.venue] })],
);

/**
 * One round a member played at a venue. Transfer venues: pulled from the venue's bet records
 * (settled rounds). Seamless venues: opened by the debit callback, settled by the credit. Unique
 * per (venue, round id): pulling a window twice, or a callback repeated, adds nothing.
 */
export const venueBets = pgTable(
  'venue_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    provider: text('provider').notNull(),
    venue: text('venue').notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    gameId: integer('game_id'),
    product: text('product').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validStake: bigint('valid_stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    /** open | settled | void */
    status: text('status').notNull(),
    detail: text('detail').notNull().default(''),
    placedAt: ts('placed_at').notNull(),
    settledAt: ts('settled_at'),
    bookedAt: ts('booked_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('venue_bets_round_idx').on(t.venue, t.roundId),
    index('venue_bets_member_idx').on(t.siteCode, t.memberId, t.placedAt),
    // the reports' ranges of days across members (issue 24)
    index('venue_bets_site_placed_idx').on(t.siteCode, t.placedAt),
    index('venue_bets_venue_idx').on(t.venue, t.placedAt),
    check('venue_bets_amounts', sql`${t.stake} >= 0 and ${t.validStake} >= 0 and ${t.payout} >= 0`),
  ],
);

/** How far each venue's bet records have been pulled (the pull job's cursor). */
export const venuePullCursors = pgTable('venue_pull_cursors', {
  venue: text('venue').primaryKey(),
  pulledTo: ts('pulled_to').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The seamless wallet's answers, one per venue transaction id: a repeated call gets the same answer
 * and moves nothing. debit | credit | rollback; ok | refused (final, like a success).
 */
export const seamlessTxns = pgTable(
  'seamless_txns',
  {
    provider: text('provider').notNull(),
    txnId: text('txn_id').notNull(),
    venue: text('venue').notNull(),
    roundId: text('round_id').notNull(),
    kind: text('kind').notNull(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.txnId] }),
    index('seamless_txns_round_idx').on(t.venue, t.roundId),
  ],
);

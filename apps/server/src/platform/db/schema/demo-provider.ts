import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './money.ts';

// The demo game provider's own books (issue 11, decision 0023): it stands in for an external
// provider, so nothing here is ours — launch tokens, play sessions, rounds, K3 draws and the
// outbox of its seamless-wallet calls to us.

/** One-time launch tokens (stored hashed) and the play sessions they are traded for. */
export const demoPlayTokens = pgTable(
  'demo_play_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** launch | session */
    kind: text('kind').notNull(),
    venue: text('venue').notNull(),
    player: text('player').notNull(),
    gameCode: text('game_code').notNull(),
    platform: text('platform').notNull(),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('demo_play_tokens_expiry_idx').on(t.expiresAt)],
);

/** A round: one paid spin, hand, shot or K3 bet line. */
export const demoRounds = pgTable(
  'demo_rounds',
  {
    roundId: text('round_id').primaryKey(),
    venue: text('venue').notNull(),
    player: text('player').notNull(),
    gameCode: text('game_code').notNull(),
    /** transfer | seamless */
    walletMode: text('wallet_mode').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    /** open | settled | void */
    status: text('status').notNull(),
    detail: text('detail').notNull().default(''),
    /** The play call's request id and the line within it: a replayed request answers the same round. */
    requestId: text('request_id').notNull(),
    line: integer('line').notNull().default(0),
    /** The play answer (without the balance), replayed as is. */
    result: jsonb('result'),
    placedAt: ts('placed_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('demo_rounds_venue_round_idx').on(t.venue, t.roundId),
    uniqueIndex('demo_rounds_request_idx').on(t.venue, t.player, t.requestId, t.line),
    index('demo_rounds_settled_idx').on(t.venue, t.settledAt, t.roundId),
    index('demo_rounds_player_idx').on(t.venue, t.player, t.placedAt),
    check('demo_rounds_amounts', sql`${t.stake} > 0 and ${t.payout} >= 0`),
  ],
);

/** K3 draws: the seed is drawn at opening, its hash published, the seed revealed after the draw. */
export const demoK3Draws = pgTable(
  'demo_k3_draws',
  {
    gameCode: text('game_code').notNull(),
    drawNo: text('draw_no').notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** "2,3,6" once drawn. */
    dice: text('dice'),
    opensAt: ts('opens_at').notNull(),
    closesAt: ts('closes_at').notNull(),
    drawsAt: ts('draws_at').notNull(),
    drawnAt: ts('drawn_at'),
  },
  (t) => [
    primaryKey({ columns: [t.gameCode, t.drawNo] }),
    index('demo_k3_draws_due_idx').on(t.drawsAt).where(sql`${t.drawnAt} is null`),
  ],
);

/** A K3 bet line (its round stays open until the draw). */
export const demoK3Bets = pgTable(
  'demo_k3_bets',
  {
    roundId: text('round_id').primaryKey(),
    gameCode: text('game_code').notNull(),
    drawNo: text('draw_no').notNull(),
    betType: text('bet_type').notNull(),
    selection: integer('selection').notNull(),
  },
  (t) => [index('demo_k3_bets_draw_idx').on(t.gameCode, t.drawNo)],
);

/** Seamless-wallet calls to the site that got no clear answer yet: credits and rollbacks, retried. */
export const demoSeamlessOutbox = pgTable(
  'demo_seamless_outbox',
  {
    txnId: text('txn_id').primaryKey(),
    /** credit | rollback */
    kind: text('kind').notNull(),
    roundId: text('round_id').notNull(),
    body: jsonb('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: ts('next_at').notNull(),
    /** ok | refused:<reason> once answered clearly. */
    outcome: text('outcome'),
    lastError: text('last_error'),
    doneAt: ts('done_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('demo_seamless_outbox_due_idx').on(t.nextAt).where(sql`${t.doneAt} is null`)],
);

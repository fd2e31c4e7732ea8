import { z } from 'zod';
import { BET_SIDES } from '../../baccarat/payout.ts';
import { amountInputField, requestIdField, wireAmountSchema } from './wallet.ts';

/**
 * The live tables contract (issue 12): the house's own baccarat tables, dealt on a timer by one
 * dealer job per cluster and seen by everyone at a table at the same moment. A round goes
 * betting (countdown) → dealing (cards revealed one by one) → settled; a shoe is 8 decks shuffled
 * from a seed whose SHA-256 is published before the shoe starts and revealed when it ends
 * (`baccarat/shoe.ts` says how to recompute it).
 */

const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
const cardSchema = z.string().regex(/^[A23456789TJQK][SHDC]$/);

export const LIVE_PHASES = ['betting', 'dealing', 'settled', 'void'] as const;
export type LivePhase = (typeof LIVE_PHASES)[number];

export const betSideField = z.enum(BET_SIDES, { error: 'field.betSide' });

export const handOutcomeSchema = z.object({
  winner: z.enum(['player', 'banker', 'tie']),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
  bankerSix: z.boolean(),
});

/**
 * A round as everyone at the table sees it, sent whole on every change (a missed push is repaired
 * by the next one): the cards revealed so far in dealing order, the outcome once settled.
 */
export const liveRoundSchema = z.object({
  tableId: z.number().int(),
  shoeId: z.number().int(),
  roundId: z.number().int(),
  /** 1-based hand number within the shoe (the client-visible round nonce). */
  handNo: z.number().int(),
  phase: z.enum(LIVE_PHASES),
  /** When betting closes (ISO); the countdown runs to it. */
  bettingClosesAt: z.string(),
  /** Cards revealed so far, in the order they left the shoe. */
  cards: z.array(z.object({ to: z.enum(['player', 'banker']), card: cardSchema })),
  outcome: handOutcomeSchema.nullable(),
  /**
   * The limits every bet of this round is held to: the table's when the round opened (decision
   * 0084); absent for rounds dealt before limits were kept per round.
   */
  limits: z
    .object({ minBet: wireAmountSchema, maxBet: wireAmountSchema, maxPerRound: wireAmountSchema })
    .optional(),
  /** Server time of this snapshot (ms since the epoch), for latency measurement. */
  at: z.number(),
});
export type LiveRound = z.infer<typeof liveRoundSchema>;

/**
 * A table's settings as its members see them, pushed on the `live` topic when an operator changes
 * them (issue 24): open or closed, and the limits and countdown that apply from the next round.
 */
export const liveTableStateSchema = z.object({
  tableId: z.number().int(),
  open: z.boolean(),
  minBet: wireAmountSchema,
  maxBet: wireAmountSchema,
  maxPerRound: wireAmountSchema,
  bettingSeconds: z.number().int(),
  /** Server time of this change (ms since the epoch). */
  at: z.number(),
});
export type LiveTableState = z.infer<typeof liveTableStateSchema>;

export const liveShoeSchema = z.object({
  id: z.number().int(),
  /** SHA-256 of the server seed, published before the shoe's first hand. */
  seedHash: z.string(),
  /** Public nonce mixed into the shuffle. */
  nonce: z.string(),
  /** Revealed once the shoe has ended; null while it is in play. */
  seed: z.string().nullable(),
  handsDealt: z.number().int(),
  status: z.enum(['playing', 'ended']),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type LiveShoe = z.infer<typeof liveShoeSchema>;

export const liveTableSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Banker pays 1:1, except a banker win with 6 pays half. */
  noCommission: z.boolean(),
  /** False: closed by the operator — no bets; a round under way still finishes (issue 24). */
  open: z.boolean(),
  minBet: wireAmountSchema,
  maxBet: wireAmountSchema,
  /** Largest total one member may have on one round. */
  maxPerRound: wireAmountSchema,
  bettingSeconds: z.number().int(),
  round: liveRoundSchema.nullable(),
  shoe: liveShoeSchema,
  /** Outcomes of the shoe so far in order — the roads are drawn from these. */
  outcomes: z.array(handOutcomeSchema),
});
export type LiveTable = z.infer<typeof liveTableSchema>;

/** GET /api/findmed/v1/live/tables — the lobby: every table with its live road and countdown. */
export const liveTablesSchema = z.object({ list: z.array(liveTableSchema) });
export type LiveTables = z.infer<typeof liveTablesSchema>;

/** GET /api/findmed/v1/live/table?id= — one table, plus the member's bets on the current round. */
export const liveTableQuerySchema = z.object({ id: idParam });
export const liveMyBetSchema = z.object({
  side: z.enum(BET_SIDES),
  stake: wireAmountSchema,
  /** Stake included; null until the round is settled. */
  payout: wireAmountSchema.nullable(),
});
export const liveTableDetailSchema = z.object({
  table: liveTableSchema,
  myBets: z.array(liveMyBetSchema),
});
export type LiveTableDetail = z.infer<typeof liveTableDetailSchema>;

/** POST /api/findmed/v1/live/bet — the chips on the felt, confirmed at once (all or nothing). */
export const liveBetRequestSchema = z.object({
  tableId: idParam,
  roundId: idParam,
  bets: z
    .array(z.object({ side: betSideField, amount: amountInputField }))
    .min(1)
    .max(BET_SIDES.length),
  requestId: requestIdField,
});
export type LiveBetRequest = z.infer<typeof liveBetRequestSchema>;
export const liveBetResultSchema = z.object({
  roundId: z.number().int(),
  /** All the member's bets on this round after this request. */
  myBets: z.array(liveMyBetSchema),
  balance: wireAmountSchema,
});

/** GET /api/findmed/v1/live/recall?tableId=&page= — the member's last rounds at a table. */
export const liveRecallQuerySchema = z.object({
  tableId: idParam,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const liveRecallItemSchema = z.object({
  roundId: z.number().int(),
  shoeId: z.number().int(),
  handNo: z.number().int(),
  settledAt: z.string().nullable(),
  phase: z.enum(LIVE_PHASES),
  cards: liveRoundSchema.shape.cards,
  outcome: handOutcomeSchema.nullable(),
  bets: z.array(liveMyBetSchema),
  stake: wireAmountSchema,
  payout: wireAmountSchema,
});
export const liveRecallSchema = z.object({
  list: z.array(liveRecallItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

/** GET /api/findmed/v1/live/shoe?id= — a shoe for verification (its hands; the seed once ended). */
export const liveShoeQuerySchema = z.object({ id: idParam });
export const liveShoeDetailSchema = z.object({
  shoe: liveShoeSchema,
  tableId: z.number().int(),
  hands: z.array(
    z.object({ handNo: z.number().int(), cards: liveRoundSchema.shape.cards, outcome: handOutcomeSchema }),
  ),
});

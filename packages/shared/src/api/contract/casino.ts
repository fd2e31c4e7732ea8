import { z } from 'zod';
import { DATE_RANGE_PRESETS } from '../../dates/date-range-preset.ts';
import { requestIdField, walletSchema, wireAmountSchema } from './wallet.ts';

/**
 * The casino contract (issue 11): game sessions (launch, heartbeat, venue back), the member's game
 * settings and favourites, venue bet rounds in bet records, and the operator's per-venue totals and
 * re-pull. Venues are third-party providers behind adapters; a venue keeps its own wallet
 * ("transfer") or debits and credits our center wallet per round ("seamless").
 */

const idParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** Where a game is played: the H5 layout or the desktop layout (SPEC.md §3 game session `platform`). */
export const GAME_PLATFORMS = ['h5', 'pc'] as const;
export type GamePlatform = (typeof GAME_PLATFORMS)[number];

/** How a venue holds a member's money. */
export const WALLET_MODES = ['transfer', 'seamless'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/**
 * The casino products of the lobby (category ids 3, 4, 5, 7 of SPEC.md §9), and `live`: the
 * house's own live tables (issue 12), whose bets appear in bet records beside the venues' rounds.
 */
export const VENUE_PRODUCTS = ['slot', 'lottery', 'cards', 'fishing', 'live'] as const;
export type VenueProduct = (typeof VENUE_PRODUCTS)[number];
export const CATEGORY_PRODUCT: Readonly<Record<number, VenueProduct>> = {
  3: 'slot',
  4: 'lottery',
  5: 'cards',
  7: 'fishing',
};

const gameIdField = z.coerce.number().int().min(1).max(2_147_483_647);
const platformField = z.enum(GAME_PLATFORMS, { error: 'field.platform' });

// ---- Game session (SPEC.md §3: isLogin, gameid, platform, startGame) -------------------------

/** POST /api/findmed/v1/game/launch */
export const launchRequestSchema = z.object({
  gameId: gameIdField,
  platform: platformField,
  /** Moves the whole center balance into a transfer venue first; absent = the member's setting. */
  autoTransfer: z.boolean().optional(),
  requestId: requestIdField,
});
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

export const launchResultSchema = z.object({
  /** Our game session id (heartbeats and venue back refer to the member's open session). */
  sessionId: z.string(),
  gameid: z.number().int(),
  platform: z.enum(GAME_PLATFORMS),
  /** frame: the venue's page in an iframe at `url`; app: a house game at the in-app route `url`. */
  mode: z.enum(['frame', 'app']),
  url: z.string(),
  /** When the launch URL stops working (it is signed and short-lived). */
  expiresAt: z.string(),
  venue: z.string(),
  walletMode: z.enum(WALLET_MODES),
  autoTransfer: z.boolean(),
  /** What auto-transfer moved into the venue (null when it did not run), and how that went. */
  transfer: z
    .object({
      amount: wireAmountSchema,
      status: z.enum(['pending', 'succeeded', 'failed']),
    })
    .nullable(),
  /** The member's balance at the venue after entry ("0.0000" for seamless venues). */
  venueBalance: wireAmountSchema,
});
export type LaunchResult = z.infer<typeof launchResultSchema>;

/** POST /api/findmed/v1/heartbeat (SPEC.md §7), every 30 s while logged in. */
export const heartbeatRequestSchema = z.object({
  gameid: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  platform: z.enum(GAME_PLATFORMS).default('h5'),
});
export const heartbeatResultSchema = z.object({
  /** The member's open game session the heartbeat kept alive, if any. */
  sessionId: z.string().nullable(),
  /** Milliseconds until the next heartbeat is due. */
  nextMs: z.number().int(),
});

/** POST /api/findmed/v1/game/back: the member left the venue (SPEC.md §2 /app/venueBack). */
export const venueBackRequestSchema = z.object({ requestId: requestIdField });
export const venueBackResultSchema = z.object({
  /** Venue balances moved back to the center wallet (auto-transfer on), else "0.0000". */
  recovered: wireAmountSchema,
  /** none: nothing to recover (auto-transfer off, seamless venue, or an empty venue wallet). */
  status: z.enum(['none', 'succeeded', 'pending', 'failed']),
  wallets: z.array(walletSchema),
});
export type VenueBackResult = z.infer<typeof venueBackResultSchema>;

/** GET/POST /api/findmed/v1/game/settings */
export const gameSettingsSchema = z.object({ autoTransfer: z.boolean() });
export type GameSettings = z.infer<typeof gameSettingsSchema>;

/** GET /api/findmed/v1/game/favorites; POST /api/findmed/v1/game/favorite */
export const favoritesSchema = z.object({ ids: z.array(z.number().int()) });
export const favoriteRequestSchema = z.object({ gameId: gameIdField, on: z.boolean() });

// ---- Venue rounds in bet records -------------------------------------------------------------

export const VENUE_BET_STATUSES = ['open', 'settled', 'void'] as const;

/** One round played at a venue (pulled from a transfer venue, or booked by a seamless venue). */
export const venueBetSchema = z.object({
  id: z.number().int(),
  /** "V" + id, zero padded. */
  betNo: z.string(),
  product: z.enum(VENUE_PRODUCTS),
  venue: z.string(),
  venueName: z.string(),
  gameId: z.number().int().nullable(),
  gameName: z.string(),
  /** The venue's round id. */
  roundId: z.string(),
  status: z.enum(VENUE_BET_STATUSES),
  currency: z.string(),
  stake: wireAmountSchema,
  validStake: wireAmountSchema,
  payout: wireAmountSchema,
  winLoss: wireAmountSchema,
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** The venue's words for the round (e.g. "和值 11 · 大"). */
  detail: z.string(),
});
export type VenueBet = z.infer<typeof venueBetSchema>;
export const venueBetDetailQuerySchema = z.object({ id: idParam });

// ---- Operators -------------------------------------------------------------------------------

export const adminVenueTotalsQuerySchema = z.object({
  preset: z.coerce
    .number()
    .int()
    .refine((v) => DATE_RANGE_PRESETS.some((p) => p.id === v), { error: 'field.preset' })
    .default(0),
});
export const adminVenueTotalsSchema = z.object({
  list: z.array(
    z.object({
      venue: z.string(),
      venueName: z.string(),
      walletMode: z.enum(WALLET_MODES),
      maintenance: z.boolean(),
      rounds: z.number().int(),
      members: z.number().int(),
      stake: wireAmountSchema,
      validStake: wireAmountSchema,
      payout: wireAmountSchema,
      /** The house's result: stake − payout. */
      houseWin: wireAmountSchema,
      lastPulledTo: z.string().nullable(),
    }),
  ),
});
export const adminVenuePullRequestSchema = z.object({
  venue: z.string().regex(/^[a-z0-9_]{2,32}$/, { error: 'field.venue' }),
  /** ISO times; the window may be at most 24 h long. */
  from: z.iso.datetime(),
  to: z.iso.datetime(),
});
export const adminVenuePullResultSchema = z.object({
  venue: z.string(),
  pages: z.number().int(),
  fetched: z.number().int(),
  /** New rounds booked by this pull (a window pulled twice adds nothing the second time). */
  added: z.number().int(),
});
export const adminVenueMaintenanceRequestSchema = z.object({
  venue: z.string().regex(/^[a-z0-9_]{2,32}$/, { error: 'field.venue' }),
  /** A game of the venue; absent = the whole venue. */
  gameId: gameIdField.optional(),
  maintenance: z.boolean(),
});
export const adminVenueMaintenanceResultSchema = z.object({
  venue: z.string(),
  gameId: z.number().int().nullable(),
  maintenance: z.boolean(),
});

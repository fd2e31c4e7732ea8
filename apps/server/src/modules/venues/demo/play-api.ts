import { z } from 'zod';
import { DT_BET_SIDES, K3_BET_TYPES } from './games/types.ts';

// The demo provider's play API (issue 11): what its own game pages (in our iframe, sandboxed to an
// opaque origin) call at `/venue/demo/play/api/*` with `x-play-token: <session token>`. It is the
// venue's API, not ours: answers are plain JSON `{ ok: true, ... }` or `{ ok: false, error, message }`
// (message in the session's language), CORS-open because the frame's origin is opaque. Amounts are
// decimal strings with at most two decimals in, four out. Pages import only the types.

export const PLAY_API_PREFIX = '/venue/demo/play/api';
export const PLAY_PAGE_PREFIX = '/venue/demo/play';

const amountIn = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/);
const requestId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

/** POST /session — trades the one-time launch token of the URL for a play session. */
export const playSessionRequest = z.object({ launchToken: z.string().min(16).max(512) });
export const playSessionAnswer = z.object({
  ok: z.literal(true),
  sessionToken: z.string(),
  venue: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  kind: z.enum(['slot', 'k3', 'dt', 'fish']),
  walletMode: z.enum(['transfer', 'seamless']),
  currency: z.string(),
  locale: z.string(),
  balance: z.string(),
  /** Stake choices and limits of this game. */
  chips: z.array(z.string()),
  minStake: z.string(),
  maxStake: z.string(),
});
export type PlaySession = z.infer<typeof playSessionAnswer>;

/** GET /balance */
export const balanceAnswer = z.object({ ok: z.literal(true), balance: z.string() });

/** POST /slot/spin */
export const slotSpinRequest = z.object({ stake: amountIn, requestId });
export const slotSpinAnswer = z.object({
  ok: z.literal(true),
  roundId: z.string(),
  stake: z.string(),
  base: z.object({
    grid: z.array(z.array(z.number())),
    lineWins: z.array(z.object({ line: z.number(), symbol: z.number(), count: z.number(), win: z.string() })),
    scatterCount: z.number(),
    freeSpinsAwarded: z.number(),
    win: z.string(),
  }),
  freeSpins: z.array(
    z.object({
      grid: z.array(z.array(z.number())),
      lineWins: z.array(
        z.object({ line: z.number(), symbol: z.number(), count: z.number(), win: z.string() }),
      ),
      scatterCount: z.number(),
      freeSpinsAwarded: z.number(),
      win: z.string(),
    }),
  ),
  totalWin: z.string(),
  balance: z.string(),
});

/** GET /k3/state — the open draw (its seed hash published), the last draws (seeds revealed), my bets. */
export const k3StateAnswer = z.object({
  ok: z.literal(true),
  intervalSec: z.number(),
  current: z.object({ drawNo: z.string(), seedHash: z.string(), closesAt: z.string(), drawsAt: z.string() }),
  history: z.array(
    z.object({
      drawNo: z.string(),
      seedHash: z.string(),
      seed: z.string(),
      dice: z.tuple([z.number(), z.number(), z.number()]),
      drawnAt: z.string(),
    }),
  ),
  myBets: z.array(
    z.object({
      roundId: z.string(),
      drawNo: z.string(),
      type: z.enum(K3_BET_TYPES),
      selection: z.number(),
      stake: z.string(),
      status: z.enum(['open', 'settled']),
      payout: z.string(),
    }),
  ),
  /** Odds table shown by the page: type (and selection) → payout multiple including stake, as text. */
  payTable: z.array(z.object({ type: z.enum(K3_BET_TYPES), selection: z.number(), pays: z.string() })),
  balance: z.string(),
});

/** POST /k3/bet — bets on the open draw; refused once it has closed. */
export const k3BetRequest = z.object({
  drawNo: z.string().regex(/^\d{8,16}$/),
  bets: z
    .array(
      z.object({ type: z.enum(K3_BET_TYPES), selection: z.number().int().min(0).max(18), stake: amountIn }),
    )
    .min(1)
    .max(20),
  requestId,
});
export const k3BetAnswer = z.object({
  ok: z.literal(true),
  roundIds: z.array(z.string()),
  balance: z.string(),
});

/** POST /dt/deal — one hand against the house, dealt at once. */
export const dtDealRequest = z.object({
  bets: z.partialRecord(z.enum(DT_BET_SIDES), amountIn),
  requestId,
});
const card = z.object({ rank: z.number(), suit: z.number() });
export const dtDealAnswer = z.object({
  ok: z.literal(true),
  roundId: z.string(),
  dragon: card,
  tiger: card,
  outcome: z.enum(['dragon', 'tiger', 'tie']),
  suited: z.boolean(),
  stake: z.string(),
  payout: z.string(),
  balance: z.string(),
});

/** POST /fish/shoot — one shot at a fish; the server decides the catch. */
export const fishShootRequest = z.object({
  fish: z.string().regex(/^[a-z0-9-]{2,24}$/),
  stake: amountIn,
  requestId,
});
export const fishShootAnswer = z.object({
  ok: z.literal(true),
  roundId: z.string(),
  fish: z.string(),
  hit: z.boolean(),
  multiplier: z.number(),
  win: z.string(),
  balance: z.string(),
});

/** GET /rounds — my last rounds at this venue (newest first). */
export const roundsAnswer = z.object({
  ok: z.literal(true),
  list: z.array(
    z.object({
      roundId: z.string(),
      gameCode: z.string(),
      stake: z.string(),
      payout: z.string(),
      status: z.enum(['open', 'settled', 'void']),
      detail: z.string(),
      at: z.string(),
    }),
  ),
});

export const playErrorAnswer = z.object({
  ok: z.literal(false),
  /** session | insufficient | closed | stake | input | busy | maintenance */
  error: z.string(),
  message: z.string(),
});

/**
 * The frame tells our page things with `postMessage` to its parent (any origin may listen; nothing
 * secret travels): `{ source: 'demo-venue', type: 'back' }` when the member taps the venue's exit,
 * `{ source: 'demo-venue', type: 'balance', balance }` after every round.
 */
export const VENUE_MESSAGE_SOURCE = 'demo-venue';

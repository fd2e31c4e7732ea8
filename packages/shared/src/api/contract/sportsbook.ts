import { z } from 'zod';
import { DATE_RANGE_PRESETS } from '../../dates/date-range-preset.ts';
import {
  BET_KINDS,
  BET_PRODUCTS,
  BET_STATUSES,
  MARKET_STATUSES,
  MARKET_TYPES,
  MATCH_STATUSES,
  MATCH_TABS,
  ODDS_FORMATS,
  ODDS_POLICIES,
  OUTCOMES,
  PARLAY_MAX_LEGS,
  PERIODS,
  SPORTS,
} from '../../sportsbook/markets.ts';
import { VENUE_PRODUCTS, venueBetSchema } from './casino.ts';
import { amountInputField, requestIdField, wireAmountSchema } from './wallet.ts';

/**
 * The sportsbook contract (issue 10): catalogue, bet slip, open bets and cash-out, bet records,
 * the recommended-match list of SPEC.md §7, and the operator calls. Odds travel as "1.950"
 * strings, lines as quarter-exact numbers, money as four-decimal strings (see sportsbook/markets).
 */

const idParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const oddsWire = z.string().regex(/^\d{1,6}\.\d{3}$/);

// ---- Catalogue -------------------------------------------------------------------------------

export const selectionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  odds: oddsWire,
});
export type Selection = z.infer<typeof selectionSchema>;

export const marketSchema = z.object({
  id: z.number().int(),
  type: z.enum(MARKET_TYPES),
  period: z.enum(PERIODS),
  /** Handicap (home side) or total; null for markets without a line. */
  line: z.number().nullable(),
  status: z.enum(MARKET_STATUSES),
  /** Bumped on every odds or status change; a slip leg carries the version it saw. */
  version: z.number().int(),
  /** The main line of its type and period (shown in the match list). */
  main: z.boolean(),
  selections: z.array(selectionSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const liveStateSchema = z.object({
  /** Running clock in seconds (football minutes × 60), null when the sport has none. */
  clockSeconds: z.number().int().nullable(),
  /** Period label: 1h, ht, 2h, q1..q4, ot, set1..set5, map1..map5. */
  period: z.string().nullable(),
  home: z.number().int(),
  away: z.number().int(),
  /** First-half score (football), sets/maps won are `home`/`away` for tennis and e-sports. */
  h1Home: z.number().int().nullable(),
  h1Away: z.number().int().nullable(),
});
export type LiveState = z.infer<typeof liveStateSchema>;

export const matchSummarySchema = z.object({
  id: z.number().int(),
  sport: z.enum(SPORTS),
  leagueId: z.number().int(),
  leagueName: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  status: z.enum(MATCH_STATUSES),
  /** Bets are not taken on the whole match (an operator or the feed suspended it). */
  suspended: z.boolean(),
  live: liveStateSchema,
  /** The main markets (1x2/ml, main handicap, main total; full time and first half where offered). */
  markets: z.array(marketSchema),
  /** How many markets the detail page shows. */
  marketCount: z.number().int(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export const matchDetailSchema = matchSummarySchema;
export type MatchDetail = z.infer<typeof matchDetailSchema>;

export const leagueCountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
});

export const sportsMenuQuerySchema = z.object({ tab: z.enum(MATCH_TABS).default('today') });
export const sportsMenuSchema = z.object({
  sports: z.array(
    z.object({
      code: z.enum(SPORTS),
      name: z.string(),
      counts: z.object({ today: z.number(), early: z.number(), live: z.number(), parlay: z.number() }),
      /** Leagues with matches on the asked tab. */
      leagues: z.array(leagueCountSchema),
    }),
  ),
});
export type SportsMenu = z.infer<typeof sportsMenuSchema>;

export const matchListQuerySchema = z.object({
  sport: z.enum(SPORTS).default('football'),
  tab: z.enum(MATCH_TABS).default('today'),
  league: idParam.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const matchListSchema = z.object({
  list: z.array(matchSummarySchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type MatchList = z.infer<typeof matchListSchema>;

export const matchDetailQuerySchema = z.object({ id: idParam });

// ---- Recommended matches (SPEC.md §3, §4, §7, §9) --------------------------------------------

export const recommendListRequestSchema = z.object({
  classification: z.string().trim().min(1).max(16).default('足球'),
  placement: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(3),
});
export const recommendMatchSchema = matchSummarySchema.extend({
  game_type: z.literal(6),
  gameType: z.literal(6),
  isRecomd: z.literal(1),
});
export type RecommendMatch = z.infer<typeof recommendMatchSchema>;
export const recommendListSchema = z.object({ d: z.array(recommendMatchSchema), t: z.number().int() });
export type RecommendList = z.infer<typeof recommendListSchema>;

// ---- Member preferences and limits -----------------------------------------------------------

export const sportsPrefsSchema = z.object({
  oddsFormat: z.enum(ODDS_FORMATS),
  oddsPolicy: z.enum(ODDS_POLICIES),
});
export type SportsPrefs = z.infer<typeof sportsPrefsSchema>;
export const sportsPrefsUpdateSchema = sportsPrefsSchema.partial();

export const sportsLimitsSchema = z.object({
  currency: z.string(),
  minStake: wireAmountSchema,
  maxStake: wireAmountSchema,
  maxPayout: wireAmountSchema,
  /** In-play bets wait this long; a price change or suspension in it refuses them. */
  liveDelayMs: z.number().int(),
  quickStakes: z.array(z.number().int()),
});
export type SportsLimits = z.infer<typeof sportsLimitsSchema>;

// ---- Bets ------------------------------------------------------------------------------------

export const slipLegSchema = z.object({
  selectionId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** The odds the member saw. */
  odds: z.string().regex(/^\d{1,6}(?:\.\d{1,3})?$/, { error: 'field.odds' }),
  /** The market version the member saw. */
  version: z.number().int().min(0).max(2_147_483_647),
});
export type SlipLeg = z.infer<typeof slipLegSchema>;

/** One slip is one bet: a single (one leg) or a parlay (2..10 legs, no two of one match). */
export const placeBetRequestSchema = z.object({
  requestId: requestIdField,
  kind: z.enum(BET_KINDS),
  legs: z.array(slipLegSchema).min(1).max(PARLAY_MAX_LEGS),
  stake: amountInputField,
  oddsPolicy: z.enum(ODDS_POLICIES),
});
export type PlaceBetRequest = z.infer<typeof placeBetRequestSchema>;

export const betLegSchema = z.object({
  legNo: z.number().int(),
  matchId: z.number().int(),
  sport: z.enum(SPORTS),
  leagueName: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.string(),
  marketId: z.number().int(),
  marketType: z.enum(MARKET_TYPES),
  period: z.enum(PERIODS),
  line: z.number().nullable(),
  selectionId: z.number().int(),
  selectionCode: z.string(),
  odds: oddsWire,
  outcome: z.enum(OUTCOMES).nullable(),
  /** The full-time (and first-half) score the leg was settled on. */
  score: z.string().nullable(),
});
export type BetLeg = z.infer<typeof betLegSchema>;

export const betSchema = z.object({
  id: z.number().int(),
  /** Bet number shown to the member ("S" + id, zero padded). */
  betNo: z.string(),
  product: z.enum(BET_PRODUCTS),
  kind: z.enum(BET_KINDS),
  status: z.enum(BET_STATUSES),
  outcome: z.enum(OUTCOMES).nullable(),
  currency: z.string(),
  stake: wireAmountSchema,
  /** Total odds (product for parlays). */
  odds: oddsWire,
  potentialReturn: wireAmountSchema,
  payout: wireAmountSchema,
  /** Payout − stake once settled, else "0.0000". */
  winLoss: wireAmountSchema,
  validStake: wireAmountSchema,
  live: z.boolean(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** Cash-out is offered now (open, every open leg's market open). */
  cashoutAvailable: z.boolean(),
  legs: z.array(betLegSchema),
});
export type Bet = z.infer<typeof betSchema>;

export const openBetsSchema = z.object({ list: z.array(betSchema) });

export const cashoutQuoteRequestSchema = z.object({
  betId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const cashoutQuoteSchema = z.object({
  quoteId: z.string(),
  betId: z.number().int(),
  amount: wireAmountSchema,
  expiresAt: z.string(),
});
export type CashoutQuote = z.infer<typeof cashoutQuoteSchema>;
export const cashoutRequestSchema = z.object({
  quoteId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'field.quoteId' }),
  requestId: requestIdField,
});

// ---- Bet records (/user/bettingRecord) --------------------------------------------------------

/** unsettled = open; settled = settled or cashed out; cancelled = void. */
export const BET_RECORD_FILTERS = ['all', 'unsettled', 'settled', 'cancelled'] as const;
export const betRecordsQuerySchema = z.object({
  product: z.enum(['all', ...BET_PRODUCTS, ...VENUE_PRODUCTS]).default('all'),
  status: z.enum(BET_RECORD_FILTERS).default('all'),
  preset: z.coerce
    .number()
    .int()
    .refine((v) => DATE_RANGE_PRESETS.some((p) => p.id === v), { error: 'field.preset' })
    .default(-1),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type BetRecordsQuery = z.infer<typeof betRecordsQuerySchema>;
/** A row of bet records: a sportsbook bet, or a round played at a venue (issue 11). */
export const betRecordSchema = z.union([betSchema, venueBetSchema]);
export type BetRecord = z.infer<typeof betRecordSchema>;
export const betRecordsSchema = z.object({
  list: z.array(betRecordSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totals: z.object({ stake: wireAmountSchema, validStake: wireAmountSchema, winLoss: wireAmountSchema }),
});
export type BetRecords = z.infer<typeof betRecordsSchema>;
export const betDetailQuerySchema = z.object({ id: idParam });

// ---- Operators -------------------------------------------------------------------------------

export const adminMarketStatusRequestSchema = z.object({
  marketId: z.number().int().min(1),
  status: z.enum(['open', 'suspended']),
});
export const adminMatchStatusRequestSchema = z.object({
  matchId: z.number().int().min(1),
  action: z.enum(['suspend', 'reopen']),
});
export const adminMatchResultRequestSchema = z.object({
  matchId: z.number().int().min(1),
  ftHome: z.number().int().min(0).max(999),
  ftAway: z.number().int().min(0).max(999),
  h1Home: z.number().int().min(0).max(999).nullable().default(null),
  h1Away: z.number().int().min(0).max(999).nullable().default(null),
});
export const adminMatchVoidRequestSchema = z.object({
  matchId: z.number().int().min(1),
  reason: z.string().trim().min(2).max(200),
});
export const adminMatchActionSchema = z.object({
  matchId: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  /** Bets settled, re-settled or voided by this action. */
  betsAffected: z.number().int(),
  resultVersion: z.number().int(),
});
export const adminSportsLimitsRequestSchema = z.object({
  siteCode: z.string().min(2).max(16),
  minStake: amountInputField,
  maxStake: amountInputField,
  maxPayout: amountInputField,
  liveDelayMs: z.number().int().min(0).max(30_000),
});
export const adminMemberBetsQuerySchema = z.object({
  siteCode: z.string().min(2).max(16),
  account: z.string().min(4).max(11),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export const adminMemberBetsSchema = z.object({
  list: z.array(betSchema),
  total: z.number().int(),
});
export const adminLiabilityQuerySchema = z.object({
  siteCode: z.string().min(2).max(16),
  matchId: idParam,
});
/** For each outcome: what the house pays if it happens, net of the stakes it keeps. */
export const adminLiabilitySchema = z.object({
  matchId: z.number().int(),
  markets: z.array(
    z.object({
      marketId: z.number().int(),
      type: z.enum(MARKET_TYPES),
      period: z.enum(PERIODS),
      line: z.number().nullable(),
      status: z.enum(MARKET_STATUSES),
      selections: z.array(
        z.object({
          selectionId: z.number().int(),
          code: z.string(),
          odds: oddsWire,
          bets: z.number().int(),
          stake: wireAmountSchema,
          /** Paid out if this selection wins (singles; parlays counted at their full return). */
          payout: wireAmountSchema,
          /** House result if it wins: stakes taken on the market − payout (negative is a loss). */
          houseNet: wireAmountSchema,
        }),
      ),
    }),
  ),
});
export type AdminLiability = z.infer<typeof adminLiabilitySchema>;
/** GET /api/admin/v1/sports/matches : the trading room's list, every status, soonest kick-off first. */
export const adminSportsMatchesQuerySchema = z.object({
  sport: z.enum(SPORTS).default('football'),
  status: z.enum(MATCH_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

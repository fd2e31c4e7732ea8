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
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

// The sportsbook (issue 10, migration 0008). The catalogue (leagues, matches, markets, selections,
// results) is shared by every brand and written by the odds feed; bets, limits and preferences
// belong to a brand. Odds are integers of 1/1000 (`odds_k`), lines quarter units (`line_q`), money
// minor units (1/10 000) — see packages/shared/src/sportsbook/markets.ts.

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const sbLeagues = pgTable(
  'sb_leagues',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    sport: text('sport').notNull(),
    /** The feed's id for it: leagues are upserted by it. */
    feedRef: text('feed_ref').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    region: text('region').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('sb_leagues_feed_ref_uq').on(t.feedRef), index('sb_leagues_sport_idx').on(t.sport)],
);

export const sbMatches = pgTable(
  'sb_matches',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    leagueId: bigint('league_id', { mode: 'bigint' })
      .notNull()
      .references(() => sbLeagues.id),
    sport: text('sport').notNull(),
    feedRef: text('feed_ref').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    kickoffAt: ts('kickoff_at').notNull(),
    /** scheduled | live | finished | postponed | cancelled */
    status: text('status').notNull().default('scheduled'),
    /** Set by an operator or the feed: no bets on any market of the match. */
    suspended: boolean('suspended').notNull().default(false),
    /** Live period label (1h, ht, 2h, q1…, set1…, map1…), clock and score. */
    period: text('period'),
    clockSeconds: integer('clock_seconds'),
    scoreHome: integer('score_home').notNull().default(0),
    scoreAway: integer('score_away').notNull().default(0),
    h1Home: integer('h1_home'),
    h1Away: integer('h1_away'),
    /** Shown in the recommended-match list (hgty, hgtyc), ordered by `recommend_sort`. */
    recommended: boolean('recommended').notNull().default(false),
    recommendSort: integer('recommend_sort').notNull().default(0),
    /** The version of the result bets were last settled on (0: none). */
    resultVersion: integer('result_version').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sb_matches_feed_ref_uq').on(t.feedRef),
    index('sb_matches_sport_kickoff_idx').on(t.sport, t.kickoffAt),
    index('sb_matches_status_idx').on(t.status),
    check(
      'sb_matches_status_ck',
      sql`${t.status} in ('scheduled','live','finished','postponed','cancelled')`,
    ),
  ],
);

export const sbMarkets = pgTable(
  'sb_markets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    matchId: bigint('match_id', { mode: 'bigint' })
      .notNull()
      .references(() => sbMatches.id),
    /** 1x2 | ml | ah | map_ah | ou | oe | cs */
    type: text('type').notNull(),
    /** ft | 1h */
    period: text('period').notNull(),
    /** Quarter units; 0 for markets without a line. */
    lineQ: integer('line_q').notNull().default(0),
    /** open | suspended | settled | void */
    status: text('status').notNull().default('open'),
    /** Bumped with every odds or status change. */
    version: integer('version').notNull().default(1),
    main: boolean('main').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** The feed suspended it (migration 0010); an operator's suspension leaves it false and sticks. */
    feedSuspended: boolean('feed_suspended').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sb_markets_key_uq').on(t.matchId, t.type, t.period, t.lineQ),
    check('sb_markets_status_ck', sql`${t.status} in ('open','suspended','settled','void')`),
  ],
);

export const sbSelections = pgTable(
  'sb_selections',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'bigint' })
      .notNull()
      .references(() => sbMarkets.id),
    code: text('code').notNull(),
    oddsK: integer('odds_k').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sb_selections_market_code_uq').on(t.marketId, t.code),
    check('sb_selections_odds_ck', sql`${t.oddsK} > 1000`),
  ],
);

/** Every result a match was given, in order: a correction is a new version. */
export const sbResults = pgTable(
  'sb_results',
  {
    matchId: bigint('match_id', { mode: 'bigint' })
      .notNull()
      .references(() => sbMatches.id),
    version: integer('version').notNull(),
    ftHome: integer('ft_home').notNull(),
    ftAway: integer('ft_away').notNull(),
    h1Home: integer('h1_home'),
    h1Away: integer('h1_away'),
    /** feed | operator */
    source: text('source').notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.version] })],
);

/** A brand's stake limits (minor units); a brand without a row uses the defaults in code. */
export const sbLimits = pgTable('sb_limits', {
  siteCode: text('site_code').primaryKey(),
  minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
  maxStake: bigint('max_stake', { mode: 'bigint' }).notNull(),
  maxPayout: bigint('max_payout', { mode: 'bigint' }).notNull(),
  liveDelayMs: integer('live_delay_ms').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sbMemberPrefs = pgTable(
  'sb_member_prefs',
  {
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    oddsFormat: text('odds_format').notNull().default('hk'),
    oddsPolicy: text('odds_policy').notNull().default('better'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteCode, t.memberId] })],
);

export const sbBets = pgTable(
  'sb_bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** The member's slip id: one slip places one bet, however often it is sent. */
    requestId: text('request_id').notNull(),
    /** single | parlay */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Total odds ×1000 (the product, rounded down, for parlays). */
    oddsK: bigint('odds_k', { mode: 'bigint' }).notNull(),
    potentialReturn: bigint('potential_return', { mode: 'bigint' }).notNull(),
    oddsPolicy: text('odds_policy').notNull(),
    live: boolean('live').notNull().default(false),
    /** open | settled | void | cashed_out */
    status: text('status').notNull().default('open'),
    /** win | lose | push | half_win | half_lose | void, once settled */
    outcome: text('outcome'),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Turnover it counts for once settled (0 for push and void, half for half results). */
    validStake: bigint('valid_stake', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Bumped on every settlement or re-settlement; the settlement's ledger key carries it. */
    settleVersion: integer('settle_version').notNull().default(0),
    cashoutAmount: bigint('cashout_amount', { mode: 'bigint' }),
    placedAt: ts('placed_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('sb_bets_request_uq').on(t.siteCode, t.memberId, t.requestId),
    index('sb_bets_member_idx').on(t.siteCode, t.memberId, t.placedAt),
    // the reports' ranges of days across members (issue 24)
    index('sb_bets_site_placed_idx').on(t.siteCode, t.placedAt),
    index('sb_bets_open_idx').on(t.status),
    check('sb_bets_stake_ck', sql`${t.stake} > 0`),
    check('sb_bets_payout_ck', sql`${t.payout} >= 0`),
    check('sb_bets_status_ck', sql`${t.status} in ('open','settled','void','cashed_out')`),
    check('sb_bets_kind_ck', sql`${t.kind} in ('single','parlay')`),
  ],
);

export const sbBetLegs = pgTable(
  'sb_bet_legs',
  {
    betId: bigint('bet_id', { mode: 'bigint' })
      .notNull()
      .references(() => sbBets.id),
    legNo: smallint('leg_no').notNull(),
    matchId: bigint('match_id', { mode: 'bigint' })
      .notNull()
      .references(() => sbMatches.id),
    marketId: bigint('market_id', { mode: 'bigint' })
      .notNull()
      .references(() => sbMarkets.id),
    selectionId: bigint('selection_id', { mode: 'bigint' })
      .notNull()
      .references(() => sbSelections.id),
    marketType: text('market_type').notNull(),
    period: text('period').notNull(),
    lineQ: integer('line_q').notNull(),
    selectionCode: text('selection_code').notNull(),
    oddsK: integer('odds_k').notNull(),
    /** Set when the leg is graded; null while its match is open. */
    outcome: text('outcome'),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.legNo] }),
    index('sb_bet_legs_match_idx').on(t.matchId),
    index('sb_bet_legs_selection_idx').on(t.selectionId),
  ],
);

/** Each settlement of a bet (the first, and every re-settlement after a correction). */
export const sbSettlements = pgTable(
  'sb_settlements',
  {
    betId: bigint('bet_id', { mode: 'bigint' })
      .notNull()
      .references(() => sbBets.id),
    version: integer('version').notNull(),
    outcome: text('outcome').notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    /** The money moved by this settlement: payout − the previous settlement's payout. */
    delta: bigint('delta', { mode: 'bigint' }).notNull(),
    resultVersion: integer('result_version').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.betId, t.version] })],
);

export const sbCashoutQuotes = pgTable(
  'sb_cashout_quotes',
  {
    id: text('id').primaryKey(),
    betId: bigint('bet_id', { mode: 'bigint' })
      .notNull()
      .references(() => sbBets.id),
    siteCode: text('site_code').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The market versions the price was made from: a change voids the quote. */
    versions: jsonb('versions').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sb_cashout_quotes_bet_idx').on(t.betId)],
);

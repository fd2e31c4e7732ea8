import type { GamePlatform, WalletMode } from '@houseline/shared/api/contract/casino';
import type { Locale } from '@houseline/shared/api/headers';
import type { VenueWalletApi } from './venue-client.ts';

/**
 * A venue a member can play at (venue code = `wallet_code` of the game catalogue). A transfer
 * venue keeps its own wallet (center ⇄ venue transfers); a seamless venue keeps none and debits and
 * credits our center wallet per round through the seamless-wallet callbacks.
 */
export interface VenueWallet {
  code: string;
  names: Record<Locale, string>;
  walletMode: WalletMode;
}

/** One venue's own books, for the reconciling audit: each player's balance at the venue. */
export interface VenueBooks {
  balances(): Promise<{ venue: string; player: string; balance: bigint }[]>;
}

export interface VenueLaunchInput {
  venue: string;
  /** The venue's code of the game (games.game_code). */
  gameCode: string;
  /** The player id the venue knows the member by. */
  player: string;
  platform: GamePlatform;
  locale: Locale;
  currency: string;
}

/** A signed, short-lived URL that opens the game at the venue (in a frame). */
export interface VenueLaunch {
  url: string;
  expiresAt: Date;
}

/** One settled (or voided) round as the venue's bet-record export gives it. Amounts are decimal strings. */
export interface VenueBetRecord {
  roundId: string;
  venue: string;
  player: string;
  gameCode: string;
  stake: string;
  validStake: string;
  payout: string;
  status: 'settled' | 'void';
  /** ISO times. */
  placedAt: string;
  settledAt: string;
  /** The venue's words for the round. */
  detail: string;
}

export interface VenueBetPage {
  records: VenueBetRecord[];
  page: number;
  pageSize: number;
  /** Records in the whole window. */
  total: number;
}

/** The game side of a provider: launch a game; page through settled rounds of a time window. */
export interface VenueGamesApi {
  launch(input: VenueLaunchInput): Promise<VenueLaunch>;
  /**
   * Rounds settled in [from, to) at a venue, ordered by settle time then round id, `page` from 1.
   * Asking for the same window again gives the same rounds (the caller books each round once).
   * `player`: only that player's rounds (a member's rounds brought up to date before money leaves
   * the venue, decision 0029); a provider that ignores it gives every player's, which is harmless.
   */
  betRecords(input: {
    venue: string;
    from: Date;
    to: Date;
    page: number;
    pageSize: number;
    player?: string | undefined;
  }): Promise<VenueBetPage>;
}

/**
 * A game provider behind one adapter (DESIGN.md §2): the venues it serves, its wallet API (transfer
 * venues), its game API (launch, bet records), how to check that a seamless-wallet callback really
 * comes from it, and — when we can read them, as for the built-in demo venue — its books.
 */
export interface VenueAdapter {
  provider: string;
  venues: readonly VenueWallet[];
  api: VenueWalletApi;
  games: VenueGamesApi;
  /** True when a seamless-wallet callback carries this provider's valid, fresh signature. */
  verifyCallback(request: {
    method: string;
    url: string;
    body: string;
    headers: Record<string, string | string[] | undefined>;
  }): boolean;
  books?: VenueBooks;
}

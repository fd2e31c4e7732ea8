import type { Locale } from '@houseline/shared/api/headers';
import type { VenueWalletApi } from './venue-client.ts';

/** A venue wallet a member can hold money in (wallet code = venue code of the game catalogue). */
export interface VenueWallet {
  code: string;
  names: Record<Locale, string>;
}

/** One venue's own books, for the reconciling audit: each player's balance at the venue. */
export interface VenueBooks {
  balances(): Promise<{ venue: string; player: string; balance: bigint }[]>;
}

/**
 * A game provider behind one adapter (DESIGN.md §2): the venues it serves, its wallet API, and —
 * when we can read them, as for the built-in demo venue — its books.
 */
export interface VenueAdapter {
  provider: string;
  venues: readonly VenueWallet[];
  api: VenueWalletApi;
  books?: VenueBooks;
}

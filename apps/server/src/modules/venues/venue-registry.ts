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

/** Venues keyed by venue code, each served by one provider adapter. */
export function createVenueRegistry(adapters: readonly VenueAdapter[]) {
  const byCode = new Map<string, VenueAdapter>();
  for (const adapter of adapters) {
    for (const venue of adapter.venues) {
      if (byCode.has(venue.code)) throw new Error(`venue ${venue.code} is served by two providers`);
      byCode.set(venue.code, adapter);
    }
  }
  return {
    /** The adapter serving a venue code; undefined when no provider serves it. */
    get(code: string): VenueAdapter | undefined {
      return byCode.get(code);
    },
    adapters(): readonly VenueAdapter[] {
      return adapters;
    },
    get size(): number {
      return byCode.size;
    },
  };
}

export type VenueRegistry = ReturnType<typeof createVenueRegistry>;

import type { VenueAdapter, VenueWallet } from './venue-adapter.ts';

export type { VenueAdapter, VenueBooks, VenueWallet } from './venue-adapter.ts';
export { VENUE_CATALOG } from './venue-catalog.ts';
export type { VenueWalletApi } from './venue-client.ts';

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
    /** The venue as its provider describes it (wallet mode, names); undefined when none serves it. */
    venue(code: string): VenueWallet | undefined {
      return byCode.get(code)?.venues.find((v) => v.code === code);
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

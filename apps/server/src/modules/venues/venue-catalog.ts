import { DEMO_VENUE_WALLETS } from './demo/demo-venue.ts';
import type { VenueWallet } from './venue-adapter.ts';

/**
 * The venue wallets the site offers, gathered from each provider module (one line per provider;
 * the games issue adds providers here and their adapters to the registry in venues.module.ts).
 * Which provider serves a code at run time is the registry's business; other modules read the
 * catalogue through venue-registry.service.ts.
 */
export const VENUE_CATALOG: readonly VenueWallet[] = [...DEMO_VENUE_WALLETS];

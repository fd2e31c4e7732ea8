import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import { type DemoVenue, demoVenueAdapter, registerDemoVenue } from './demo/demo-venue.ts';
import type { VenueWallet } from './venue-adapter.ts';
import { createVenueRegistry, VENUE_CATALOG, type VenueRegistry } from './venue-registry.service.ts';

export interface VenuesModuleDeps {
  db: Db;
  config: {
    sandbox: boolean;
    /** A venue API reached over HTTP; when unset in sandbox mode the demo venue runs in this process. */
    venueBaseUrl: string | undefined;
    venueSecret: string;
    venueTimeoutMs: number;
  };
  now?: (() => Date) | undefined;
}

export interface VenuesServices {
  /** Venue code -> provider adapter (the games issue adds providers). */
  venues: VenueRegistry;
  /** The built-in demo venue, when it runs in this process (sandbox). */
  demoVenue: DemoVenue | undefined;
  /** The venue wallets the site offers. */
  catalog: readonly VenueWallet[];
}

/**
 * The venues (DESIGN.md §2): the registry of provider adapters and, in sandbox mode without a
 * venue API URL, the built-in demo venue running in this process (its signed HTTP API and its own
 * books, its game pages and play API, decision 0023). Registers the demo venue's routes; returns the
 * registry, the demo venue and the catalogue, and the demo venue's jobs.
 */
export function registerVenues(
  app: FastifyInstance,
  deps: VenuesModuleDeps,
): ModuleRegistration<VenuesServices> {
  const { db, config } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  const demoVenue =
    config.sandbox && !config.venueBaseUrl
      ? registerDemoVenue(app, { db, secret: config.venueSecret, ...clock })
      : undefined;
  const venues = createVenueRegistry(
    config.venueBaseUrl || demoVenue
      ? [demoVenueAdapter(app, { config, db: demoVenue ? db : undefined, ...clock })]
      : [],
  );
  // The demo provider's own jobs (K3 draws, its seamless outbox) run with the site's scheduler.
  return { services: { venues, demoVenue, catalog: VENUE_CATALOG }, jobs: demoVenue ? demoVenue.jobs : [] };
}

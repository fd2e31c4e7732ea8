import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { ReadRouter } from '../../platform/db/read-router.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import type { AuditPort } from '../operators/audit.service.ts';
import { createFavoritesRepository } from './favorites.repository.ts';
import { createGamesRepository } from './games.repository.ts';
import { type GamesRoutesDeps, registerGamesRoutes } from './games.routes.ts';
import { createGamesService, type GamesService } from './games.service.ts';
import { createGamesAdminRepository } from './games-admin.repository.ts';
import { createGamesAdmin } from './games-admin.service.ts';
import { createGamesCatalogueRepository } from './games-catalogue.repository.ts';
import { createGamesCatalogue } from './games-catalogue.service.ts';

/** What the games module needs of the venue registry (modules/venues), by shape. */
export interface VenueLookup {
  venue(code: string): { walletMode: 'transfer' | 'seamless' } | undefined;
  get(code: string):
    | {
        games: {
          launch(input: {
            venue: string;
            gameCode: string;
            player: string;
            platform: 'h5' | 'pc';
            locale: 'zh-CN' | 'en-US';
            currency: string;
          }): Promise<unknown>;
        };
      }
    | undefined;
}

/**
 * Whether the venue launches a game code (decision 0090: a game registered in the console must
 * open there): a launch for a probe player, whose one-time token nobody plays; any failure is a no.
 */
async function launchProbe(venues: VenueLookup, venue: string, gameCode: string): Promise<boolean> {
  const adapter = venues.get(venue);
  if (!adapter) return false;
  try {
    await adapter.games.launch({
      venue,
      gameCode,
      player: 'lobbyprobe',
      platform: 'h5',
      locale: 'zh-CN',
      currency: 'CNY',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The game lobby of each brand, the members' favourites, the operators' maintenance switch and the
 * brand's lobby in the console (issue 24: categories and games on/off, order, layouts, flag).
 */
export function registerGames(
  _app: FastifyInstance,
  deps: {
    endpoint: EndpointRegistrar;
    db: Db;
    /** The lobby reads `reads.shared()`: the replica when there is a healthy one (issue 27). */
    reads?: ReadRouter | undefined;
    /** The venue registry (structurally): wallet modes, and the launch a registered game must pass. */
    venues: VenueLookup;
    audit?: GamesRoutesDeps['audit'];
    /** The operator audit port (`record(tx, entry)`): the console's lobby edits. */
    auditPort: AuditPort;
    now?: (() => Date) | undefined;
  },
): ModuleRegistration<{ games: GamesService }> {
  const repository = createGamesRepository();
  const walletModeOf = (code: string) => deps.venues.venue(code)?.walletMode ?? 'transfer';
  const games = createGamesService({
    db: deps.db,
    reads: deps.reads,
    repository,
    favorites: createFavoritesRepository(),
    walletModeOf,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const adminRepository = createGamesAdminRepository();
  const admin = createGamesAdmin({
    db: deps.db,
    repository: adminRepository,
    games: repository,
    audit: deps.auditPort,
    walletModeOf,
    now: deps.now,
  });
  const catalogue = createGamesCatalogue({
    db: deps.db,
    admin,
    adminRepository,
    repository: createGamesCatalogueRepository(),
    audit: deps.auditPort,
    venueKnown: (code) => deps.venues.venue(code) !== undefined,
    launches: (venue, gameCode) => launchProbe(deps.venues, venue, gameCode),
    now: deps.now,
  });
  registerGamesRoutes(deps.endpoint, {
    games,
    admin,
    catalogue,
    ...(deps.audit ? { audit: deps.audit } : {}),
  });
  return { services: { games }, jobs: [] };
}

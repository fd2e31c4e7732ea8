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
    walletModeOf: (venue: string) => 'transfer' | 'seamless';
    audit?: GamesRoutesDeps['audit'];
    /** The operator audit port (`record(tx, entry)`): the console's lobby edits. */
    auditPort: AuditPort;
    /** True when a provider serves the venue code (a game registered in the console). */
    venueKnown?: ((venue: string) => boolean) | undefined;
    /** True when the venue launches the game for a probe player (a game registered in the console). */
    venueLaunches?: ((venue: string, gameCode: string) => Promise<boolean>) | undefined;
    now?: (() => Date) | undefined;
  },
): ModuleRegistration<{ games: GamesService }> {
  const repository = createGamesRepository();
  const games = createGamesService({
    db: deps.db,
    reads: deps.reads,
    repository,
    favorites: createFavoritesRepository(),
    walletModeOf: deps.walletModeOf,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const adminRepository = createGamesAdminRepository();
  const admin = createGamesAdmin({
    db: deps.db,
    repository: adminRepository,
    games: repository,
    audit: deps.auditPort,
    walletModeOf: deps.walletModeOf,
    now: deps.now,
  });
  const catalogue = createGamesCatalogue({
    db: deps.db,
    admin,
    adminRepository,
    repository: createGamesCatalogueRepository(),
    audit: deps.auditPort,
    venueKnown: deps.venueKnown ?? (() => false),
    launches: deps.venueLaunches ?? (async () => false),
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

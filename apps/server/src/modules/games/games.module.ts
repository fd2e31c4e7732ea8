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
  const admin = createGamesAdmin({
    db: deps.db,
    repository: createGamesAdminRepository(),
    games: repository,
    audit: deps.auditPort,
    walletModeOf: deps.walletModeOf,
    now: deps.now,
  });
  registerGamesRoutes(deps.endpoint, { games, admin, ...(deps.audit ? { audit: deps.audit } : {}) });
  return { services: { games }, jobs: [] };
}

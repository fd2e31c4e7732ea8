import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { ReadRouter } from '../../platform/db/read-router.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import { createFavoritesRepository } from './favorites.repository.ts';
import { createGamesRepository } from './games.repository.ts';
import { type GamesRoutesDeps, registerGamesRoutes } from './games.routes.ts';
import { createGamesService, type GamesService } from './games.service.ts';

/** The game lobby of each brand, the members' favourites and the operators' maintenance switch. */
export function registerGames(
  _app: FastifyInstance,
  deps: {
    endpoint: EndpointRegistrar;
    db: Db;
    /** The lobby reads `reads.shared()`: the replica when there is a healthy one (issue 27). */
    reads?: ReadRouter | undefined;
    walletModeOf: (venue: string) => 'transfer' | 'seamless';
    audit?: GamesRoutesDeps['audit'];
    now?: (() => Date) | undefined;
  },
): ModuleRegistration<{ games: GamesService }> {
  const games = createGamesService({
    db: deps.db,
    reads: deps.reads,
    repository: createGamesRepository(),
    favorites: createFavoritesRepository(),
    walletModeOf: deps.walletModeOf,
    ...(deps.now ? { now: deps.now } : {}),
  });
  registerGamesRoutes(deps.endpoint, { games, ...(deps.audit ? { audit: deps.audit } : {}) });
  return { services: { games }, jobs: [] };
}

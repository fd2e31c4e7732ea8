import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { ModuleRegistration } from '../../platform/module.ts';
import { createGamesRepository } from './games.repository.ts';
import { registerGamesRoutes } from './games.routes.ts';
import { createGamesService, type GamesService } from './games.service.ts';

/** The game lobby of each brand. */
export function registerGames(
  _app: FastifyInstance,
  deps: { endpoint: EndpointRegistrar; db: Db; walletModeOf: (venue: string) => 'transfer' | 'seamless' },
): ModuleRegistration<{ games: GamesService }> {
  const games = createGamesService({
    db: deps.db,
    repository: createGamesRepository(),
    walletModeOf: deps.walletModeOf,
  });
  registerGamesRoutes(deps.endpoint, games);
  return { services: { games }, jobs: [] };
}

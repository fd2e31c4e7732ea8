import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { GamesService } from './games.service.ts';

export function registerGamesRoutes(endpoint: EndpointRegistrar, games: GamesService): void {
  endpoint('gameList', async (request, query) => games.list(request.siteCode, query.show));
}

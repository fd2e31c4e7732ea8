import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { GamesService } from './games.service.ts';
import type { GamesAdmin } from './games-admin.service.ts';

export interface GamesRoutesDeps {
  games: GamesService;
  /** The brand's lobby in the console (issue 24). */
  admin: GamesAdmin;
  /** The operator audit log (the operators module, registered first). */
  audit?: (
    operator: { id: bigint },
    siteCode: string,
    action: string,
    target: string,
    detail: Record<string, unknown>,
  ) => Promise<void>;
}

export function registerGamesRoutes(
  endpoint: EndpointRegistrar,
  { games, admin, audit }: GamesRoutesDeps,
): void {
  endpoint('gameList', async (request, query) => games.list(request.siteCode, query.show));

  endpoint('gameFavorites', async (request) => games.favorites(request.siteCode, request.session!.memberId));
  endpoint('gameFavorite', async (request, input) =>
    games.setFavorite(request.siteCode, request.session!.memberId, input),
  );

  endpoint('adminVenueMaintenance', async (request, input) => {
    const result = await games.setMaintenance(request.siteCode, input);
    await audit?.(request.operator!, request.siteCode, 'venue.maintenance', input.venue, {
      gameId: result.gameId,
      maintenance: result.maintenance,
    });
    return result;
  });

  endpoint('adminGameCategories', async (request) => admin.categories(request.siteCode));
  endpoint('adminGameCategoryUpdate', async (request, input) =>
    admin.updateCategory(request.operator!, request.siteCode, input),
  );
  endpoint('adminGames', async (request, query) => admin.games(request.siteCode, query));
  endpoint('adminGameUpdate', async (request, input) =>
    admin.updateGame(request.operator!, request.siteCode, input),
  );
}

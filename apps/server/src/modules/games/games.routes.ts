import type { EndpointRegistrar } from '../../platform/http/endpoint.ts';
import type { GamesService } from './games.service.ts';
import type { GamesAdmin } from './games-admin.service.ts';
import type { GamesCatalogue } from './games-catalogue.service.ts';

export interface GamesRoutesDeps {
  games: GamesService;
  /** The brand's lobby in the console (issue 24). */
  admin: GamesAdmin;
  /** Adding to the brand's lobby (decision 0090). */
  catalogue: GamesCatalogue;
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
  { games, admin, catalogue, audit }: GamesRoutesDeps,
): void {
  endpoint('gameList', async (request, query) => games.list(request.siteCode, query.show, request.locale));

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

  endpoint('adminGameCategoryCreate', async (request, input) =>
    catalogue.createCategory(request.operator!, request.siteCode, input),
  );
  endpoint('adminGameCategoryDelete', async (request, input) =>
    catalogue.deleteCategory(request.operator!, request.siteCode, input.id),
  );
  endpoint('adminGameAssign', async (request, input) =>
    catalogue.assign(request.operator!, request.siteCode, input),
  );
  endpoint('adminGameRegister', async (request, input) =>
    catalogue.register(request.operator!, request.siteCode, input),
  );
}

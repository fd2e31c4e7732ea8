import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/**
 * The brand's lobby's requests (issue 24): categories and one's change, a page of games and one's
 * change; an operator's own categories, the games in them and a venue game registered by code (0090).
 */
export function gamesService(client: ConsoleClient) {
  return {
    categories: () => client.call('adminGameCategories', {}),
    updateCategory: (input: EndpointRequest<'adminGameCategoryUpdate'>) =>
      client.call('adminGameCategoryUpdate', input),
    games: (query: Record<string, unknown>) =>
      client.call('adminGames', query as EndpointRequest<'adminGames'>),
    update: (input: EndpointRequest<'adminGameUpdate'>) => client.call('adminGameUpdate', input),
    // adding to the lobby (decision 0090)
    createCategory: (input: EndpointRequest<'adminGameCategoryCreate'>) =>
      client.call('adminGameCategoryCreate', input),
    deleteCategory: (id: number) => client.call('adminGameCategoryDelete', { id }),
    assign: (id: number, categoryIds: number[]) => client.call('adminGameAssign', { id, categoryIds }),
    register: (input: EndpointRequest<'adminGameRegister'>) => client.call('adminGameRegister', input),
  };
}

export type GamesService = ReturnType<typeof gamesService>;
export type CategoryRow = Awaited<ReturnType<GamesService['categories']>>['list'][number];
export type GameRow = Awaited<ReturnType<GamesService['games']>>['list'][number];
export type GameEdit = EndpointRequest<'adminGameUpdate'>;
export type CategoryEdit = EndpointRequest<'adminGameCategoryUpdate'>;

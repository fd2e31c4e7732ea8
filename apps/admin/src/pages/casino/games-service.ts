import type { EndpointRequest } from '@houseline/shared/api/endpoints';
import type { ConsoleClient } from '../../lib/api-client.ts';

/** The brand's lobby's requests (issue 24): categories and one's change, a page of games and one's change. */
export function gamesService(client: ConsoleClient) {
  return {
    categories: () => client.call('adminGameCategories', {}),
    updateCategory: (input: EndpointRequest<'adminGameCategoryUpdate'>) =>
      client.call('adminGameCategoryUpdate', input),
    games: (query: Record<string, unknown>) =>
      client.call('adminGames', query as EndpointRequest<'adminGames'>),
    update: (input: EndpointRequest<'adminGameUpdate'>) => client.call('adminGameUpdate', input),
  };
}

export type GamesService = ReturnType<typeof gamesService>;
export type CategoryRow = Awaited<ReturnType<GamesService['categories']>>['list'][number];
export type GameRow = Awaited<ReturnType<GamesService['games']>>['list'][number];
export type GameEdit = EndpointRequest<'adminGameUpdate'>;
export type CategoryEdit = EndpointRequest<'adminGameCategoryUpdate'>;

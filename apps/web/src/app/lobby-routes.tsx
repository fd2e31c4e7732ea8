import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { lazyComponent } from './lazy-component.ts';
import { RouteError } from './route-error.tsx';

/**
 * The category pages (issue 11): /app/games?type=<categoryId> on a phone, /games?type= on a
 * desktop; the other form factor's address redirects, keeping the query. Lazy chunks of their own,
 * so the homes do not carry them.
 */
export function lobbyRoutes(phone: boolean): RouteObject[] {
  const here = phone ? 'app/games' : 'games';
  const there = phone ? 'games' : 'app/games';
  return [
    {
      path: here,
      errorElement: <RouteError />,
      lazy: phone
        ? lazyComponent(async () => (await import('../features/games/routes/h5-games-page.tsx')).H5GamesPage)
        : lazyComponent(
            async () => (await import('../features/games/routes/desktop-games-page.tsx')).DesktopGamesPage,
          ),
    },
    {
      path: there,
      loader: ({ request }: LoaderFunctionArgs) => redirect(`/${here}${new URL(request.url).search}`),
    },
  ];
}

import type { FormFactor } from '@houseline/shared/form-factor';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { contentRoutes } from './content-routes.tsx';
import { formFactorRedirect, homePath } from './form-factor-redirect.ts';
import { lazyComponent } from './lazy-component.ts';
import { lobbyRoutes } from './lobby-routes.tsx';
import { entryRoute, forgetPasswordRoute, memberAreaRoute, standaloneRoutes } from './member-routes.tsx';
import { RootShell, Splash } from './root-shell.tsx';
import { RouteError } from './route-error.tsx';

/** Keeps the query string (invite codes, campaign tags) across a redirect. */
function searchOf(request: Request): string {
  return new URL(request.url).search;
}

function deviceRedirect(ff: FormFactor) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = formFactorRedirect(url.pathname, url.search, ff);
    return target ? redirect(target) : null;
  };
}

const errorElement = <RouteError />;

/**
 * The sportsbook (issue 10): /app/sports on a phone, /sports on a desktop, each with its match
 * pages; the other form factor's address redirects (keeping the query, e.g. ?sport=esports).
 */
function sportsRoutes(phone: boolean): RouteObject[] {
  const here = phone ? 'app/sports' : 'sports';
  const there = phone ? 'sports' : 'app/sports';
  const go =
    (path: string) =>
    ({ request, params }: LoaderFunctionArgs) =>
      redirect(`/${here}${path.replace(':id', params.id ?? '')}${searchOf(request)}`);
  return [
    {
      path: here,
      errorElement,
      lazy: lazyComponent(async () => (await import('./member-pages.ts')).loadSportsLobbyPage()),
    },
    {
      path: `${here}/match/:id`,
      errorElement,
      lazy: lazyComponent(async () => (await import('./member-pages.ts')).loadMatchDetailPage()),
    },
    { path: there, loader: go('') },
    { path: `${there}/match/:id`, loader: go('/match/:id') },
  ];
}

/**
 * The casino (issue 11): the game page and the return from a venue, in both layouts. /embedded
 * (no layout) is beside the layout in buildRoutes.
 */
function casinoRoutes(): RouteObject[] {
  return [
    {
      path: 'games/:id/:title/:code/:gtype',
      errorElement,
      lazy: lazyComponent(async () => (await import('./member-pages.ts')).loadGamePage()),
    },
    {
      path: 'app/venueBack',
      errorElement,
      lazy: lazyComponent(async () => (await import('./member-pages.ts')).loadVenueBackPage()),
    },
  ];
}

/**
 * The house's live baccarat tables (issue 12), one address in both layouts: the lobby and a table.
 * (The shoe verification page, /house/baccarat/verify/:shoeId, is wired beside them.)
 */
function liveTablesRoutes(): RouteObject[] {
  return [
    {
      path: 'house/baccarat',
      errorElement,
      lazy: lazyComponent(async () => (await import('./member-pages.ts')).loadLiveLobbyPage()),
    },
    {
      path: 'house/baccarat/:tableId',
      errorElement,
      lazy: lazyComponent(async () => (await import('./member-pages.ts')).loadLiveTablePage()),
    },
  ];
}

/**
 * The shoe verification page of the house baccarat tables (issue 12), in both layouts: a shoe
 * recomputed from its revealed seed in the browser.
 */
function liveShoeVerifyRoute(): RouteObject {
  return {
    path: 'house/baccarat/verify/:shoeId',
    errorElement,
    lazy: lazyComponent(async () => (await import('./member-pages.ts')).loadShoeVerifyPage()),
  };
}

/**
 * The route table (SPEC.md §2) for one form factor. Every page is a lazy chunk with its own error
 * element, so a chunk that fails to load shows the reload offer inside the layout.
 */
export function buildRoutes(ff: FormFactor): RouteObject[] {
  const phone = ff === 'phone';
  const layout = phone
    ? lazyComponent(async () => (await import('../layouts/mobile/mobile-layout.tsx')).MobileLayout)
    : lazyComponent(async () => (await import('../layouts/desktop/desktop-layout.tsx')).DesktopLayout);
  return [
    {
      path: '/',
      element: <RootShell layout={phone ? 'h5' : 'desktop'} />,
      errorElement,
      hydrateFallbackElement: <Splash />,
      children: [
        { index: true, loader: ({ request }) => redirect(`${homePath(ff)}${searchOf(request)}`) },
        // /login is the name SPEC.md §2 uses when a session is invalid; the page lives at /entry/login.
        { path: 'login', loader: ({ request }) => redirect(`/entry/login${searchOf(request)}`) },
        {
          path: 'iframeCustomerService',
          errorElement,
          lazy: lazyComponent(
            async () => (await import('./routes/iframe-customer-service.tsx')).IframeCustomerServiceRoute,
          ),
        },
        {
          path: 'embedded',
          errorElement,
          lazy: lazyComponent(
            async () => (await import('../features/casino/routes/embedded-page.tsx')).EmbeddedPage,
          ),
        },
        {
          lazy: layout,
          errorElement,
          children: [
            phone
              ? {
                  path: 'app/home',
                  errorElement,
                  lazy: lazyComponent(async () => (await import('./routes/h5-home.tsx')).H5HomeRoute),
                }
              : { path: 'app/home', loader: deviceRedirect(ff) },
            phone
              ? { path: 'home', loader: deviceRedirect(ff) }
              : {
                  path: 'home',
                  errorElement,
                  lazy: lazyComponent(
                    async () => (await import('./routes/desktop-home.tsx')).DesktopHomeRoute,
                  ),
                },
            {
              path: 'app/customer',
              errorElement,
              lazy: lazyComponent(async () => (await import('./routes/customer.tsx')).CustomerRoute),
            },
            {
              path: 'app/center',
              errorElement,
              lazy: lazyComponent(async () => (await import('./routes/center.tsx')).CenterRoute),
            },
            ...sportsRoutes(phone),
            ...casinoRoutes(),
            ...liveTablesRoutes(),
            liveShoeVerifyRoute(),
            ...lobbyRoutes(phone),
            ...contentRoutes(),
            entryRoute(),
            forgetPasswordRoute(),
            standaloneRoutes(),
            memberAreaRoute(),
          ],
        },
        {
          path: '*',
          lazy: lazyComponent(async () => (await import('./routes/not-found.tsx')).NotFoundRoute),
        },
      ],
    },
  ];
}

import type { EndpointName, Endpoints } from '@houseline/shared/api/endpoints';

/**
 * Method, path and JSON flag of every endpoint, as plain data for the browser bundle.
 *
 * Why not import `endpoints` itself: it carries the zod schemas, and zod would add tens of KB to
 * the H5 home route (budget 160 KB gzipped, DESIGN.md §8) for validation the server already does.
 * The `satisfies` clause checks each entry against the literal types of the contract, so a path,
 * method or flag that drifts, or an endpoint that is missing here, fails `tsc`.
 */
type RouteOf<N extends EndpointName> = {
  method: Endpoints[N]['method'];
  path: Endpoints[N]['path'];
} & (Endpoints[N] extends { json: infer J } ? { json: J } : { json?: never });

export type ApiRoutes = { [N in EndpointName]: RouteOf<N> };

export const apiRoutes = {
  health: { method: 'GET', path: '/api/health' },
  siteConfig: { method: 'GET', path: '/api/findmed/v1/md' },
  preInfo: { method: 'GET', path: '/api/f/v1/member/preInfo' },
  gameList: { method: 'GET', path: '/api/findmed/v1/game/list' },
  pageView: { method: 'POST', path: '/api/findmed/v1/analytics/pageview' },
  statsHit: { method: 'POST', path: '/api/findmed/v1/stats/hit' },
  memberInfo: { method: 'GET', path: '/api/findmed/v1/member/token' },
} as const satisfies ApiRoutes;

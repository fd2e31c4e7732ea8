import { z } from 'zod';
import {
  pageViewRequestSchema,
  pageViewResponseSchema,
  statsHitRequestSchema,
} from './contract/analytics.ts';
import { gameListQuerySchema, gameListSchema } from './contract/games.ts';
import { memberInfoSchema } from './contract/member.ts';
import { healthSchema, preInfoSchema, siteConfigSchema } from './contract/site.ts';

/**
 * The API contract: one entry per endpoint, used by the server (validation, OpenAPI) and by the
 * web client (types and fetchers). Paths are exactly those of SPEC.md §7.
 */
export interface EndpointDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Query (GET) or body (POST/PUT) schema. */
  request: Req;
  /** Schema of `data` in a successful envelope. */
  response: Res;
  /** Needs a valid member session (`t`). */
  auth: boolean;
  summary: string;
  /** Send the body as JSON (SPEC.md §7 "json flag"); otherwise form-urlencoded. */
  json?: boolean;
}

const empty = z.object({});

export const endpoints = {
  health: {
    method: 'GET',
    path: '/api/health',
    request: empty,
    response: healthSchema,
    auth: false,
    summary: 'Liveness and database kind',
  },
  siteConfig: {
    method: 'GET',
    path: '/api/findmed/v1/md',
    request: empty,
    response: siteConfigSchema,
    auth: false,
    summary: "The brand's site config",
  },
  preInfo: {
    method: 'GET',
    path: '/api/f/v1/member/preInfo',
    request: empty,
    response: preInfoSchema,
    auth: false,
    summary: 'Pre-login info: customer-service link',
  },
  gameList: {
    method: 'GET',
    path: '/api/findmed/v1/game/list',
    request: gameListQuerySchema,
    response: gameListSchema,
    auth: false,
    summary: "The brand's game categories and games",
  },
  pageView: {
    method: 'POST',
    path: '/api/findmed/v1/analytics/pageview',
    request: pageViewRequestSchema,
    response: pageViewResponseSchema,
    auth: false,
    summary: 'Record a page view of the web app',
  },
  statsHit: {
    method: 'POST',
    path: '/api/findmed/v1/stats/hit',
    request: statsHitRequestSchema,
    response: pageViewResponseSchema,
    auth: false,
    summary: 'Record a hit of the built-in statistics counter',
  },
  memberInfo: {
    method: 'GET',
    path: '/api/findmed/v1/member/token',
    request: empty,
    response: memberInfoSchema,
    auth: true,
    summary: "The signed-in member's info",
  },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointRequest<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type EndpointResponse<N extends EndpointName> = z.output<Endpoints[N]['response']>;

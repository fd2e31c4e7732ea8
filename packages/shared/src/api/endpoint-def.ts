import type { z } from 'zod';
import type { OperatorPermission } from '../operators/permissions.ts';

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
  /** Needs a valid member session (`t`); `optional`: uses one when present (some purposes need it). */
  auth: boolean | 'optional';
  summary: string;
  /** Send the body as JSON (SPEC.md §7 "json flag"); otherwise form-urlencoded. */
  json?: boolean;
  /** The answer is not the envelope but a raw body (an image); `response` describes it. */
  raw?: 'image/svg+xml' | 'image/webp';
  /** The body is a multipart form (a file upload), read by the handler as a stream. */
  multipart?: true;
  /** Only mounted in sandbox mode (never with NODE_ENV=production). */
  sandbox?: boolean;
  /**
   * An operator endpoint (`Authorization: Bearer <operator token>`): the action it performs, open
   * to the roles that hold it in the permission map (packages/shared/src/operators/permissions.ts).
   * Every endpoint under `/api/admin/` declares one (the login excepted: `operatorLogin`); the
   * server's registrar refuses to register one that does not.
   */
  permission?: OperatorPermission;
  /** The operator login itself: under `/api/admin/`, taken before there is an operator. */
  operatorLogin?: true;
}

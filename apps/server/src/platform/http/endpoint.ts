import type { RateLimitOptions } from '@fastify/rate-limit';
import { type EndpointName, type Endpoints, endpoints } from '@houseline/shared/api/endpoints';
import { HEADER } from '@houseline/shared/api/headers';
import { roleMay, servesBrand } from '@houseline/shared/operators/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ResolvedSession, SessionService } from '../auth/session.service.ts';
import { AppError, SchemaValidationError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on endpoints with `auth: true`, after the session check. */
    session: ResolvedSession | undefined;
    /** Set on operator endpoints, after the bearer token, permission and brand checks. */
    operator: OperatorIdentity | undefined;
  }
  interface FastifyContextConfig {
    endpoint?: string;
  }
}

/** A NUL character anywhere in the input: no text field of ours accepts one (Postgres cannot store it). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 6 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/** GET and DELETE carry their input in the query string; POST and PUT in the body. */
export function readsQuery(method: string): boolean {
  return method === 'GET' || method === 'DELETE';
}

export type EndpointHandler<N extends EndpointName> = (
  request: FastifyRequest,
  input: z.output<Endpoints[N]['request']>,
) => Promise<z.input<Endpoints[N]['response']>>;

export type EndpointRegistrar = <N extends EndpointName>(
  name: N,
  handler: EndpointHandler<N>,
  options?: { rateLimit?: RateLimitOptions | false },
) => void;

export interface OperatorIdentity {
  id: bigint;
  username: string;
  role: string;
  /** The brands the operator may act on; null: every brand. */
  brands: string[] | null;
  /** A second factor is required and not yet confirmed: only `session.self` endpoints answer. */
  totpSetupRequired: boolean;
  /** The request's address (set here, for the audit rows). */
  ip?: string | undefined;
}

export interface EndpointRegistrarDeps {
  sessions: SessionService;
  validateResponses: boolean;
  /** Resolves an operator bearer token (operator endpoints). */
  resolveOperator?: (token: string | undefined) => Promise<OperatorIdentity | undefined>;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const raw = request.headers.authorization;
  const match = typeof raw === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(raw) : null;
  return match?.[1];
}

/**
 * Registers an endpoint of the shared contract: validates the query (GET) or body (POST/PUT) with
 * the endpoint's zod schema, checks the session when the endpoint needs one, and wraps the result
 * in the `{status: true, data}` envelope. Routes stay thin: the handler calls one service.
 */
export function createEndpointRegistrar(
  app: FastifyInstance,
  deps: EndpointRegistrarDeps,
): EndpointRegistrar {
  if (!app.hasRequestDecorator('session')) app.decorateRequest('session', undefined);
  if (!app.hasRequestDecorator('operator')) app.decorateRequest('operator', undefined);

  return (name, handler, options) => {
    const def = endpoints[name];
    const permission = 'permission' in def ? def.permission : undefined;
    // Every operator endpoint declares the permission it needs; one that does not never registers.
    if (def.path.startsWith('/api/admin/') && !permission && !('operatorLogin' in def && def.operatorLogin)) {
      throw new Error(`operator endpoint ${name} declares no permission`);
    }
    const part = readsQuery(def.method) ? 'querystring' : 'body';
    app.route({
      method: def.method,
      url: def.path,
      config: {
        endpoint: name,
        ...(options?.rateLimit !== undefined ? { rateLimit: options.rateLimit } : {}),
      },
      handler: async (request, reply) => {
        if (def.auth) {
          const raw = request.headers[HEADER.token];
          const token = Array.isArray(raw) ? raw[0] : raw;
          const session = token ? await deps.sessions.resolve(token, request.siteCode) : undefined;
          if (!session && def.auth === true) throw new AppError('SESSION_INVALID');
          request.session = session;
          if (session?.rotatedToken) reply.header(HEADER.rotatedToken, session.rotatedToken);
        }
        if (permission) {
          const operator = await deps.resolveOperator?.(bearerToken(request));
          if (!operator) throw new AppError('OPERATOR_SESSION');
          if (!roleMay(operator.role, permission)) throw new AppError('OPERATOR_FORBIDDEN');
          if (!servesBrand(operator.brands, request.siteCode)) throw new AppError('OPERATOR_FORBIDDEN');
          if (operator.totpSetupRequired && permission !== 'session.self') {
            throw new AppError('OPERATOR_TOTP_SETUP');
          }
          request.operator = { ...operator, ip: request.ip };
        }
        const source = part === 'querystring' ? request.query : request.body;
        if (containsNul(source)) throw new AppError('BAD_REQUEST');
        const parsed = def.request.safeParse(source ?? {}, { reportInput: true });
        if (!parsed.success) throw new SchemaValidationError(parsed.error.issues, part);

        const data = await handler(request, parsed.data as never);
        if (deps.validateResponses) {
          const checked = def.response.safeParse(data);
          if (!checked.success) {
            request.log.error(
              { endpoint: name, issues: checked.error.issues },
              'response broke its contract',
            );
            throw new AppError('INTERNAL');
          }
        }
        // A raw answer (an image) leaves as bytes of the declared type, shown inline, never run:
        // no scripts, no styles, no plugins, and a sandbox if a browser renders it as a document.
        if ('raw' in def && def.raw) {
          return reply
            .type(def.raw)
            .header('content-disposition', 'inline')
            .header('content-security-policy', "default-src 'none'; sandbox")
            .send(data);
        }
        return { status: true, data };
      },
    });
  };
}

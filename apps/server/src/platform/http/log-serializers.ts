import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a session or an invite hand-over: never logged in full. */
const SECRET_PARAMS = /([?&](?:token|t|i_code|invite_code|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Request log lines: method, URL without secrets, host, address — never headers or bodies. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.hostname,
    remoteAddress: request.ip,
  };
}

/**
 * Error log lines without the data they carried: a failed query's parameters may hold personal
 * data or key material, so only the name, the database error code and a message without
 * "params:" are kept (with the stack, which holds no data).
 */
export function serializeError(error: Error & { code?: unknown; cause?: unknown; query?: unknown }) {
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const isQueryError = typeof error.query === 'string';
  return {
    type: error.name,
    message: isQueryError
      ? `query failed: ${String(cause?.message ?? '')}`
      : ((error.message ?? '').split('\nparams:')[0] ?? ''),
    code: error.code ?? cause?.code,
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => !line.includes('params:'))
      .join('\n'),
  };
}

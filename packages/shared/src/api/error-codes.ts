/**
 * Machine-readable error codes carried in `code` of a failed envelope. Each has a message per
 * locale in `i18n/server-messages.ts`; a test keeps the two lists in step.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'SITE_UNKNOWN',
  'SITE_MISSING',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'SESSION_INVALID',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status per code. Business failures stay 200, as the client expects (DESIGN.md §4). */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  SITE_UNKNOWN: 400,
  SITE_MISSING: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  SESSION_INVALID: 200,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

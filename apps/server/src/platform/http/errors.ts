import { ERROR_HTTP_STATUS, type ErrorCode } from '@houseline/shared/api/error-codes';

/**
 * A failure the member should see. `code` picks the message in the request's language; `detail`
 * (already localised by the thrower, or a field name) is appended when it helps the member.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly detail: string | undefined;

  constructor(code: ErrorCode, detail?: string, httpStatus?: number) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.httpStatus = httpStatus ?? ERROR_HTTP_STATUS[code];
  }
}

/** Thrown when a request fails its zod schema; the error handler localises the issues. */
export class SchemaValidationError extends Error {
  readonly issues: readonly import('zod').core.$ZodIssue[];
  readonly part: 'querystring' | 'body' | 'params' | 'headers';

  constructor(issues: readonly import('zod').core.$ZodIssue[], part: SchemaValidationError['part']) {
    super('request failed validation');
    this.name = 'SchemaValidationError';
    this.issues = issues;
    this.part = part;
  }
}

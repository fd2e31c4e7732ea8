import { ERROR_HTTP_STATUS, type ErrorCode } from '@houseline/shared/api/error-codes';

/**
 * A failure the member should see. `code` picks the message in the request's language; `detail`
 * (already localised by the thrower, or a field name) is appended when it helps the member.
 */
export interface AppErrorOptions {
  detail?: string;
  /** Values for `{name}` placeholders in the message (minutes, seconds, limit…). */
  params?: Record<string, string | number>;
  httpStatus?: number;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly detail: string | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.detail ? `${code}: ${options.detail}` : code);
    this.name = 'AppError';
    this.code = code;
    this.detail = options.detail;
    this.params = options.params;
    this.httpStatus = options.httpStatus ?? ERROR_HTTP_STATUS[code];
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

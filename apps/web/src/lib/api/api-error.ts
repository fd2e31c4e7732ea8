/** Why a call failed: the server said no, the session is invalid, HTTP broke, or it timed out. */
export type ApiErrorKind = 'business' | 'session' | 'http' | 'network' | 'timeout' | 'parse';

/** A failed API call. `code` is the envelope's code (or `HTTP_<status>`, `TIMEOUT`, `NETWORK`…). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly httpStatus: number | undefined;

  constructor(kind: ApiErrorKind, code: string, message: string, httpStatus?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

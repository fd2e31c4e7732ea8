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
    this.httpStatus = options.httpStatus ?? ERROR_HTTP_STATUS[code] ?? 200;
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

/** How the envelope answers one class of database failure. */
export interface DatabaseFailure {
  sqlState: string;
  code: ErrorCode;
  httpStatus: number;
  /** Seconds for `Retry-After`: the same request may well succeed then. */
  retryAfterS?: number;
  /** Input that got past validation (warn), contention (info), or the database itself (error). */
  logLevel: 'info' | 'warn' | 'error';
}

type Rule = Omit<DatabaseFailure, 'sqlState'>;
const BAD_INPUT: Rule = { code: 'BAD_REQUEST', httpStatus: 400, logLevel: 'warn' };
const CONFLICT: Rule = { code: 'CONFLICT', httpStatus: 409, logLevel: 'warn' };
const BUSY: Rule = { code: 'BUSY_RETRY', httpStatus: 503, retryAfterS: 1, logLevel: 'info' };
const TIMED_OUT: Rule = { code: 'TIMED_OUT', httpStatus: 503, retryAfterS: 2, logLevel: 'warn' };
const UNAVAILABLE: Rule = { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, retryAfterS: 5, logLevel: 'error' };

/**
 * SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html) by exact code; a
 * code not listed falls back to its class below, and anything else is an INTERNAL 500.
 */
const BY_STATE: Record<string, Rule> = {
  // Class 23, integrity: a missing value is bad input; the others mean the data changed under us.
  '23502': BAD_INPUT, // not_null_violation
  '23503': CONFLICT, // foreign_key_violation
  '23505': CONFLICT, // unique_violation
  '23514': CONFLICT, // check_violation
  '23P01': CONFLICT, // exclusion_violation
  // Given up to stay correct: the same request succeeds when tried again.
  '40001': BUSY, // serialization_failure
  '40P01': BUSY, // deadlock_detected
  '55P03': BUSY, // lock_not_available (lock_timeout, NOWAIT)
  '55006': BUSY, // object_in_use
  // Stopped for running too long (statement_timeout and cancels, idle or whole-transaction timeouts).
  '57014': TIMED_OUT, // query_canceled
  '25P03': TIMED_OUT, // idle_in_transaction_session_timeout
  '25P04': TIMED_OUT, // transaction_timeout
  // The database cannot take the work now.
  '53300': UNAVAILABLE, // too_many_connections
  '57P01': UNAVAILABLE, // admin_shutdown
  '57P02': UNAVAILABLE, // crash_shutdown
  '57P03': UNAVAILABLE, // cannot_connect_now
};

const BY_CLASS: Record<string, Rule> = {
  '22': BAD_INPUT, // data exception: out of range (22003), bad text for a type (22P02), too long (22001), bad bytes (22021)…
  '08': UNAVAILABLE, // connection exception
  '53': UNAVAILABLE, // insufficient resources (disk, memory, connections)
};

/** Node's own failures to reach the database (no SQLSTATE). */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/**
 * node-postgres says these (no SQLSTATE) when the pool hands out no connection in time, when the
 * connection ends under a query, and when a statement is sent on a connection that already broke
 * (a transaction whose backend was terminated between two statements, and its ROLLBACK).
 */
const POOL_TIMEOUT =
  /^timeout exceeded when trying to connect|^Connection terminated|^Client has encountered a connection error|^Client was closed/;

/**
 * The database failure inside an error, if it is one: Drizzle wraps the driver's error in `cause`
 * (sometimes twice, through a transaction), so the chain is walked a few links deep.
 */
export function classifyDatabaseError(error: unknown): DatabaseFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const rule = BY_STATE[code] ?? BY_CLASS[code.slice(0, 2)];
      return rule ? { sqlState: code, ...rule } : undefined;
    }
    if (typeof code === 'string' && CONNECTION_ERRNOS.has(code)) return { sqlState: code, ...UNAVAILABLE };
    if (typeof message === 'string' && POOL_TIMEOUT.test(message))
      return { sqlState: 'pool', ...UNAVAILABLE };
    current = cause;
  }
  return undefined;
}

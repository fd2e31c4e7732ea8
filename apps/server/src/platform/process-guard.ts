import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

/** The alert's job name: operators see these under the job alerts, beside the jobs' own. */
export const PROCESS_ALERT_JOB = 'process';

/** How long a fatal error waits for its alert row before the process shuts down anyway. */
const FATAL_ALERT_WAIT_MS = 2_000;

/**
 * Error codes of a connection that broke under the process (a database or Redis restart, a
 * failover, a balancer resetting a socket). Such an error thrown out of an event handler says
 * nothing about the state of this process: the work on that connection failed, the rest is sound.
 */
const CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown: a terminated backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or stopping
]);

export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  return /^Connection terminated|^Client has encountered a connection error/.test(error.message);
}

export interface ProcessGuardDeps {
  log: FastifyBaseLogger;
  /** Raises an operator alert (the job-alert list); may fail when the database is what broke. */
  raise(subject: string, detail: string): Promise<void>;
  /** Called after an exception the process cannot be trusted to survive: shut down, exit 1. */
  fatal(error: unknown): void;
  /** The process (tests pass an emitter of their own). */
  proc?: EventEmitter;
}

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 1_000) : String(error).slice(0, 1_000);

/**
 * The process-level guard (issue 23): an unexpected error is logged and raised as an operator
 * alert instead of ending the process for every member at once.
 * - An unhandled rejection is a promise nobody waited for; the work it belonged to failed, and
 *   nothing else was interrupted, so the process carries on.
 * - An uncaught exception unwound a stack half way: after a broken connection (the list above)
 *   it is safe to carry on; after anything else the state of the process is unknown, so it is
 *   alerted and the process shuts down gracefully (exit 1) for its supervisor to restart it,
 *   rather than serving on from a state nobody can vouch for.
 * Returns a function that removes the guard.
 */
export function installProcessGuard(deps: ProcessGuardDeps): () => void {
  const proc = deps.proc ?? process;
  const alert = (subject: string, error: unknown) =>
    deps.raise(subject, describe(error)).catch((alertError: unknown) => {
      deps.log.error({ err: alertError }, 'could not raise the process alert');
    });

  const onRejection = (reason: unknown) => {
    deps.log.error({ err: reason }, 'unhandled promise rejection');
    void alert('unhandled-rejection', reason);
  };
  const onException = (error: unknown) => {
    if (isConnectionError(error)) {
      deps.log.error({ err: error }, 'uncaught connection error; the process carries on');
      void alert('uncaught-connection-error', error);
      return;
    }
    deps.log.fatal({ err: error }, 'uncaught exception; shutting down');
    const wait = new Promise((resolve) => setTimeout(resolve, FATAL_ALERT_WAIT_MS).unref());
    void Promise.race([alert('uncaught-exception', error), wait]).then(() => deps.fatal(error));
  };
  proc.on('unhandledRejection', onRejection);
  proc.on('uncaughtException', onException);
  return () => {
    proc.off('unhandledRejection', onRejection);
    proc.off('uncaughtException', onException);
  };
}

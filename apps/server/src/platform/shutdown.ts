import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';

/** How often idle connections are closed while the server waits for the last requests. */
const SWEEP_MS = 50;
/** How long before the grace ends the connections still open are cut. */
const CUT_BEFORE_GRACE_MS = 2_000;

export interface ShutdownDeps {
  database: Database;
  /** How long health answers "draining" while requests are still served (config.shutdown). */
  drainMs: number;
  /** How long the whole shutdown may take before the process exits anyway, with 1. */
  graceMs: number;
  step(message: string): void;
  exit(code: number): void;
}

/**
 * The graceful shutdown (issue 27, decision 0051), in the order that keeps every part's
 * dependencies alive until it has stopped:
 * 1. drain: health answers 503 "draining" for `drainMs` while everything else still serves, so
 *    a balancer takes the instance out before it refuses anything;
 * 2. `app.close()`: sockets are closed with the service-restart code (a reconnect hint), the
 *    server stops listening and answers the requests in flight (a new request on a kept-alive
 *    connection gets 503), then the onClose hooks stop the live dealer and the scheduler, each
 *    waiting for its current iteration, the odds hub and Redis;
 * 3. only then the database pool ends: nothing is left that could query it.
 * `attach` binds the app once built; `draining` is what the health check reads.
 */
export function createShutdown(deps: ShutdownDeps) {
  let app: FastifyInstance | undefined;
  let draining = false;
  let started = false;

  /**
   * `app.close()`, with the server's connections swept while it waits: Node closes the ones idle
   * when it is called, but one that finishes its request a moment later, or one opened and not
   * yet used, stays open until its keep-alive timeout (72 s) and holds the close with it. Idle
   * ones are closed every SWEEP_MS (a request in flight is never cut); whatever is left when
   * the grace is nearly over is cut, so the exit is still clean.
   */
  async function closeApp(): Promise<void> {
    if (!app) return;
    const server = app.server;
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const cut = setTimeout(
      () => server.closeAllConnections(),
      Math.max(0, deps.graceMs - CUT_BEFORE_GRACE_MS),
    );
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
      clearTimeout(cut);
    }
  }

  async function run(reason: string, code: number): Promise<void> {
    const began = Date.now();
    deps.step(`${reason}: draining for ${deps.drainMs} ms, then finishing requests in flight…`);
    const force = setTimeout(() => {
      deps.step('shutdown took too long, exiting');
      deps.exit(1);
    }, deps.graceMs);
    force.unref();
    try {
      if (deps.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, deps.drainMs));
      await closeApp();
      await deps.database.close();
      deps.step(`stopped in ${Date.now() - began} ms`);
      deps.exit(code);
    } catch (error) {
      app?.log.error({ err: error }, 'error during shutdown');
      deps.exit(1);
    }
  }

  return {
    attach(built: FastifyInstance): void {
      app = built;
    },
    draining: () => draining,
    /** Begins the shutdown once; later calls (a second signal) are ignored. */
    begin(reason: string, code = 0): void {
      if (started) return;
      started = true;
      draining = true;
      void run(reason, code);
    },
  };
}

export type Shutdown = ReturnType<typeof createShutdown>;

import type { FastifyInstance } from 'fastify';

/** RFC 6455 "Service Restart": the client should reconnect (the web client does, with backoff). */
export const REALTIME_CLOSE_RESTART = 1012;

/**
 * Graceful shutdown of the sockets (issue 27): before the server stops listening, every open
 * socket is closed with the service-restart code and a reason, so the page reconnects, through
 * the balancer, to an instance that stays. Registered before @fastify/websocket so it runs before
 * the plugin's own close (which would send no code at all).
 */
export function closeSocketsOnShutdown(app: FastifyInstance): void {
  app.addHook('preClose', function closeForRestart(done) {
    for (const client of app.websocketServer?.clients ?? []) {
      client.close(REALTIME_CLOSE_RESTART, 'server restarting');
    }
    done();
  });
}

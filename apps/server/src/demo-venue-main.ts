import Fastify from 'fastify';
import { registerDemoVenue } from './modules/venues/demo/demo-venue.ts';
import { fetchTransport } from './modules/venues/venue-client.ts';
import { migrateDatabase, openDatabase } from './platform/db/client.ts';

// The demo game provider on its own (decision 0023): its signed venue API, its game pages and
// play API, its K3 draws and its seamless outbox, on its own books — as an external provider runs.
// The site then reaches it through VENUE_BASE_URL (and frames its pages from that origin).
//
//   PORT                  listen port (default 4610); HOST (default 127.0.0.1)
//   VENUE_SECRET          the HMAC secret shared with the site (required)
//   VENUE_CALLBACK_URL    the site's base URL for the seamless-wallet callbacks (e.g. http://127.0.0.1:3000)
//   VENUE_PUBLIC_URL      its own public base URL for play URLs (default http://HOST:PORT)
//   VENUE_FRAME_ANCESTORS the site's origins (space- or comma-separated), the only pages that may
//                         frame its game pages (default: the origin of VENUE_CALLBACK_URL)
//   DATABASE_URL          Postgres, or DEMO_VENUE_DATA_DIR for an embedded PGlite directory
//                         (default: in memory)

function step(message: string): void {
  process.stdout.write(`[demo-venue] ${message}\n`);
}

/** Origins from a list of URLs; a value that is not an http(s) URL stops the start. */
function originsOf(list: string): string[] {
  return list
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((value) => {
      const url = URL.canParse(value) ? new URL(value) : undefined;
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        throw new Error(`VENUE_FRAME_ANCESTORS: not an http(s) origin: ${value}`);
      }
      return url.origin;
    });
}

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.PORT || 4610);
  const host = env.HOST || '127.0.0.1';
  const secret = env.VENUE_SECRET ?? '';
  if (secret.length < 16) throw new Error('VENUE_SECRET (16+ characters) is required');
  const publicBaseUrl = env.VENUE_PUBLIC_URL || `http://${host}:${port}`;
  const database = await openDatabase({
    url: env.DATABASE_URL || undefined,
    dataDir: env.DEMO_VENUE_DATA_DIR || undefined,
  });
  await migrateDatabase(database);

  const app = Fastify({ logger: { level: env.LOG_LEVEL || 'info' } });
  const callbackBase = env.VENUE_CALLBACK_URL || undefined;
  const frameAncestors = originsOf(env.VENUE_FRAME_ANCESTORS || callbackBase || '');
  const venue = registerDemoVenue(app, {
    db: database.db,
    secret,
    publicBaseUrl,
    frameAncestors,
    // Without a site to call, every seamless callback is unclear (its rounds are refused as busy).
    callbackTransport: callbackBase
      ? fetchTransport(callbackBase)
      : async () => ({ statusCode: 503, body: '{"status":"down"}' }),
    callbackTimeoutMs: Number(env.VENUE_CALLBACK_TIMEOUT_MS || 5_000),
  });

  // Its jobs on plain timers: one process, never overlapping itself.
  const timers: NodeJS.Timeout[] = [];
  for (const job of venue.jobs) {
    let busy = false;
    timers.push(
      setInterval(() => {
        if (busy) return;
        busy = true;
        job
          .run()
          .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
          .finally(() => {
            busy = false;
          });
      }, job.everyMs),
    );
  }
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await database.close();
  });
  const shutdown = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port, host });
  step(`ready on http://${host}:${port} (${database.kind}); play URLs under ${publicBaseUrl}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[demo-venue] failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});

import { BRANDS } from '@houseline/shared/brands/registry';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createGamesRepository } from './modules/games/games.repository.ts';
import { createMemberRepository } from './modules/member/member.repository.ts';
import { migrateDatabase, openDatabase } from './platform/db/client.ts';
import { installProcessGuard, PROCESS_ALERT_JOB } from './platform/process-guard.ts';
import { createShutdown } from './platform/shutdown.ts';
import { assertNoSandboxRows } from './seed/sandbox-rows.ts';
import { DEMO_MEMBER, DEMO_OPERATORS, seedDemoData } from './seed/seed.ts';

function step(message: string): void {
  process.stdout.write(`[houseline] ${message}\n`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const usingPostgres = Boolean(config.databaseUrl);
  step(
    usingPostgres ? 'opening Postgres (DATABASE_URL)…' : `opening embedded database in ${config.dataDir}…`,
  );
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
  });

  step('applying migrations…');
  await migrateDatabase(database);
  if (config.production) {
    step('checking that the database holds no demo or sandbox data…');
    await assertNoSandboxRows(database.db);
  }
  if (config.seedDemo) {
    step('seeding demo data (first start takes a few seconds)…');
    await seedDemoData({
      db: database.db,
      games: createGamesRepository(),
      members: createMemberRepository(),
      log: step,
    });
  }

  const shutdown = createShutdown({
    database,
    drainMs: config.shutdown.drainMs,
    graceMs: config.shutdown.graceMs,
    step,
    exit: (code) => process.exit(code),
  });
  const app = await buildApp({ config, database, draining: shutdown.draining });
  shutdown.attach(app);
  // A broken connection (a Postgres restart, a failover) fails its own query and is replaced;
  // the log says so, once per connection.
  database.onConnectionError((err) => app.log.warn({ err }, 'database connection lost'));
  // From here on an unexpected error is logged and alerted instead of ending the process
  // (issue 23); one the process cannot vouch for after it shuts down gracefully, with 1.
  installProcessGuard({
    log: app.log,
    raise: (subject, detail) => app.services.alerts.raise(PROCESS_ALERT_JOB, subject, detail),
    fatal: () => shutdown.begin('fatal error', 1),
  });
  process.on('SIGTERM', () => shutdown.begin('SIGTERM received'));
  process.on('SIGINT', () => shutdown.begin('SIGINT received'));

  await app.listen({ port: config.port, host: config.host });
  const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const brand = BRANDS[config.defaultSiteCode];
  const since = Number(process.env.HOUSELINE_START_MS) || Math.round(performance.timeOrigin);
  step(
    `ready in ${((Date.now() - since) / 1000).toFixed(1)} s: ${brand.siteName} (${brand.siteCode}) on ${database.kind}`,
  );
  step(`  H5 (phone):   ${base}/app/home`);
  step(`  Desktop:      ${base}/home`);
  step(`  Console:      ${base}/admin/  (operators)`);
  step(`  API docs:     ${base}/api/docs/json`);
  if (config.seedDemo) {
    step(`  Demo member:  ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}`);
    step(
      `  Operators:    ${DEMO_OPERATORS.map((o) => `${o.username} / ${o.password} (${o.role})`).join(', ')}`,
    );
  }
  if (config.sandbox) {
    step('  Sandbox mode (SANDBOX=1): codes go to the log and GET /api/sandbox/v1/last-code; payments, USDT');
    step('                and the venue are simulated (docs/sandbox.md). Not for real money.');
  }
  step(`  Other brands: http://<site code>.localhost:${config.port}/app/home (e.g. hgty.localhost)`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[houseline] failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});

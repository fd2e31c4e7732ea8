import { BRANDS } from '@houseline/shared/brands/registry';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createGamesRepository } from './modules/games/games.repository.ts';
import { createMemberRepository } from './modules/member/member.repository.ts';
import { migrateDatabase, openDatabase } from './platform/db/client.ts';
import { assertNoSandboxRows } from './seed/sandbox-rows.ts';
import { DEMO_MEMBER, DEMO_OPERATORS, seedDemoData } from './seed/seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;

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

  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => {
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    step(`${signal} received, finishing requests in flight…`);
    const force = setTimeout(() => {
      step('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const brand = BRANDS[config.defaultSiteCode];
  const since = Number(process.env.HOUSELINE_START_MS) || Math.round(performance.timeOrigin);
  step(
    `ready in ${((Date.now() - since) / 1000).toFixed(1)} s: ${brand.siteName} (${brand.siteCode}) on ${database.kind}`,
  );
  step(`  H5 (phone):   ${base}/app/home`);
  step(`  Desktop:      ${base}/home`);
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

// `npm start`: build the web for the brand (default hgtyc) when needed, then run ONE server that
// serves the web and the API on the embedded database (or DATABASE_URL). It is the demo: it turns
// the sandbox on (SANDBOX=1: codes in the log, the sandbox gateway, chain and demo venue, demo
// accounts) and says so; SANDBOX=0 npm start runs without it, as production does.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServer, SERVER_DIST, serverBuildIsStale } from './build-server.mjs';
import {
  adminBuildIsStale,
  buildAdmin,
  buildWeb,
  DEFAULT_SITE_CODE,
  log,
  ROOT,
  webBuildIsStale,
} from './lib.mjs';

const siteCode = process.env.SITE_CODE ?? DEFAULT_SITE_CODE;
const started = Date.now();
const sandbox = process.env.SANDBOX ?? '1';
if (sandbox === '1') {
  log('SANDBOX=1: demo mode. Codes go to the log, payments and USDT are simulated, demo accounts');
  log('have published passwords (docs/sandbox.md). Never expose this server; SANDBOX=0 turns it off.');
}

if (webBuildIsStale(siteCode)) {
  log(`building the web app for ${siteCode} (a few seconds)…`);
  const build = await buildWeb(siteCode);
  if (build.code !== 0) {
    log('the web build failed; see the output above');
    process.exit(build.code);
  }
  log(`web app built in ${(build.ms / 1000).toFixed(1)} s`);
} else {
  log(`web app for ${siteCode} is up to date`);
}

if (adminBuildIsStale()) {
  log('building the operator console (/admin/)…');
  const build = await buildAdmin();
  if (build.code !== 0) {
    log('the console build failed; see the output above');
    process.exit(build.code);
  }
  log(`console built in ${(build.ms / 1000).toFixed(1)} s`);
} else {
  log('operator console is up to date');
}

// The server runs as it does in production: built ahead of time, no TypeScript loader (issue 27).
if (serverBuildIsStale()) {
  const built = await buildServer();
  log(`server built in ${(built.ms / 1000).toFixed(1)} s`);
} else {
  log('server build is up to date');
}

log('starting the server…');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')], {
  cwd: ROOT,
  env: { ...process.env, SITE_CODE: siteCode, SANDBOX: sandbox, HOUSELINE_START_MS: String(started) },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

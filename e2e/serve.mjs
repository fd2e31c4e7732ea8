// Starts the real server for the e2e run on a fresh embedded database, serving the brands built
// into apps/web/dist (npm test builds hgtyc and hgty first).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_DIST, serverBuildIsStale } from '../scripts/build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hl-e2e-'));
// Uploaded images (issue 13) of the run, beside its database rather than in the repo's data/.
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'hl-e2e-uploads-'));
// The server built ahead of time, as `npm start` and production run it (issue 27); built here when
// missing or older than its sources, so a lone `playwright test` works too.
if (serverBuildIsStale()) await buildServer();
const child = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')], {
  cwd: root,
  // TRUST_PROXY: the tests' own API calls may name a client address (X-Forwarded-For), so the
  // members they register do not all count against one address's hourly registration limit.
  // Only the loopback hop is trusted, as behind a local reverse proxy; the browser sends none.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    UPLOADS_DIR: uploadsDir,
    PORT: process.env.E2E_PORT ?? '8181',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    // Every browser of the run (four workers, the console's screens among them) comes from the one
    // loopback address, which a single member's 600 API calls a minute would not reach; the limit
    // itself is proved by the server tests (envelope.test.ts, security.test.ts).
    RATE_LIMIT_PER_MINUTE: '6000',
    // The e2e tests read codes and pay through the sandbox gateway: the sandbox is opt-in.
    SANDBOX: '1',
    // Live tables (issue 12) on short timings, and shoes of three hands, so that a test sees
    // several rounds and a shoe end (its seed revealed) within a minute.
    LIVE_BETTING_SECONDS: '6',
    LIVE_DEAL_STEP_MS: '300',
    LIVE_SETTLED_PAUSE_MS: '1000',
    LIVE_SHOE_HANDS: '3',
    // verification (issue 25): hgtyc asks for a verified identity before a withdrawal above 5000
    // (the finance spec's smaller withdrawals are not gated; verification.spec.ts's is).
    KYC_RULES: 'hgtyc:above:5000',
  },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

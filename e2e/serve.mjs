// Starts the real server for the e2e run on a fresh embedded database, serving the brands built
// into apps/web/dist (npm test builds hgtyc and hgty first).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hl-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  // TRUST_PROXY: the tests' own API calls may name a client address (X-Forwarded-For), so the
  // members they register do not all count against one address's hourly registration limit.
  // Only the loopback hop is trusted, as behind a local reverse proxy; the browser sends none.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT ?? '8181',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    // The e2e tests read codes and pay through the sandbox gateway: the sandbox is opt-in.
    SANDBOX: '1',
  },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

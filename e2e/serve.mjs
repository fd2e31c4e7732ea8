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
  env: { ...process.env, DATA_DIR: dataDir, PORT: process.env.E2E_PORT ?? '8181', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

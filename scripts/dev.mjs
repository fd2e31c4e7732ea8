// `npm run dev`: the API server with hot reload (tsx watch) and the Vite dev server for the web,
// which proxies /api and /static to the API server.
import { spawn } from 'node:child_process';
import { DEFAULT_SITE_CODE, log, ROOT } from './lib.mjs';

const siteCode = process.env.SITE_CODE ?? DEFAULT_SITE_CODE;
// Development runs in the sandbox (codes in the log, simulated payments) unless SANDBOX=0 is given.
const env = { ...process.env, SITE_CODE: siteCode, SANDBOX: process.env.SANDBOX ?? '1' };
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { cwd: ROOT, env, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: ROOT, env, stdio: 'inherit' }),
  // The operator console with hot reload (its Vite proxies /api to the same API server).
  spawn('npm', ['run', 'dev', '-w', 'apps/admin'], { cwd: ROOT, env, stdio: 'inherit' }),
];
log(
  `dev: API on http://127.0.0.1:${process.env.PORT ?? 8080}, web (Vite, hot reload) on http://127.0.0.1:5173, console on http://127.0.0.1:${process.env.ADMIN_PORT ?? 5174}/admin/`,
);
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
}

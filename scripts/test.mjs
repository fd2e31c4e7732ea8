// `npm test`: every test tier in order — type check, lint, tidy, unit, server integration (PGlite,
// and Postgres when TEST_DATABASE_URL is set), web builds with the bundle budget, the Lighthouse
// floor on the H5 home, and e2e in Chromium (when one is installed). Ends with one summary line: "Summary: N passed, N failed".
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { buildAdmin, buildWeb, log, run } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];
const skipped = [];
let passed = 0;
let failed = 0;

async function step(name, fn) {
  const started = Date.now();
  log(`── ${name}`);
  const ok = await fn();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok, seconds });
  log(`── ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  return ok;
}

/** Names of the tests that failed, printed again just above the summary (CI shows only the tail). */
const failedNames = [];

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name ?? '');
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failedNames.push(`${where} › ${test.fullName ?? test.title}`);
    }
    if ((suite.assertionResults ?? []).length === 0 && suite.status === 'failed')
      failedNames.push(`${where} (did not load)`);
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  return report.numFailedTests === 0 && report.success;
}

async function vitest(project, env = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hl-vitest-'));
  const out = path.join(dir, 'report.json');
  const { code } = await run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { env },
  );
  const ok = existsSync(out) ? countVitest(out) && code === 0 : false;
  if (!existsSync(out)) failed += 1;
  rmSync(dir, { recursive: true, force: true });
  return ok;
}

/** A Playwright run of one config; its passed and failed tests join the summary. */
async function playwright(config) {
  const { code, output } = await run('npx', ['playwright', 'test', '-c', config], { quiet: true });
  process.stdout.write(output);
  const p = output.match(/(\d+) passed/);
  const f = output.match(/(\d+) failed/);
  // Playwright's end summary: the tests under "N failed" (not the flaky ones, which passed on retry).
  let inFailed = false;
  for (const line of output.split('\n')) {
    if (/^\s+\d+ \w+/.test(line)) inFailed = /^\s+\d+ failed/.test(line);
    else if (inFailed && /^\s+\[/.test(line)) failedNames.push(line.trim());
  }
  passed += p ? Number(p[1]) : 0;
  failed += f ? Number(f[1]) : code === 0 ? 0 : 1;
  return code === 0;
}

const TS_PROJECTS = [
  'packages/shared/tsconfig.json',
  'packages/shared/tsconfig.test.json',
  'apps/server/tsconfig.json',
  'apps/web/tsconfig.json',
  'apps/admin/tsconfig.json',
  'e2e/tsconfig.json',
];

// Two projects at a time (tsc is one thread; the machine has two cores), each one's output
// printed whole once it ends, so two runs never interleave.
await step('type check (tsc --noEmit)', async () => {
  let ok = true;
  const queue = [...TS_PROJECTS];
  const lane = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const { code, output } = await run('npx', ['tsc', '-p', project, '--noEmit'], { quiet: true });
      if (output) process.stdout.write(output);
      log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'}`);
      if (code !== 0) ok = false;
    }
  };
  await Promise.all([lane(), lane()]);
  return ok;
});
await step(
  'lint and format (biome)',
  async () => (await run('npx', ['biome', 'check', '--error-on-warnings', '.'])).code === 0,
);
await step(
  'boundaries (dependency-cruiser)',
  async () => (await run('npm', ['run', '--silent', 'lint:deps'])).code === 0,
);
await step('tidy', async () => (await run(process.execPath, ['scripts/tidy.mjs'])).code === 0);
await step('unit tests', () => vitest('unit'));

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  skipped.push(
    'server integration tests on Postgres — set TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/postgres to run them (.ci/run does)',
  );
}
if (pgUrl && !process.env.TEST_REDIS_URL) {
  skipped.push(
    'scale-mode tests (two instances, Redis) — set TEST_REDIS_URL=redis://127.0.0.1:6379 to run them (.ci/run does)',
  );
}
await step(`server integration tests (PGlite${pgUrl ? ' + Postgres' : ''})`, () => vitest('server'));

// Issue 14's proof suites: slow, so only with PROOF=1 (`.ci/run` sets it).
const proof = process.env.PROOF === '1';
if (proof) {
  await step('proof suites (schema fuzzing, authorization matrix, concurrency sweep, crash loop)', () =>
    vitest('proof'),
  );
} else {
  skipped.push('proof suites and the route gallery — set PROOF=1 to run them (.ci/run does)');
}

const brandsBuilt = await step('web builds (hgtyc, hgty, the console) and bundle budget', async () => {
  for (const code of ['hgtyc', 'hgty']) {
    const build = await buildWeb(code, { quiet: true });
    if (build.code !== 0) {
      process.stdout.write(build.output);
      return false;
    }
    log(`built ${code} in ${(build.ms / 1000).toFixed(1)} s`);
  }
  // The server as production runs it (issue 27): e2e and the gallery start this bundle.
  const server = await buildServer();
  log(`built the server in ${(server.ms / 1000).toFixed(1)} s`);
  // The operator console at /admin/ (the e2e run signs in to it).
  const console = await buildAdmin({ quiet: true });
  if (console.code !== 0) {
    process.stdout.write(console.output);
    return false;
  }
  log(`built the console in ${(console.ms / 1000).toFixed(1)} s`);
  return (await run(process.execPath, ['scripts/check-bundle.mjs'])).code === 0;
});

if (existsSync(CHROMIUM) && brandsBuilt) {
  // The site as `npm start` serves it, mobile /app/home; a run below the floor is repeated once.
  await step(
    'Lighthouse floor (mobile /app/home: performance ≥ 90, accessibility ≥ 95)',
    async () =>
      (
        await run(process.execPath, ['bench/lighthouse.mjs', '--floor', '--no-history'], {
          env: { CHROME_PATH: CHROMIUM },
        })
      ).code === 0,
  );
}

if (!existsSync(CHROMIUM)) {
  skipped.push(
    `e2e tests in Chromium — no browser at ${CHROMIUM}; install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`,
  );
} else if (!brandsBuilt) {
  failed += 1;
  log('e2e tests not run: the web build failed');
} else {
  await step('e2e tests (Chromium: phone and desktop)', () => playwright('e2e/playwright.config.ts'));
}

if (proof && existsSync(CHROMIUM) && brandsBuilt) {
  await step(
    'route gallery (every route × phone, desktop × light, dark brand × guest, member; the console)',
    () => playwright('e2e/gallery.config.ts'),
  );
}

log('');
for (const r of results) log(`${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds} s)`);
for (const s of skipped) log(`SKIPPED ${s}`);
const stepsFailed = results.filter((r) => !r.ok).length;
if (stepsFailed > 0 && failed === 0) failed = stepsFailed;
for (const name of failedNames) log(`failed: ${name}`);
process.stdout.write(`Summary: ${passed} passed, ${failed} failed, ${skipped.length} skipped\n`);
process.exit(stepsFailed > 0 || failed > 0 ? 1 : 0);

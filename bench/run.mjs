// `npm run bench`: every benchmark with short, bounded settings, one after the other, then their
// figures against the goals in bench/budgets.json, printed as one table
// (figure | measured | goal | ok/MISSED), a line per figure appended to bench/history.csv, and a
// non-zero exit when a goal is missed or a benchmark did not finish.
//
//   npm run bench                              every benchmark (~10 min quiet, estimated; 17.5 min at load ~20)
//   npm run bench -- member-reads transfer     a subset, by name
//   npm run bench -- --list                    the names, their short settings and time limits
//   npm run bench -- --budgets <file>          other goals (same shape as bench/budgets.json)
//   npm run bench -- --no-history              nothing appended by the run itself (the benches
//                                              still append their own lines)
//
// Each benchmark runs as its own process with `--json <file>` (its figures, bench/lib/result.mjs;
// Lighthouse's own --json) and its own watchdog; this runner adds a time limit per benchmark on
// top (SIGTERM, so the bench tears down its servers and scratch databases; SIGKILL of its process
// group 30 s later). The settings are shorter than each bench's defaults (fewer rounds, shorter
// windows, 100 clients instead of 200 for transfer and bet placement, 5 000 sockets only for the
// fan-outs), so the figures are noisier than a full run's:
// a MISSED here is a prompt to run that bench in full, e.g. `node bench/transfer.mjs`.
// All load stays on 127.0.0.1.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appendHistory } from './lib/result.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const flatten = (json) => json.figures;
/** Lighthouse's --json: { mobile: { scores: { performance, … } }, desktop: … } → mobile_performance, … */
const lighthouseFigures = (json) =>
  Object.fromEntries(
    Object.entries(json).flatMap(([page, r]) =>
      Object.entries(r.scores).map(([c, v]) => [`${page}_${c.replace('-', '_')}`, v]),
    ),
  );

/** Every benchmark with its short settings and time limit (seconds), in the order they run. */
const BENCHES = [
  {
    name: 'member-reads',
    args: ['--seconds', '6', '--rounds', '2', '--warmup', '2'],
    limit: 180,
    figures: flatten,
  },
  {
    name: 'login',
    args: ['--seconds', '6', '--concurrency', '2'],
    limit: 150,
    figures: flatten,
  },
  {
    name: 'transfer',
    args: ['--seconds', '8', '--rounds', '2', '--warmup', '3', '--concurrency', '100'],
    limit: 210,
    figures: flatten,
  },
  {
    name: 'bet-placement',
    args: ['--seconds', '8', '--rounds', '2', '--warmup', '3', '--concurrency', '100'],
    limit: 210,
    figures: flatten,
  },
  { name: 'ledger-post', args: ['--posts', '1000', '--rounds', '2'], limit: 90, figures: flatten },
  {
    name: 'odds-fanout',
    args: ['--clients', '5000', '--seconds', '4'],
    limit: 420,
    figures: flatten,
  },
  {
    name: 'live-broadcast',
    args: ['--clients', '5000', '--seconds', '4'],
    limit: 420,
    figures: flatten,
  },
  {
    name: 'desk-delivery',
    args: ['--conversations', '1000', '--seconds', '8'],
    limit: 300,
    figures: flatten,
  },
  { name: 'lighthouse', args: ['--runs', '1'], limit: 300, figures: lighthouseFigures },
];

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const budgetsIndex = argv.indexOf('--budgets');
const budgetsFile = budgetsIndex === -1 ? path.join(root, 'bench/budgets.json') : argv[budgetsIndex + 1];
const names = argv.filter((a, i) => !a.startsWith('--') && (budgetsIndex === -1 || i !== budgetsIndex + 1));
const unknown = names.filter((n) => !BENCHES.some((b) => b.name === n));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; one of: ${BENCHES.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
if (flag('list')) {
  for (const b of BENCHES)
    console.log(`${b.name.padEnd(16)} ${b.args.join(' ').padEnd(40)} limit ${b.limit} s`);
  process.exit(0);
}
const selected = names.length ? BENCHES.filter((b) => names.includes(b.name)) : BENCHES;
const { budgets } = JSON.parse(readFileSync(budgetsFile, 'utf8'));

/** The bench running now: a signal to this runner stops it first (it has its own process group). */
let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current && current.exitCode === null) {
      current.kill('SIGTERM');
      current.on('exit', () => process.exit(130));
    } else process.exit(130);
  });
}

/** Runs one bench as its own process group; resolves { code, figures, problem, seconds }. */
function runBench(bench, work) {
  const jsonFile = path.join(work, `${bench.name}.json`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'bench', `${bench.name}.mjs`), ...bench.args, '--json', jsonFile],
      { cwd: root, stdio: 'inherit', detached: true },
    );
    current = child;
    let timedOut = false;
    let kill;
    const limit = setTimeout(() => {
      timedOut = true;
      console.error(`bench run: ${bench.name} passed its ${bench.limit} s limit; stopping it`);
      child.kill('SIGTERM');
      kill = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 30_000);
    }, bench.limit * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      clearTimeout(kill);
      let figures = {};
      let problem;
      try {
        if (existsSync(jsonFile)) figures = bench.figures(JSON.parse(readFileSync(jsonFile, 'utf8')));
        else problem = 'no figures';
      } catch (error) {
        problem = `unreadable figures: ${error.message}`;
      }
      if (timedOut) problem = `stopped after ${bench.limit} s`;
      else if (code !== 0) problem = `exit ${code ?? signal}${problem ? `, ${problem}` : ''}`;
      resolve({ code, figures, problem, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const work = mkdtempSync(path.join(tmpdir(), 'hl-bench-run-'));
const results = new Map();
const load0 = loadavg()[0];
const t0 = performance.now();
for (const [i, bench] of selected.entries()) {
  console.log(
    `\n=== bench run ${i + 1}/${selected.length}: ${bench.name} ${bench.args.join(' ')} (limit ${bench.limit} s, load average ${loadavg()[0].toFixed(1)}) ===`,
  );
  results.set(bench.name, await runBench(bench, work));
}
rmSync(work, { recursive: true, force: true });
const minutes = (performance.now() - t0) / 60_000;

const fmt = (v) =>
  v === undefined ? '—' : Number.isInteger(v) ? String(v) : v.toFixed(Math.abs(v) < 10 ? 2 : 1);
const rows = budgets
  .filter((b) => results.has(b.bench))
  .map((b) => {
    const value = results.get(b.bench).figures[b.figure];
    const ok =
      value !== undefined &&
      (b.min === undefined || value >= b.min) &&
      (b.max === undefined || value <= b.max);
    const goal = b.min !== undefined ? `≥ ${b.min}` : `≤ ${b.max}`;
    return { ...b, value, ok, goal };
  });
const width = (h, f) => Math.max(h.length, ...rows.map((r) => f(r).length));
const cols = [
  ['figure', (r) => `${r.bench}: ${r.label}`],
  ['measured', (r) => fmt(r.value)],
  ['goal', (r) => r.goal],
  ['ok?', (r) => (r.ok ? 'ok' : 'MISSED')],
];
console.log(
  `\nbench run: ${selected.length} benchmarks in ${minutes.toFixed(1)} min (short settings; load average ${load0.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end)`,
);
const line = (cells) => `| ${cells.join(' | ')} |`;
console.log(line(cols.map(([h, f]) => h.padEnd(width(h, f)))));
console.log(line(cols.map(([h, f]) => '-'.repeat(width(h, f)))));
for (const r of rows) console.log(line(cols.map(([h, f]) => f(r).padEnd(width(h, f)))));
console.log(
  `time per benchmark: ${[...results].map(([name, r]) => `${name} ${r.seconds.toFixed(0)} s`).join(', ')}`,
);
const failed = [...results].filter(([, r]) => r.problem);
for (const [name, r] of failed) console.log(`${name}: did not finish cleanly (${r.problem})`);
const missed = rows.filter((r) => !r.ok);
console.log(
  missed.length || failed.length
    ? `${missed.length} of ${rows.length} budgets MISSED${failed.length ? `, ${failed.length} benchmarks failed` : ''}`
    : `all ${rows.length} budgets met`,
);

if (!flag('no-history') && rows.length) {
  const date = new Date().toISOString();
  appendHistory(
    root,
    rows.map(
      (r) =>
        `${date},budget,${r.bench}.${r.figure},${fmt(r.value)},${r.min ?? r.max},${r.value === undefined ? '' : (r.value / (r.min ?? r.max)).toFixed(2)},${r.ok ? 'ok' : 'MISSED'} goal=${r.goal.replace(' ', '')} npm_run_bench=short load=${load0.toFixed(1)}`,
    ),
  );
}
process.exitCode = missed.length || failed.length ? 1 : 0;

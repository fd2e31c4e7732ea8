// What a bench hands to bench/run.mjs: with `--json <file>` it writes its figures there as one JSON
// object ({ bench, date, figures: { name: number } }) beside its usual output and history lines.
// Only the reporting: what a bench measures does not change with the flag.
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const argValue = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};

/** Writes `figures` (numbers, or undefined when not measured) to the --json file, if one was given. */
export function writeResult(bench, figures) {
  const file = argValue('json');
  if (!file) return;
  const clean = Object.fromEntries(
    Object.entries(figures).filter(([, v]) => typeof v === 'number' && Number.isFinite(v)),
  );
  writeFileSync(
    file,
    `${JSON.stringify({ bench, date: new Date().toISOString(), figures: clean }, null, 2)}\n`,
  );
}

/** Appends lines to bench/history.csv (its header first when the file is new). */
export function appendHistory(root, lines) {
  const history = path.join(root, 'bench/history.csv');
  if (!existsSync(history)) appendFileSync(history, 'date,bench,metric,value,baseline,ratio,notes\n');
  appendFileSync(history, lines.map((l) => `${l}\n`).join(''));
}

// `npm run build:brands`: build the web app of every brand into apps/web/dist/<site code>/ and
// report the time of each and in all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildWeb, log, ROOT } from './lib.mjs';

const typesFile = readFileSync(path.join(ROOT, 'packages/shared/src/brands/site-codes.ts'), 'utf8');
const block = typesFile.match(/SITE_CODES = \[([\s\S]*?)\] as const/);
if (!block) throw new Error('SITE_CODES not found in packages/shared/src/brands/site-codes.ts');
const codes = [...block[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
const only = process.argv.slice(2);
const targets = only.length > 0 ? codes.filter((c) => only.includes(c)) : codes;

const started = Date.now();
const failed = [];
for (const [i, code] of targets.entries()) {
  const result = await buildWeb(code, { quiet: true });
  const status = result.code === 0 ? 'ok' : 'FAILED';
  log(`[${i + 1}/${targets.length}] ${code.padEnd(7)} ${status} in ${(result.ms / 1000).toFixed(1)} s`);
  if (result.code !== 0) {
    failed.push(code);
    process.stdout.write(result.output);
  }
}
log(
  `built ${targets.length - failed.length}/${targets.length} brands in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (failed.length > 0) {
  log(`failed: ${failed.join(', ')}`);
  process.exit(1);
}

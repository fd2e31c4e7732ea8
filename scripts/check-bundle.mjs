#!/usr/bin/env node
// Bundle budget check (DESIGN.md §8): the gzipped JavaScript each home route loads before
// interaction must stay within budget. Run after `SITE_CODE=hgtyc npm run build -w apps/web`.
//
// "Before interaction" = the entry chunk and its static imports, plus the lazy chunks of the
// route's modules (its layout and its page) and their static imports. Chunks loaded later through
// dynamic import (other routes, the en-US locale, workbox-window) are not counted.
//
// The build also writes brotli and gzip copies beside each text file (apps/web/build/precompress.ts)
// for the server to send as they are; a route file of 1 KB or more without them fails the check,
// and the brotli bytes actually sent are printed beside the gzip budget figure.
//
// Usage: node scripts/check-bundle.mjs [--site <code> | --all] [--json]
//   default site: $SITE_CODE or hgtyc; --all checks every brand built under apps/web/dist/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** Route budgets. Each route is found in the manifest by the source paths of its lazy modules. */
export const ROUTE_BUDGETS = [
  {
    name: 'H5 home (/app/home)',
    modules: ['src/layouts/mobile/mobile-layout.tsx', 'src/app/routes/h5-home.tsx'],
    budgetKb: 160,
  },
  {
    name: 'Desktop home (/home)',
    modules: ['src/layouts/desktop/desktop-layout.tsx', 'src/app/routes/desktop-home.tsx'],
    budgetKb: 300,
  },
];

function parseArgs(argv) {
  const args = { site: process.env.SITE_CODE || 'hgtyc', all: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--site') args.site = argv[++i];
    else if (argv[i] === '--all') args.all = true;
    else if (argv[i] === '--json') args.json = true;
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return args;
}

/** The manifest keys reachable from `roots` through static imports only. */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) stack.push(next);
  }
  return seen;
}

export function routeFiles(manifest, modules) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('manifest has no entry chunk');
  for (const mod of modules) {
    if (!manifest[mod])
      throw new Error(`route module ${mod} is not a chunk in the manifest (renamed? not lazy?)`);
  }
  const keys = staticClosure(manifest, [...entries, ...modules]);
  return [
    ...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))),
  ].sort();
}

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Must match MIN_BYTES of apps/web/build/precompress.ts. */
const PRECOMPRESS_MIN_BYTES = 1024;

/** Bytes of the pre-compressed brotli copy the server sends; null when the build wrote none. */
function brotliFileSize(file) {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : null;
}

function missingPrecompressed(file) {
  if (statSync(file).size < PRECOMPRESS_MIN_BYTES) return false;
  return !existsSync(`${file}.br`) || !existsSync(`${file}.gz`);
}

/** Measures one brand's build; returns null when it has not been built. */
function checkSite(distRoot, site) {
  const distDir = path.join(distRoot, site);
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return ROUTE_BUDGETS.map((route) => {
    const files = routeFiles(manifest, route.modules).map((file) => {
      const full = path.join(distDir, file);
      return {
        file,
        gzipBytes: gzipSize(full),
        wireBytes: brotliFileSize(full) ?? statSync(full).size,
        missing: missingPrecompressed(full),
      };
    });
    const totalBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    const wireBytes = files.reduce((sum, f) => sum + f.wireBytes, 0);
    const unCompressed = files.filter((f) => f.missing).map((f) => f.file);
    return {
      ...route,
      files,
      totalKb: totalBytes / KB,
      wireKb: wireBytes / KB,
      unCompressed,
      ok: totalBytes <= route.budgetKb * KB && unCompressed.length === 0,
    };
  });
}

function printSite(site, results) {
  console.log(`Bundle budgets for ${site} (gzip -9, 1 KB = 1024 bytes)`);
  for (const r of results) {
    const share = ((r.totalKb / r.budgetKb) * 100).toFixed(0);
    console.log(
      `\n${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.totalKb.toFixed(1)} KB of ${r.budgetKb} KB (${share}%); sent as brotli: ${r.wireKb.toFixed(1)} KB`,
    );
    for (const file of r.unCompressed)
      console.log(`       no .br/.gz copy: ${file} (is the precompress plugin on?)`);
    for (const f of [...r.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`       ${(f.gzipBytes / KB).toFixed(1).padStart(6)} KB  ${f.file}`);
    }
  }
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distRoot = path.join(repoDir, 'apps/web/dist');
  const sites = args.all
    ? readdirSync(distRoot, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [args.site];
  const report = [];
  for (const site of sites) {
    const results = checkSite(distRoot, site);
    if (!results) {
      console.error(`No build manifest for ${site}. Run: SITE_CODE=${site} npm run build -w apps/web`);
      process.exit(2);
    }
    report.push({ site, results });
  }
  if (args.json) {
    console.log(JSON.stringify(report, null, 2));
  } else if (args.all) {
    console.log('Bundle budgets per brand (gzip -9, KB = 1024 bytes)');
    for (const { site, results } of report) {
      console.log(
        `  ${site.padEnd(7)} ${results.map((r) => `${r.ok ? 'ok' : 'FAIL'} ${r.name} ${r.totalKb.toFixed(1)}/${r.budgetKb} KB`).join('   ')}`,
      );
    }
  } else {
    printSite(report[0].site, report[0].results);
  }
  if (report.some(({ results }) => results.some((r) => !r.ok))) {
    console.error('\nA route is over its JavaScript budget (DESIGN.md §8).');
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

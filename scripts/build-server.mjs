// Builds the server ahead of time (issue 27, decision 0058): esbuild bundles our own code — the
// server's TypeScript and the shared contract (@houseline/shared, TypeScript source too) — into
// plain ES modules under apps/server/dist/, and leaves every npm package as an import, so native
// and WASM packages (sharp, argon2, PGlite) load from node_modules as they do in development.
// Production then runs `node apps/server/dist/main.js` with no TypeScript loader.
//
//   node scripts/build-server.mjs [--outdir <dir>]
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { newestMtime, ROOT } from './lib.mjs';

export const SERVER_DIST = path.join(ROOT, 'apps/server/dist');
export const SERVER_ENTRIES = {
  main: 'apps/server/src/main.ts',
  'cli/admin': 'apps/server/src/cli/admin.ts',
  'cli/ledger-audit': 'apps/server/src/cli/ledger-audit.ts',
};

/**
 * npm packages stay imports; our workspace packages are bundled (they ship TypeScript). Each of
 * our modules keeps its own `import.meta.url` (the file it was written in), so code that finds
 * files beside itself — the demo venue's page sources, the repository root — finds them from the
 * bundle as it does from the sources.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@houseline/')) return undefined;
      return { path: args.path, external: true };
    });
    b.onLoad({ filter: /\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

export async function buildServer({ outdir = SERVER_DIST } = {}) {
  const started = Date.now();
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)]),
    ),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [externalPackages],
    logLevel: 'warning',
    metafile: true,
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  return { ms: Date.now() - started, bytes };
}

/** True when the bundle is missing or older than any server or shared source file. */
export function serverBuildIsStale(outdir = SERVER_DIST) {
  const main = path.join(outdir, 'main.js');
  if (!existsSync(main)) return true;
  const built = statSync(main).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(ROOT, 'apps/server/src')),
    newestMtime(path.join(ROOT, 'packages/shared/src')),
  );
  return sources > built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--outdir');
  const outdir = at > 0 ? path.resolve(process.argv[at + 1]) : SERVER_DIST;
  const { ms, bytes } = await buildServer({ outdir });
  process.stdout.write(
    `[houseline] server built into ${path.relative(ROOT, outdir) || outdir} in ${(ms / 1000).toFixed(1)} s (${(bytes / 1024).toFixed(0)} KB with source maps)\n`,
  );
}

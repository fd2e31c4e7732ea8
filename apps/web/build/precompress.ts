import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images such as PNG or WebP are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this size the saving is smaller than a packet and not worth a second file. */
export const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => COMPRESSIBLE.test(file));
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text file of the
 * build, when the file is at least {@link MIN_BYTES} and the compressed copy is smaller. The web
 * host sends them with `Content-Encoding` to browsers that accept it, so the server never
 * compresses at request time. Returns the number of files compressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = await filesUnder(dir);
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const source = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gz(source, { level: 9 }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
      count += 1;
    }),
  );
  return count;
}

/**
 * Pre-compresses the build once everything is written (after the service worker is generated,
 * so `sw.js` is compressed too).
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let logger: { info(message: string): void } | undefined;
  return {
    name: 'houseline:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDir(outDir);
        logger?.info(`pre-compressed ${count} files (brotli, gzip)`);
      },
    },
  };
}

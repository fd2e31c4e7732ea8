import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { gameKindOf } from './games/types.ts';
import { PLAY_API_PREFIX, PLAY_PAGE_PREFIX } from './play-api.ts';
import { providerGame } from './provider-games.ts';

// The provider's pages (the "pages" helper writes them in ./pages/, decision 0027): an HTML shell
// per game and per rules page, and their scripts and stylesheet bundled once by esbuild in memory.

const PAGES_DIR = new URL('./pages/', import.meta.url);
const SCRIPTS = ['slot', 'k3', 'dt', 'fish', 'rules'] as const;
const ASSET_BASE = `${PLAY_PAGE_PREFIX}/assets`;

interface Asset {
  body: string | Uint8Array;
  type: string;
}

/** Bundles the pages' entry points that exist; an empty map when there are none (or no esbuild). */
async function buildAssets(log: FastifyBaseLogger): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  const entries = [
    ...SCRIPTS.map((name) => ({ out: name, file: fileURLToPath(new URL(`${name}.ts`, PAGES_DIR)) })),
    { out: 'page', file: fileURLToPath(new URL('page.css', PAGES_DIR)) },
  ].filter((entry) => existsSync(entry.file));
  if (entries.length === 0) return assets;
  try {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: entries.map((entry) => ({ in: entry.file, out: entry.out })),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022'],
      minify: true,
      legalComments: 'none',
      charset: 'utf8',
      write: false,
      outdir: '/assets',
      logLevel: 'silent',
    });
    for (const file of result.outputFiles) {
      const name = file.path.split('/').pop() ?? '';
      const type = name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
      assets.set(name, { body: file.contents, type });
    }
  } catch (error) {
    log.error({ err: error }, 'demo provider: could not bundle its pages');
  }
  return assets;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export function pageShell(input: {
  script: string;
  gameCode: string;
  title: string;
  version: string;
}): string {
  const v = `?v=${input.version}`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${esc(input.title)}</title>
<link rel="stylesheet" href="${ASSET_BASE}/page.css${v}">
<script type="module" src="${ASSET_BASE}/${input.script}.js${v}"></script>
</head>
<body data-api="${PLAY_API_PREFIX}" data-game="${esc(input.gameCode)}" data-theme="${esc(input.gameCode)}">
<noscript>请启用 JavaScript 后再进入游戏。</noscript>
</body>
</html>
`;
}

/**
 * The pages' own policy: scripts, styles and calls from the provider only — `'self'` plus its
 * origins spelled out (the frame is sandboxed to an opaque origin).
 */
export function pageCsp(origins: readonly string[]): string {
  const self = ["'self'", ...new Set(origins)].join(' ');
  return [
    "default-src 'none'",
    `script-src ${self}`,
    `style-src ${self}`,
    `img-src ${self} data: blob:`,
    `font-src ${self} data:`,
    `media-src ${self} data: blob:`,
    `connect-src ${self}`,
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
}

/**
 * Serves `GET /venue/demo/play/:gameCode` (the game's shell), `/venue/demo/play/rules/:gameCode`
 * and `/venue/demo/play/assets/*` (bundled once at startup; 404 while the pages are absent).
 */
export function registerPagesHost(app: FastifyInstance, options: { publicBaseUrl?: string | undefined }) {
  const publicOrigin = options.publicBaseUrl ? new URL(options.publicBaseUrl).origin : undefined;
  const cspFor = (request: FastifyRequest) => {
    const host = /^[A-Za-z0-9.:[\]-]{1,200}$/.test(request.host) ? request.host : undefined;
    return pageCsp([
      ...(host ? [`${request.protocol}://${host}`] : []),
      ...(publicOrigin ? [publicOrigin] : []),
    ]);
  };
  // Built on first use (the first page or asset asked for), once per process.
  let assets: Promise<{ files: Map<string, Asset>; version: string }> | undefined;
  const loadAssets = () => {
    assets ??= buildAssets(app.log).then((files) => {
      const hash = createHash('sha256');
      for (const [name, asset] of files) hash.update(name).update(asset.body);
      return { files, version: hash.digest('hex').slice(0, 10) };
    });
    return assets;
  };

  async function shell(script: string, gameCode: string, title: string) {
    return pageShell({ script, gameCode, title, version: (await loadAssets()).version });
  }

  app.get(`${PLAY_PAGE_PREFIX}/assets/:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const asset = (await loadAssets()).files.get(name);
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type(asset.type)
      .send(Buffer.from(asset.body));
  });

  app.get(`${PLAY_PAGE_PREFIX}/rules/:gameCode`, async (request, reply) => {
    const { gameCode } = request.params as { gameCode: string };
    const game = providerGame(gameCode);
    if (!game) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    return reply
      .header('content-security-policy', cspFor(request))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await shell('rules', gameCode, `${game.name['zh-CN']} · 游戏规则`));
  });

  app.get(`${PLAY_PAGE_PREFIX}/:gameCode`, async (request, reply) => {
    const { gameCode } = request.params as { gameCode: string };
    const game = providerGame(gameCode);
    const kind = gameKindOf(gameCode);
    if (!game || !kind) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    return reply
      .header('content-security-policy', cspFor(request))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(await shell(kind, gameCode, game.name['zh-CN']));
  });
}

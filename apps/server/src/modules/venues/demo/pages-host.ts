import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gameKindOf } from './games/types.ts';
import { PAGE_BUILD_OPTIONS, type PageScript, pageEntryPoints } from './pages/entries.ts';
import { pageShellHtml } from './pages/html.ts';
import { PLAY_API_PREFIX, PLAY_PAGE_PREFIX } from './play-api.ts';
import { providerGame } from './provider-games.ts';

// The provider's pages (the "pages" helper writes them in ./pages/, decision 0027): an HTML shell
// per game and per rules page, and their scripts and stylesheet bundled once by esbuild in memory.

const ASSET_BASE = `${PLAY_PAGE_PREFIX}/assets`;

interface Asset {
  body: string | Uint8Array;
  type: string;
}

/** Bundles the pages' entry points that exist; an empty map when there are none (or no esbuild). */
async function buildAssets(log: FastifyBaseLogger): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  const entries = pageEntryPoints()
    .map((entry) => ({ out: entry.out, file: fileURLToPath(entry.in) }))
    .filter((entry) => existsSync(entry.file));
  if (entries.length === 0) return assets;
  try {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: entries.map((entry) => ({ in: entry.file, out: entry.out })),
      ...PAGE_BUILD_OPTIONS,
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

/**
 * The pages' own policy: scripts, styles and calls from the provider only — `'self'` plus its
 * origins spelled out (the frame is sandboxed to an opaque origin) — and framed only by the site:
 * itself (in-process, the site's own origin) and the site's origins named when it runs apart.
 */
export function pageCsp(origins: readonly string[], frameAncestors: readonly string[] = []): string {
  const self = ["'self'", ...new Set(origins)].join(' ');
  const framers = ["'self'", ...new Set(frameAncestors)].join(' ');
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
    `frame-ancestors ${framers}`,
  ].join('; ');
}

/**
 * Serves `GET /venue/demo/play/:gameCode` (the game's shell), `/venue/demo/play/rules/:gameCode`
 * and `/venue/demo/play/assets/*` (bundled once at startup; 404 while the pages are absent).
 */
export function registerPagesHost(
  app: FastifyInstance,
  options: { publicBaseUrl?: string | undefined; frameAncestors?: readonly string[] | undefined },
) {
  const publicOrigin = options.publicBaseUrl ? new URL(options.publicBaseUrl).origin : undefined;
  const framers = options.frameAncestors ?? [];
  const cspFor = (request: FastifyRequest) => {
    const host = /^[A-Za-z0-9.:[\]-]{1,200}$/.test(request.host) ? request.host : undefined;
    const own = host ? [`${request.protocol}://${host}`] : [];
    // The game frame is sandboxed to an opaque origin, which `'self'` would name: the site that
    // frames it is spelled out (in-process, this very origin), or Chromium refuses to show the game.
    return pageCsp([...own, ...(publicOrigin ? [publicOrigin] : [])], framers.length ? framers : own);
  };
  /**
   * The page's framing pair, saying what its CSP says: SAMEORIGIN when only the page's own origin
   * frames it; none when other origins do (X-Frame-Options cannot name them, and a browser that
   * reads CSP ignores it anyway), rather than a header that contradicts the policy.
   */
  const framed = (reply: FastifyReply, request: FastifyRequest) => {
    reply.header('content-security-policy', cspFor(request));
    if (framers.length === 0) reply.header('x-frame-options', 'SAMEORIGIN');
    return reply;
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

  async function shell(script: PageScript, gameCode: string, title: string) {
    const { version } = await loadAssets();
    return pageShellHtml({
      script,
      gameCode,
      title,
      version,
      assetBase: ASSET_BASE,
      apiBase: PLAY_API_PREFIX,
    });
  }

  app.get(`${PLAY_PAGE_PREFIX}/assets/:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const asset = (await loadAssets()).files.get(name);
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    // The frame is sandboxed to an opaque origin: its module scripts are fetched in CORS mode.
    return reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type(asset.type)
      .send(Buffer.from(asset.body));
  });

  app.get(`${PLAY_PAGE_PREFIX}/rules/:gameCode`, async (request, reply) => {
    const { gameCode } = request.params as { gameCode: string };
    const game = providerGame(gameCode);
    if (!game) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    return framed(reply, request)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await shell('rules', gameCode, `${game.name['zh-CN']} · 游戏规则`));
  });

  app.get(`${PLAY_PAGE_PREFIX}/:gameCode`, async (request, reply) => {
    const { gameCode } = request.params as { gameCode: string };
    const game = providerGame(gameCode);
    const kind = gameKindOf(gameCode);
    if (!game || !kind) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    return framed(reply, request)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(await shell(kind, gameCode, game.name['zh-CN']));
  });
}

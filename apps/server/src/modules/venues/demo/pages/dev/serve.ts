// Dev harness for the venue's pages (decision 0027): bundles them with esbuild on every page load
// and answers a fake play API in memory, with the engines deciding outcomes like the provider would.
// Loopback only: `node --import tsx apps/server/src/modules/venues/demo/pages/dev/serve.ts [port]`
// then open http://127.0.0.1:4620/ (a token `expired` shows the expired panel).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { PAGE_BUILD_OPTIONS, pageEntryPoints } from '../entries.ts';
import { pageShellHtml } from '../html.ts';
import { createFakeVenue } from './fake-venue.ts';

const PORT = Number(process.argv[2] ?? 4620);
const GAME_CODES = [
  'slot-prism',
  'slot-gem',
  'slot-jungle',
  'slot-star',
  'slot-candy',
  'slot-ocean',
  'k3-1m',
  'k3-3m',
  'dt-classic',
  'dt-royal',
  'fish-deep',
  'fish-coral',
  'fish-whale',
];
const venue = createFakeVenue();
const ORIGIN = `http://127.0.0.1:${PORT}`;

async function bundle(): Promise<Map<string, string>> {
  const result = await esbuild.build({
    ...PAGE_BUILD_OPTIONS,
    minify: false,
    entryPoints: pageEntryPoints().map((e) => ({ out: e.out, in: fileURLToPath(e.in) })),
    outdir: '/assets',
    write: false,
    logLevel: 'warning',
  });
  return new Map((result.outputFiles ?? []).map((f) => [f.path.replace('/assets/', ''), f.text]));
}

let assets = new Map<string, string>();

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': type,
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type, x-play-token',
    'access-control-allow-methods': 'GET, POST',
  });
  res.end(body);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

function index(): string {
  const links = GAME_CODES.map(
    (code) =>
      `<li><a href="/play/${code}?t=dev-${code}-${Date.now()}">${code}</a> · <a href="/rules/${code}">规则</a></li>`,
  ).join('');
  return `<!doctype html><meta charset=utf-8><title>venue pages</title><ul>${links}</ul>`;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const parts = url.pathname.split('/').filter(Boolean);
  void (async () => {
    if (req.method === 'OPTIONS') return send(res, 204, 'text/plain', '');
    if (parts[0] === 'api') {
      const token = String(req.headers['x-play-token'] ?? '');
      const body = req.method === 'POST' ? await readJson(req) : undefined;
      return send(
        res,
        200,
        'application/json',
        JSON.stringify(venue.handle(parts.slice(1).join('/'), token, body)),
      );
    }
    if (parts[0] === 'assets') {
      const text = assets.get(parts[1] ?? '');
      const type = parts[1]?.endsWith('.css') ? 'text/css' : 'text/javascript';
      return text === undefined ? send(res, 404, 'text/plain', 'no') : send(res, 200, type, text);
    }
    if ((parts[0] === 'play' || parts[0] === 'rules') && parts[1]) {
      assets = await bundle();
      const gameCode = parts[1];
      const kind = parts[0] === 'rules' ? 'rules' : (gameCode.split('-')[0] as 'slot');
      const html = pageShellHtml({ script: kind, gameCode, assetBase: '/assets', apiBase: '/api' });
      // The provider's page policy (no inline scripts or styles), so the harness catches a breach.
      res.setHeader(
        'content-security-policy',
        `default-src 'none'; script-src ${ORIGIN}; style-src ${ORIGIN}; img-src ${ORIGIN} data: blob:; connect-src ${ORIGIN}; base-uri 'none'; form-action 'none'`,
      );
      return send(res, 200, 'text/html; charset=utf-8', html);
    }
    return send(res, 200, 'text/html; charset=utf-8', index());
  })().catch((error: unknown) => send(res, 500, 'text/plain', String(error)));
});

server.listen(PORT, '127.0.0.1', () => console.info(`venue pages dev harness on http://127.0.0.1:${PORT}/`));

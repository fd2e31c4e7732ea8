// The HTML shells of the venue's pages (node side; the provider answers them). Everything the
// scripts need travels in data attributes: the API base and the game code.
import type { PageScript } from './entries.ts';

export interface PageShellInput {
  /** Which script: the game's kind, or `rules`. */
  script: PageScript;
  gameCode: string;
  /** Where `<name>.js` and `page.css` are served, e.g. `/venue/demo/play/assets`. */
  assetBase: string;
  /** The play API base, e.g. `/venue/demo/play/api`. */
  apiBase: string;
  title?: string;
  /** A cache-busting version appended to the asset URLs. */
  version?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export function pageShellHtml(input: PageShellInput): string {
  const v = input.version ? `?v=${encodeURIComponent(input.version)}` : '';
  const title = input.title ?? (input.script === 'rules' ? '游戏规则' : '游戏');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${esc(input.assetBase)}/page.css${v}">
<script type="module" src="${esc(input.assetBase)}/${input.script}.js${v}"></script>
</head>
<body data-api="${esc(input.apiBase)}" data-game="${esc(input.gameCode)}" data-theme="${esc(input.gameCode)}">
<noscript>请启用 JavaScript 后再进入游戏。</noscript>
</body>
</html>
`;
}

import { describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS, pageEntryPoints } from './entries.ts';
import { pageShellHtml } from './html.ts';

describe('venue page shell', () => {
  it('names the script and stylesheet and passes the API base and game code', () => {
    const html = pageShellHtml({
      script: 'k3',
      gameCode: 'k3-1m',
      assetBase: '/venue/demo/play/assets',
      apiBase: '/venue/demo/play/api',
      title: '快三 <1分>',
      version: 'abc',
    });
    expect(html).toContain('src="/venue/demo/play/assets/k3.js?v=abc"');
    expect(html).toContain('href="/venue/demo/play/assets/page.css?v=abc"');
    expect(html).toContain('data-api="/venue/demo/play/api" data-game="k3-1m"');
    expect(html).toContain('<title>快三 &lt;1分&gt;</title>');
  });
  it('lists one entry per script plus the stylesheet', () => {
    const entries = pageEntryPoints();
    expect(entries.map((e) => e.out)).toEqual([...PAGE_SCRIPTS, 'page']);
    expect(entries.at(-1)?.in.pathname.endsWith('/pages/page.css')).toBe(true);
  });
});

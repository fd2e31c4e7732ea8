import { describe, expect, it } from 'vitest';
import { bootShell, inlineEntryCss, lowPriorityScripts } from '../../build/first-screen-preload.ts';

// The build-time first screen of index.html (decision 0045).
describe('first screen of index.html', () => {
  const brand = {
    siteName: '禾光<娱乐>',
    slogan: 'A & B',
    home: { banners: [{ imageUrl: '/static/brands/x/banner-1.webp' }] },
  } as unknown as Parameters<typeof bootShell>[0];

  it('draws the header with escaped text, the banner at high priority, and sits beside #root', () => {
    const html = bootShell(brand, 'hgtyc');
    expect(html).toMatch(/^<div id="hl-boot" class="hl-boot" aria-hidden="true">/);
    expect(html).toContain('<strong>禾光&#60;娱乐&#62;</strong><small>A &#38; B</small>');
    expect(html).toContain('src="/static/brands/hgtyc/logo.webp"');
    expect(html).toContain(
      '<img class="hl-boot__banner" src="/static/brands/x/banner-1.webp" srcset="/static/brands/x/banner-1.webp 750w, ' +
        '/static/brands/x/banner-1@2x.webp 1500w" sizes="(min-width: 768px) and (pointer: fine) 820px, ' +
        '(min-width: 750px) 750px, 100vw" alt="" fetchpriority="high" />',
    );
    expect(html).not.toContain('<a ');
  });

  it('puts the entry script and every module preload at low priority, once', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/b.js">';
    const out = lowPriorityScripts(html);
    expect(out).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">');
    expect(out.match(/fetchpriority/g)).toHaveLength(3);
  });

  it("inlines the entry's stylesheet, names it by a disabled link, and leaves an unknown one linked", () => {
    const bundle = {
      'assets/index-1.css': { type: 'asset' as const, fileName: 'assets/index-1.css', source: 'a{b:c}\n' },
    };
    const html =
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/other.css">';
    expect(inlineEntryCss(html, bundle)).toBe(
      '<style>a{b:c}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>' +
        '<link rel="stylesheet" crossorigin href="/assets/other.css">',
    );
  });
});

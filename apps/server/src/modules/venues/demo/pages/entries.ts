// What the provider's esbuild step bundles (node side; no DOM here). One script per game kind plus
// the rules page, and one stylesheet whose `@import`s esbuild inlines. The provider serves them as
// `/venue/demo/play/assets/<name>.js` and `/venue/demo/play/assets/page.css` (decision 0027).

export const PAGE_SCRIPTS = ['slot', 'k3', 'dt', 'fish', 'rules'] as const;
export type PageScript = (typeof PAGE_SCRIPTS)[number];
export const PAGE_STYLESHEET = 'page';

/** This folder, for resolving the entry files (`fileURLToPath(new URL('slot.ts', PAGES_DIR))`). */
export const PAGES_DIR = new URL('./', import.meta.url);

/** esbuild `entryPoints` (output name → source URL): `<name>.js` per script and `page.css`. */
export function pageEntryPoints(): { out: string; in: URL }[] {
  return [
    ...PAGE_SCRIPTS.map((name) => ({ out: name, in: new URL(`${name}.ts`, PAGES_DIR) })),
    { out: PAGE_STYLESHEET, in: new URL('page.css', PAGES_DIR) },
  ];
}

/** The esbuild options the pages are written for: browser ESM, bundled, minified. */
export const PAGE_BUILD_OPTIONS: {
  bundle: true;
  format: 'esm';
  platform: 'browser';
  target: string[];
  minify: boolean;
  legalComments: 'none';
  charset: 'utf8';
} = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome100', 'safari15'],
  minify: true,
  legalComments: 'none',
  charset: 'utf8',
};

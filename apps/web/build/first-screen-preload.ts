import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { BOOT_BANNER_SIZES, bannerSrcSet } from '../../../packages/shared/src/brands/banner-images.ts';
import { FEATURE } from '../../../packages/shared/src/brands/features.ts';
import type { BrandConfig } from '../../../packages/shared/src/brands/types.ts';
import { PHONE_MAX_WIDTH_PX } from '../../../packages/shared/src/form-factor.ts';

/**
 * Media queries that approximate `detectFormFactor` (a mobile user agent or a narrow viewport is a
 * phone) for the browser's preload scanner, which runs before any script. A wrong guess only
 * costs one preload too many or too few; the router still loads what the page needs.
 */
export const PHONE_MEDIA = `(max-width: ${PHONE_MAX_WIDTH_PX - 0.02}px), (pointer: coarse)`;
export const DESKTOP_MEDIA = `(min-width: ${PHONE_MAX_WIDTH_PX}px) and (pointer: fine)`;

/**
 * Lazy modules every home imports on its first render when the brand has the feature: the
 * featured promotion of the home popup (app/routes/promo-popup-slot.tsx). Preloaded at low
 * priority with the first screen's chunks, so the popup does not wait for one more round trip
 * after the home has rendered (decision 0045). Not in the route budget: they load after the
 * first paint either way.
 */
export const FIRST_SCREEN_EXTRAS = [
  { feature: FEATURE.activities, module: 'src/features/activities/components/promo-teaser.tsx' },
] as const;

/** The lazy modules of each form factor's home, as check-bundle.mjs counts them. */
export const FIRST_SCREENS = [
  { media: PHONE_MEDIA, modules: ['src/layouts/mobile/mobile-layout.tsx', 'src/app/routes/h5-home.tsx'] },
  {
    media: DESKTOP_MEDIA,
    modules: ['src/layouts/desktop/desktop-layout.tsx', 'src/app/routes/desktop-home.tsx'],
  },
] as const;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type BundleLike = Record<
  string,
  ChunkLike | { type: 'asset'; fileName: string; source?: string | Uint8Array }
>;

/** A chunk's file and its static imports, transitively. */
function closure(bundle: BundleLike, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    seen.add(file);
    stack.push(...chunk.imports);
  }
  return seen;
}

/**
 * The preload tags of the first screen: the module chunks and stylesheets of the form factor's
 * layout and home (those the entry does not already load), each behind its media query, and the
 * first banner — the largest paint on both homes — at high priority. Without them the browser
 * learns of these files only after the entry script has run and the router has matched the URL,
 * one round trip later (Lighthouse's network-dependency tree and LCP discovery).
 */
export function firstScreenTags(
  bundle: BundleLike,
  entryFile: string,
  root: string,
  brand: Pick<BrandConfig, 'home' | 'enabledFeatureIds'>,
  base = '/',
): HtmlTagDescriptor[] {
  const tags: HtmlTagDescriptor[] = [];
  const banner = brand.home.banners[0];
  if (banner) {
    tags.push({
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'image',
        href: banner.imageUrl,
        ...(bannerSrcSet(banner.imageUrl)
          ? { imagesrcset: bannerSrcSet(banner.imageUrl), imagesizes: BOOT_BANNER_SIZES }
          : {}),
        fetchpriority: 'high',
      },
      injectTo: 'head',
    });
  }
  const loadedByEntry = closure(bundle, [entryFile]);
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const chunkOf = (module: string): string => {
    const chunk = chunks.find(
      (c) => c.facadeModuleId && path.relative(root, c.facadeModuleId).split(path.sep).join('/') === module,
    );
    if (!chunk) throw new Error(`[houseline] first-screen module ${module} is not a lazy chunk`);
    return chunk.fileName;
  };
  const extras = FIRST_SCREEN_EXTRAS.filter((e) => brand.enabledFeatureIds.includes(e.feature)).map((e) =>
    chunkOf(e.module),
  );
  for (const screen of FIRST_SCREENS) {
    const roots = screen.modules.map(chunkOf);
    const screenFiles = closure(bundle, roots);
    const files = [...screenFiles].filter((file) => !loadedByEntry.has(file)).sort();
    const later = [...closure(bundle, extras)]
      .filter((file) => !loadedByEntry.has(file) && !screenFiles.has(file))
      .sort();
    const css = new Set<string>();
    for (const file of [...files, ...later]) {
      for (const sheet of (bundle[file] as ChunkLike).viteMetadata?.importedCss ?? []) css.add(sheet);
    }
    for (const sheet of [...css].sort()) {
      tags.push({
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'style',
          // Not needed for the first paint (the boot shell's styles are inline): fetched early,
          // but behind the document's own requests and the banner.
          fetchpriority: 'low',
          crossorigin: true,
          href: `${base}${sheet}`,
          media: screen.media,
        },
        injectTo: 'head',
      });
    }
    for (const file of [...files, ...later]) {
      tags.push({
        tag: 'link',
        attrs: {
          rel: 'modulepreload',
          fetchpriority: 'low',
          crossorigin: true,
          href: `${base}${file}`,
          media: screen.media,
        },
        injectTo: 'head',
      });
    }
  }
  return tags;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * What the page shows before any script has run (decision 0045): the H5 home's first screen as
 * static HTML — the header with the brand's logo, name and slogan, the first banner, the notice
 * bar's box and the tab bar's box, laid out like the real ones (styles/boot-shell.h5.css); on a
 * desktop the header band and the banner. It sits beside `#root`, so React's first renders (the
 * router's fallback renders nothing) leave it on screen; it is hidden by CSS the moment the app
 * draws into `#root` and removed by the root shell. The first paint has text (the site's name)
 * and the largest paint (the banner) comes from HTML and CSS alone. Hidden from assistive
 * technology: it is a picture of the page to come.
 */
export function bootShell(
  brand: Pick<BrandConfig, 'home' | 'siteName' | 'slogan'>,
  siteCode: string,
): string {
  const banner = brand.home.banners[0];
  const set = banner ? bannerSrcSet(banner.imageUrl) : undefined;
  const srcset = set ? ` srcset="${escapeHtml(set)}" sizes="${escapeHtml(BOOT_BANNER_SIZES)}"` : '';
  const image = banner
    ? `<img class="hl-boot__banner" src="${escapeHtml(banner.imageUrl)}"${srcset} alt="" fetchpriority="high" />`
    : '';
  const header =
    `<div class="hl-boot__bar"><img class="hl-boot__logo" src="/static/brands/${escapeHtml(siteCode)}/logo.webp" alt="" width="34" height="34" />` +
    `<span class="hl-boot__name"><strong>${escapeHtml(brand.siteName)}</strong><small>${escapeHtml(brand.slogan)}</small></span></div>`;
  return (
    `<div id="hl-boot" class="hl-boot" aria-hidden="true">${header}${image}` +
    '<div class="hl-boot__notice"></div><div class="hl-boot__tabs"></div></div>'
  );
}

/**
 * The entry script and the module preloads at low fetch priority. Module scripts never block
 * rendering, but at Chrome's default (high) priority they share the first round trips with the
 * stylesheets and the banner the first paint needs; the boot shell makes the first paint and the
 * largest one independent of them, so they go after (decision 0045).
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

/**
 * The entry's stylesheet (the base styles, the theme and the boot shell's, a few KB) inlined in
 * the document: the first paint then waits for no request but the document itself (the server
 * hashes inline styles into the Content-Security-Policy). The file stays in the build, named by a
 * disabled link (never fetched) so the preload helper does not load it a second time.
 */
export function inlineEntryCss(html: string, bundle: BundleLike, base = '/'): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)"\s*\/?>/g,
    (tag, href: string) => {
      const asset = bundle[href.startsWith(base) ? href.slice(base.length) : href];
      if (asset?.type !== 'asset' || asset.source === undefined) return tag;
      const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
      // The disabled link is never fetched, but it tells Vite's preload helper the sheet is on the
      // page: without it a lazy route that lists the entry's CSS as a dependency appends it again,
      // after the route's own sheets, and the base rules then win over theirs (the cashier lost its
      // layout that way).
      return css.includes('</')
        ? tag
        : `<style>${css.trim()}</style><link rel="stylesheet" href="${href}" disabled>`;
    },
  );
}

/** Adds {@link firstScreenTags} and the {@link bootShell} to the built index.html. */
export function firstScreenPreloadPlugin(
  brand: Pick<BrandConfig, 'home' | 'siteName' | 'slogan' | 'enabledFeatureIds'>,
  siteCode: string,
): Plugin {
  let root = '';
  return {
    name: 'houseline:first-screen-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        return {
          html: lowPriorityScripts(
            inlineEntryCss(
              html.replace('<!-- boot-shell -->', bootShell(brand, siteCode)),
              ctx.bundle as unknown as BundleLike,
            ),
          ),
          tags: firstScreenTags(ctx.bundle as unknown as BundleLike, ctx.chunk.fileName, root, brand),
        };
      },
    },
  };
}

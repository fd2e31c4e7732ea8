/**
 * The brands' banner images are WebP renderings of their SVG artwork (decision 0046) in two
 * widths: `banner-N.webp` (750 px, a phone's column at 2×) and `banner-N@2x.webp` (1 500 px, the
 * desktop home's banner on a high-density screen). Both are written by scripts/generate-art.mjs.
 */

/**
 * The `sizes` of each banner `<img>`: the H5 carousel (a phone's column, at most 750 px), the
 * desktop carousel (820 px beside the login card) and index.html's boot shell, which is either
 * (the desktop rule as boot-shell.css tells a desktop). Alike, so the boot shell's image and the
 * carousel's first one are the same file and load once.
 */
export const PHONE_BANNER_SIZES = '(min-width: 750px) 750px, 100vw';
export const DESKTOP_BANNER_SIZES = '(min-width: 1024px) 820px, 100vw';
export const BOOT_BANNER_SIZES =
  '(min-width: 768px) and (pointer: fine) 820px, (min-width: 750px) 750px, 100vw';

const GENERATED = /^\/static\/brands\/[a-z0-9]+\/banner-\d+\.webp$/;

/** The wide rendering's URL of a generated banner. */
export function wideBannerUrl(url: string): string {
  return url.replace(/\.webp$/, '@2x.webp');
}

/**
 * A `srcset` for a generated banner, or undefined for any other image (an operator's own banner
 * URL from the site config has one size only).
 */
export function bannerSrcSet(url: string): string | undefined {
  if (!GENERATED.test(url)) return undefined;
  return `${url} 750w, ${wideBannerUrl(url)} 1500w`;
}

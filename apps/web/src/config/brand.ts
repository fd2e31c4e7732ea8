import { brand } from 'virtual:brand';

/**
 * The brand of this build: only this one brand's config is bundled (build/brand-plugin.ts turns
 * `packages/shared/src/brands/sites/<SITE_CODE>.ts` into the `virtual:brand` module).
 */
export { brand };

export const siteCode = import.meta.env.SITE_CODE;

/**
 * The brand's logo for `<img>`: a WebP rendered from the SVG artwork (decision 0046); the SVG
 * stays the favicon and the web manifest's icon.
 */
export const logoUrl = `/static/brands/${siteCode}/logo.webp`;

import { brand } from 'virtual:brand';

/**
 * The brand of this build: only this one brand's config is bundled (build/brand-plugin.ts turns
 * `packages/shared/src/brands/sites/<SITE_CODE>.ts` into the `virtual:brand` module).
 */
export { brand };

export const siteCode = import.meta.env.SITE_CODE;

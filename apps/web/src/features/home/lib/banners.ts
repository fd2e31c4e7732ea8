import { isLinkEnabled } from '@houseline/shared/brands/feature-links';

/** The banners a brand shows: none that links to a feature it has not enabled. */
export function visibleBanners<B extends { link: string }>(
  banners: readonly B[],
  enabledFeatureIds: readonly number[],
): B[] {
  return banners.filter((banner) => !banner.link || isLinkEnabled(banner.link, enabledFeatureIds));
}

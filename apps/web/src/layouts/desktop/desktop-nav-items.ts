import { isLinkEnabled } from '@houseline/shared/brands/feature-links';

/** The links of the desktop top bar: the slim strip above and the main navigation. */
export const DESKTOP_TOP_LINKS: readonly { key: 'customer' | 'help'; path: string }[] = [
  { key: 'customer', path: '/app/customer' },
  { key: 'help', path: '/help/center' },
];

/** The main navigation around the game mega menu: home before it, the rest after it. */
export const DESKTOP_NAV_LINKS: readonly { key: 'home' | 'promotions' | 'center'; path: string }[] = [
  { key: 'home', path: '/home' },
  { key: 'promotions', path: '/activity/list' },
  { key: 'center', path: '/app/center' },
];

/** The links a brand shows: none of a feature it has not enabled (promotions without activities). */
export function visibleNavLinks<L extends { path: string }>(
  links: readonly L[],
  enabledFeatureIds: readonly number[],
): L[] {
  return links.filter((link) => isLinkEnabled(link.path, enabledFeatureIds));
}

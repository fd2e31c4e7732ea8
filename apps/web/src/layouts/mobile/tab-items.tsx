import { isLinkEnabled } from '@houseline/shared/brands/feature-links';
import type { TabKey } from '@houseline/shared/brands/types';
import type { ReactNode } from 'react';
import { GiftIcon, HeadsetIcon, HomeIcon, TrophyIcon, UserIcon } from '../../components/icons.tsx';

/** Route and icon of each tab-bar key a brand can configure (brand.home.tabBar). */
export const TAB_ITEMS: Record<TabKey, { path: string; icon: ReactNode }> = {
  home: { path: '/app/home', icon: <HomeIcon /> },
  activity: { path: '/activity/list', icon: <GiftIcon /> },
  customer: { path: '/app/customer', icon: <HeadsetIcon /> },
  sponsor: { path: '/app/sponsor', icon: <TrophyIcon /> },
  center: { path: '/app/center', icon: <UserIcon /> },
};

/** The tab whose page is showing, or null on pages without the tab bar. */
export function activeTab(pathname: string, tabs: readonly TabKey[]): TabKey | null {
  return tabs.find((key) => TAB_ITEMS[key].path === pathname) ?? null;
}

/** The brand's tabs without those of a feature it has not enabled (activities, sponsor). */
export function visibleTabs(tabBar: readonly TabKey[], enabledFeatureIds: readonly number[]): TabKey[] {
  return tabBar.filter((key) => isLinkEnabled(TAB_ITEMS[key].path, enabledFeatureIds));
}

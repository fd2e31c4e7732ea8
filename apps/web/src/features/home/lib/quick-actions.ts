import { isLinkEnabled } from '@houseline/shared/brands/feature-links';

export type QuickActionKey = 'deposit' | 'withdraw' | 'transfer' | 'vip';

/** The cashier shortcuts of both homes (H5 under the banner, desktop as a band of tiles). */
export const QUICK_ACTIONS: readonly { key: QuickActionKey; path: string }[] = [
  { key: 'deposit', path: '/finance/deposit' },
  { key: 'withdraw', path: '/finance/withdraw' },
  { key: 'transfer', path: '/finance/transfer' },
  { key: 'vip', path: '/user/vip/privilege' },
];

/** The shortcuts a brand shows: the VIP one only with the VIP feature. */
export function visibleQuickActions(enabledFeatureIds: readonly number[]) {
  return QUICK_ACTIONS.filter((action) => isLinkEnabled(action.path, enabledFeatureIds));
}

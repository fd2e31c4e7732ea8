import { isLinkEnabled } from '@houseline/shared/brands/feature-links';

/**
 * The member-centre menu areas of SPEC.md §2, grouped as the desktop side menu and the H5 centre
 * show them, plus the withdrawal records (a SPEC.md §2 route the menu areas do not name). Paths
 * follow the route table of SPEC.md §2; exchange and "out coin" have no route of their own, so
 * they open the exchange sheet of my assets and the withdrawal form with a coin address. The
 * site messages (issue 13) sit with the account, feedback (issue 13) with "more". Entries of a
 * brand feature the brand has not enabled are left out (visibleMenuItemsOf).
 */
export type MemberMenuKey =
  | 'deposit'
  | 'transfer'
  | 'myAssets'
  | 'withdraw'
  | 'addCoin'
  | 'exchange'
  | 'outCoin'
  | 'betRecord'
  | 'transactionRecord'
  | 'withdrawRecord'
  | 'accountManagement'
  | 'personalInfo'
  | 'messages'
  | 'helpCenter'
  | 'feedback'
  | 'joinUs'
  | 'shareMoney'
  | 'centreWallet'
  | 'virtualWallet'
  | 'transferTutorial';

export type MemberMenuGroup = 'funds' | 'wallets' | 'records' | 'account' | 'more';

export interface MemberMenuItem {
  key: MemberMenuKey;
  group: MemberMenuGroup;
  path: string;
}

export const MEMBER_MENU: readonly MemberMenuItem[] = [
  { key: 'deposit', group: 'funds', path: '/finance/deposit' },
  { key: 'transfer', group: 'funds', path: '/finance/transfer' },
  { key: 'myAssets', group: 'funds', path: '/finance/myAssets' },
  { key: 'withdraw', group: 'funds', path: '/finance/withdraw' },
  { key: 'addCoin', group: 'funds', path: '/cards/addVirtualCoin' },
  { key: 'exchange', group: 'funds', path: '/finance/myAssets?exchange=1' },
  { key: 'outCoin', group: 'funds', path: '/finance/withdraw?kind=coin' },
  { key: 'centreWallet', group: 'wallets', path: '/finance/myAssets?wallet=center' },
  { key: 'virtualWallet', group: 'wallets', path: '/finance/myAssets?wallet=usdt' },
  { key: 'transferTutorial', group: 'wallets', path: '/tutorial/transfer' },
  { key: 'betRecord', group: 'records', path: '/user/bettingRecord' },
  { key: 'transactionRecord', group: 'records', path: '/user/transactionRecord' },
  { key: 'withdrawRecord', group: 'records', path: '/user/redemptionRecord' },
  { key: 'accountManagement', group: 'account', path: '/setting' },
  { key: 'personalInfo', group: 'account', path: '/personalInfo' },
  { key: 'messages', group: 'account', path: '/user/message' },
  { key: 'helpCenter', group: 'more', path: '/help/center' },
  { key: 'feedback', group: 'more', path: '/user/feedback' },
  { key: 'joinUs', group: 'more', path: '/user/agentPage' },
  { key: 'shareMoney', group: 'more', path: '/user/agentPage?tab=share' },
];

export const MEMBER_MENU_GROUPS: readonly MemberMenuGroup[] = [
  'funds',
  'wallets',
  'records',
  'account',
  'more',
];

export function menuItemsOf(group: MemberMenuGroup): MemberMenuItem[] {
  return MEMBER_MENU.filter((item) => item.group === group);
}

/** The items of a group a brand shows: none of a feature it has not enabled (join us, share money). */
export function visibleMenuItemsOf(
  group: MemberMenuGroup,
  enabledFeatureIds: readonly number[],
): MemberMenuItem[] {
  return menuItemsOf(group).filter((item) => isLinkEnabled(item.path, enabledFeatureIds));
}

/**
 * The menu item of the page at `pathname` + `search`, for the side menu's highlight. Several items
 * share a page and differ by their query (my assets, its center wallet, the exchange sheet): one
 * whose query is all present wins over the plain one; otherwise the item with the bare path.
 */
export function activeMenuKey(pathname: string, search: string): MemberMenuKey | null {
  const params = new URLSearchParams(search);
  let plain: MemberMenuKey | null = null;
  for (const item of MEMBER_MENU) {
    const [path, query] = item.path.split('?');
    if (path !== pathname) continue;
    if (!query) {
      plain ??= item.key;
      continue;
    }
    const wanted = [...new URLSearchParams(query)];
    if (wanted.every(([key, value]) => params.get(key) === value)) return item.key;
  }
  return plain;
}

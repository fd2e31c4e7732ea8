/**
 * The member-centre menu areas of SPEC.md §2, grouped as the desktop side menu and the H5 centre
 * show them. Paths follow the route table of SPEC.md §2; pages not built yet fall to the
 * fallback page until their issue lands.
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
  | 'accountManagement'
  | 'personalInfo'
  | 'helpCenter'
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
  { key: 'exchange', group: 'funds', path: '/finance/exchange' },
  { key: 'outCoin', group: 'funds', path: '/finance/outCoin' },
  { key: 'centreWallet', group: 'wallets', path: '/finance/myAssets?wallet=center' },
  { key: 'virtualWallet', group: 'wallets', path: '/cards?type=virtual' },
  { key: 'transferTutorial', group: 'wallets', path: '/tutorial/transfer' },
  { key: 'betRecord', group: 'records', path: '/user/bettingRecord' },
  { key: 'transactionRecord', group: 'records', path: '/user/transactionRecord' },
  { key: 'accountManagement', group: 'account', path: '/setting' },
  { key: 'personalInfo', group: 'account', path: '/personalInfo' },
  { key: 'helpCenter', group: 'more', path: '/help/center' },
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

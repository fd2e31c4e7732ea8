import type { ReactNode } from 'react';
import {
  BookIcon,
  CashOutIcon,
  ChatIcon,
  CoinIcon,
  ExchangeIcon,
  HelpIcon,
  IdCardIcon,
  ListIcon,
  SettingsIcon,
  ShareIcon,
  TransferIcon,
  UsersIcon,
  WalletIcon,
} from '../../../components/icons.tsx';
import type { MemberMenuKey } from '../lib/member-menu.ts';

const ICONS: Record<MemberMenuKey, () => ReactNode> = {
  deposit: () => <WalletIcon />,
  transfer: () => <TransferIcon />,
  myAssets: () => <CoinIcon />,
  withdraw: () => <CashOutIcon />,
  addCoin: () => <CoinIcon />,
  exchange: () => <ExchangeIcon />,
  outCoin: () => <CashOutIcon />,
  betRecord: () => <ListIcon />,
  transactionRecord: () => <ListIcon />,
  withdrawRecord: () => <CashOutIcon />,
  accountManagement: () => <SettingsIcon />,
  personalInfo: () => <IdCardIcon />,
  messages: () => <ChatIcon />,
  helpCenter: () => <HelpIcon />,
  feedback: () => <ChatIcon />,
  joinUs: () => <UsersIcon />,
  shareMoney: () => <ShareIcon />,
  centreWallet: () => <WalletIcon />,
  virtualWallet: () => <CoinIcon />,
  transferTutorial: () => <BookIcon />,
};

export function MemberMenuIcon({ item }: { item: MemberMenuKey }) {
  return <>{ICONS[item]()}</>;
}

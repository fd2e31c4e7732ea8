import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CashOutIcon, CrownIcon, TransferIcon, WalletIcon } from '../../../components/icons.tsx';
import './desktop-quick-band.css';

const ACTIONS: readonly {
  key: 'deposit' | 'withdraw' | 'transfer' | 'vip';
  path: string;
  icon: ReactNode;
}[] = [
  { key: 'deposit', path: '/finance/deposit', icon: <WalletIcon /> },
  { key: 'withdraw', path: '/finance/withdraw', icon: <CashOutIcon /> },
  { key: 'transfer', path: '/finance/transfer', icon: <TransferIcon /> },
  { key: 'vip', path: '/user/vip/privilege', icon: <CrownIcon /> },
];

/** The cashier shortcuts of the desktop home as a band of tiles. Guests go to login. */
export function DesktopQuickBand({ isLogin }: { isLogin: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="d-quick" aria-label={t('home.quickActions')}>
      {ACTIONS.map((action) => (
        <Link
          key={action.key}
          to={isLogin ? action.path : '/entry/login'}
          className={`d-quick__tile is-${action.key}`}
        >
          <span className="d-quick__icon">{action.icon}</span>
          <span>
            <strong>{t(`home.quick.${action.key}`)}</strong>
            <small>{t(`home.quickHint.${action.key}`)}</small>
          </span>
        </Link>
      ))}
    </nav>
  );
}

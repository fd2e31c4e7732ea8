import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CashOutIcon, CrownIcon, TransferIcon, WalletIcon } from '../../../components/icons.tsx';
import { brand } from '../../../config/brand.ts';
import { type QuickActionKey, visibleQuickActions } from '../lib/quick-actions.ts';
import './h5-quick-actions.h5.css';

const ICONS: Record<QuickActionKey, ReactNode> = {
  deposit: <WalletIcon />,
  withdraw: <CashOutIcon />,
  transfer: <TransferIcon />,
  vip: <CrownIcon />,
};

/** Deposit, withdraw, transfer, VIP: the cashier shortcuts under the banner. Guests go to login. */
export function H5QuickActions({ isLogin, balance }: { isLogin: boolean; balance: ReactNode }) {
  const { t } = useTranslation();
  return (
    <nav className="h5-quick" aria-label={t('home.quickActions')}>
      <div className="h5-quick__wallet">
        <span className="h5-quick__label">{isLogin ? t('home.centerWallet') : t('home.guestHint')}</span>
        {isLogin ? (
          balance
        ) : (
          <Link to="/entry/login" className="h5-quick__login">
            {t('home.loginToView')}
          </Link>
        )}
      </div>
      <ul className="h5-quick__list">
        {visibleQuickActions(brand.enabledFeatureIds).map((action) => (
          <li key={action.key}>
            <Link to={isLogin ? action.path : '/entry/login'} className={`h5-quick__item is-${action.key}`}>
              <span className="h5-quick__icon">{ICONS[action.key]}</span>
              <span>{t(`home.quick.${action.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CashOutIcon, CrownIcon, TransferIcon, WalletIcon } from '../../../components/icons.tsx';
import { brand } from '../../../config/brand.ts';
import { type QuickActionKey, visibleQuickActions } from '../lib/quick-actions.ts';
import './desktop-quick-band.css';

const ICONS: Record<QuickActionKey, ReactNode> = {
  deposit: <WalletIcon />,
  withdraw: <CashOutIcon />,
  transfer: <TransferIcon />,
  vip: <CrownIcon />,
};

/** The cashier shortcuts of the desktop home as a band of tiles. Guests go to login. */
export function DesktopQuickBand({ isLogin }: { isLogin: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="d-quick" aria-label={t('home.quickActions')}>
      {visibleQuickActions(brand.enabledFeatureIds).map((action) => (
        <Link
          key={action.key}
          to={isLogin ? action.path : '/entry/login'}
          className={`d-quick__tile is-${action.key}`}
        >
          <span className="d-quick__icon">{ICONS[action.key]}</span>
          <span>
            <strong>{t(`home.quick.${action.key}`)}</strong>
            <small>{t(`home.quickHint.${action.key}`)}</small>
          </span>
        </Link>
      ))}
    </nav>
  );
}

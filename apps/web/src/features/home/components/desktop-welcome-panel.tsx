import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeadsetIcon, ShieldIcon, TransferIcon } from '../../../components/icons.tsx';
import './desktop-welcome-panel.css';

/** The panel beside the desktop carousel: login and register for guests, the wallet for members. */
export function DesktopWelcomePanel({
  siteName,
  isLogin,
  username,
  avatarUrl,
  balance,
}: {
  siteName: string;
  isLogin: boolean;
  username: string | undefined;
  avatarUrl: string;
  balance: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <aside className="d-welcome">
      {isLogin ? (
        <div className="d-welcome__member">
          <img src={avatarUrl} alt="" width={56} height={56} />
          <div>
            <strong>{username ?? t('common.loading')}</strong>
            <span>{t('member.welcomeBack')}</span>
          </div>
        </div>
      ) : (
        <div className="d-welcome__guest">
          <strong>{t('home.welcomeTitle', { siteName })}</strong>
          <span>{t('home.welcomeText')}</span>
        </div>
      )}
      {isLogin ? (
        <div className="d-welcome__wallet">
          <span>{t('home.centerWallet')}</span>
          {balance}
        </div>
      ) : null}
      <div className="d-welcome__actions">
        {isLogin ? (
          <>
            <Link to="/finance/deposit" className="hl-btn hl-btn--primary">
              {t('home.quick.deposit')}
            </Link>
            <Link to="/finance/withdraw" className="hl-btn hl-btn--ghost">
              {t('home.quick.withdraw')}
            </Link>
          </>
        ) : (
          <>
            <Link to="/entry/login" className="hl-btn hl-btn--primary">
              {t('common.login')}
            </Link>
            <Link to="/entry/register" className="hl-btn hl-btn--accent">
              {t('home.registerFree')}
            </Link>
          </>
        )}
      </div>
      <ul className="d-welcome__points">
        <li>
          <ShieldIcon />
          <span>
            <b>{t('home.pointSafeTitle')}</b>
            {t('home.pointSafeText')}
          </span>
        </li>
        <li>
          <TransferIcon />
          <span>
            <b>{t('home.pointFastTitle')}</b>
            {t('home.pointFastText')}
          </span>
        </li>
        <li>
          <HeadsetIcon />
          <span>
            <b>{t('home.pointServiceTitle')}</b>
            {t('home.pointServiceText')}
          </span>
        </li>
      </ul>
    </aside>
  );
}

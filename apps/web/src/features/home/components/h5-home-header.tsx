import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './h5-home-header.h5.css';

/** The H5 home header: brand logo and name; balance when logged in, else login and register. */
export function H5HomeHeader({
  logoUrl,
  siteName,
  slogan,
  isLogin,
  balance,
}: {
  logoUrl: string;
  siteName: string;
  slogan: string;
  isLogin: boolean;
  balance: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="h5-header">
      <Link to="/app/home" className="h5-header__brand">
        <img src={logoUrl} alt="" width={34} height={34} />
        <span>
          <strong>{siteName}</strong>
          <small>{slogan}</small>
        </span>
      </Link>
      <div className="h5-header__actions">
        {isLogin ? (
          balance
        ) : (
          <>
            <Link to="/entry/login" className="h5-header__btn">
              {t('common.login')}
            </Link>
            <Link to="/entry/register" className="h5-header__btn is-solid">
              {t('common.register')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}

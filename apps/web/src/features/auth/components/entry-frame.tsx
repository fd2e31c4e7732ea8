import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { BoltIcon, CloseIcon, LockIcon, ShieldCheckIcon } from '../../../components/member-icons.tsx';
import { logoUrl } from '../../../config/brand.ts';
import { formFactor } from '../../../lib/form-factor.ts';
import './entry-frame.css';
import { useBrandIdentity } from '../../../hooks/use-brand-identity.ts';

/** The login / register tabs; they keep the query (redirect, invite code) when switching. */
function EntryTabs() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <nav className="entry__tabs" aria-label={t('account.entry.tabs')}>
      <NavLink to={`/entry/login${search}`} replace>
        {t('common.login')}
      </NavLink>
      <NavLink to={`/entry/register${search}`} replace>
        {t('common.register')}
      </NavLink>
    </nav>
  );
}

/**
 * The frame of the entry pages (login, register, password recovery): the brand greets the member
 * above the form on a phone, beside it on a desktop. `title` replaces the tabs.
 */
export function EntryFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const identity = useBrandIdentity();
  const head = title ? <h2 className="entry__title">{title}</h2> : <EntryTabs />;
  const logo = <img src={logoUrl} alt="" width={56} height={56} />;
  if (formFactor === 'phone') {
    return (
      <div className="entry entry--h5">
        <header className="entry__hero">
          <Link to="/" className="entry__close" aria-label={t('account.entry.close')}>
            <CloseIcon />
          </Link>
          {logo}
          <h1>{identity.siteName}</h1>
          <p>{identity.slogan}</p>
        </header>
        <div className="entry__card">
          {head}
          {children}
        </div>
        <p className="entry__foot">{t('footer.responsible')}</p>
      </div>
    );
  }
  return (
    <div className="d-wrap entry entry--desktop">
      <div className="entry__split">
        <aside className="entry__art">
          {logo}
          <h1>{t('home.welcomeTitle', { siteName: identity.siteName })}</h1>
          <p>{t('home.welcomeText')}</p>
          <ul>
            <li>
              <LockIcon />
              <span>
                <strong>{t('home.pointSafeTitle')}</strong>
                {t('home.pointSafeText')}
              </span>
            </li>
            <li>
              <BoltIcon />
              <span>
                <strong>{t('home.pointFastTitle')}</strong>
                {t('home.pointFastText')}
              </span>
            </li>
            <li>
              <ShieldCheckIcon />
              <span>
                <strong>{t('account.entry.fairTitle')}</strong>
                {t('account.entry.fairText')}
              </span>
            </li>
          </ul>
          <small>{t('footer.responsible')}</small>
        </aside>
        <section className="entry__card">
          {head}
          {children}
        </section>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BalanceChip } from '../../components/currency-mark.tsx';
import { ChevronRightIcon } from '../../components/icons.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { LogoutDialog } from '../../components/logout-dialog.tsx';
import { brand } from '../../config/brand.ts';
import { H5MemberGrid } from '../../features/member/components/h5-member-grid.tsx';
import { MemberMenu } from '../../features/member/components/member-menu.tsx';
import { MemberShortcuts } from '../../features/member/components/member-shortcuts.tsx';
import { MemberSummary } from '../../features/member/components/member-summary.tsx';
import { useSiteConfig } from '../../features/site/api/site-config-query.ts';
import { useCenterBalance } from '../../hooks/use-center-balance.ts';
import { formFactor } from '../../lib/form-factor.ts';
import { useMemberStore } from '../../stores/member-store.ts';
import './center.css';
import { useMember, useUnreadCount } from '../../hooks/member-queries.ts';

/** /app/center: the member centre; the desktop shows it beside the member side menu. */
export function CenterRoute() {
  const { t } = useTranslation();
  const centerBalance = useCenterBalance();
  const isLogin = useMemberStore((s) => s.isLogin);
  const info = useMember();
  const unread = useUnreadCount();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const currency = useSiteConfig().data?.currency ?? brand.common.currency;
  const summary = (
    <MemberSummary
      isLogin={isLogin}
      info={info}
      unread={unread}
      balance={<BalanceChip currency={currency} amount={centerBalance} label={t('home.centerWallet')} />}
    />
  );
  const settings = (
    <div className="center-settings">
      <div className="center-settings__row">
        <span>{t('language.label')}</span>
        <LanguageSwitch />
      </div>
      {isLogin ? (
        <>
          <Link to="/setting" className="center-settings__row">
            <span>{t('member.security')}</span>
            <ChevronRightIcon />
          </Link>
          <button
            type="button"
            className="hl-btn hl-btn--ghost hl-btn--block center-logout"
            onClick={() => setLogoutOpen(true)}
          >
            {t('common.logout')}
          </button>
          <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
        </>
      ) : null}
    </div>
  );
  if (formFactor === 'desktop') {
    return (
      <div className="d-wrap center-desktop">
        <aside>
          <MemberMenu />
        </aside>
        <section className="center-desktop__main">
          {summary}
          <div className="center-desktop__panel">
            <h2>{t('member.overview')}</h2>
            <p>{isLogin ? t('member.overviewHint') : t('member.guestDesc')}</p>
            <MemberShortcuts isLogin={isLogin} />
          </div>
          {settings}
        </section>
      </div>
    );
  }
  return (
    <div className="center-h5">
      <h1 className="center-h5__title">{t('member.title')}</h1>
      {summary}
      <H5MemberGrid isLogin={isLogin} />
      {settings}
    </div>
  );
}

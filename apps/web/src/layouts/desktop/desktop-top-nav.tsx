import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BalanceChip } from '../../components/currency-mark.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { brand, logoUrl } from '../../config/brand.ts';
import { useGameList } from '../../features/games/api/game-list-query.ts';
import { MegaMenu } from '../../features/games/components/mega-menu.tsx';
import { useMember } from '../../hooks/member-queries.ts';
import { useBrandIdentity } from '../../hooks/use-brand-identity.ts';
import { useCenterBalance } from '../../hooks/use-center-balance.ts';
import { avatarUrl } from '../../lib/avatar.ts';
import { useMemberStore } from '../../stores/member-store.ts';
import { DESKTOP_NAV_LINKS, DESKTOP_TOP_LINKS, visibleNavLinks } from './desktop-nav-items.ts';

/** Brand, game-category links, and login/register or the member's name and balance. */
export function DesktopTopNav() {
  const { t } = useTranslation();
  const identity = useBrandIdentity();
  const centerBalance = useCenterBalance();
  const categories = useGameList('pc', { sportsFirst: brand.home.variant === 'sports' }).data;
  const isLogin = useMemberStore((s) => s.isLogin);
  const info = useMember();
  const navLinks = visibleNavLinks(DESKTOP_NAV_LINKS, brand.enabledFeatureIds);
  return (
    <header className="d-nav">
      <div className="d-nav__top">
        <div className="d-wrap d-nav__top-inner">
          <span>{identity.slogan}</span>
          <span className="d-nav__top-links">
            {visibleNavLinks(DESKTOP_TOP_LINKS, brand.enabledFeatureIds).map((link) => (
              <Link key={link.key} to={link.path}>
                {t(`nav.${link.key}`)}
              </Link>
            ))}
            <LanguageSwitch />
          </span>
        </div>
      </div>
      <div className="d-wrap d-nav__bar">
        <Link to="/home" className="d-nav__brand">
          <img src={logoUrl} alt="" width={44} height={44} />
          <span>
            <strong>{identity.siteName}</strong>
            <small>{identity.shortName}</small>
          </span>
        </Link>
        <nav className="d-nav__links" aria-label={t('nav.label')}>
          {navLinks
            .filter((link) => link.key === 'home')
            .map((link) => (
              <NavLink key={link.key} to={link.path} end>
                {t(`nav.${link.key}`)}
              </NavLink>
            ))}
          <MegaMenu categories={categories ?? []} />
          {navLinks
            .filter((link) => link.key !== 'home')
            .map((link) => (
              <NavLink key={link.key} to={link.path}>
                {t(`nav.${link.key}`)}
              </NavLink>
            ))}
        </nav>
        <div className="d-nav__account">
          {isLogin ? (
            <Link to="/app/center" className="d-nav__member">
              <img src={avatarUrl(info)} alt="" width={34} height={34} />
              <span>{info?.username ?? t('common.loading')}</span>
              <BalanceChip
                currency={brand.common.currency}
                amount={centerBalance}
                label={t('home.centerWallet')}
              />
            </Link>
          ) : (
            <>
              <Link to="/entry/login" className="hl-btn hl-btn--ghost d-nav__login">
                {t('common.login')}
              </Link>
              <Link to="/entry/register" className="hl-btn hl-btn--accent">
                {t('common.register')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

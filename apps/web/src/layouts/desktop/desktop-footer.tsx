import { useTranslation } from 'react-i18next';
import { brand, logoUrl } from '../../config/brand.ts';
import { useBrandIdentity } from '../../hooks/use-brand-identity.ts';

/** Download links (the site config's items), brand line and responsible-gaming note. */
export function DesktopFooter() {
  const { t } = useTranslation();
  const identity = useBrandIdentity();
  return (
    <footer className="d-footer">
      <div className="d-wrap d-footer__inner">
        <div className="d-footer__brand">
          <img src={logoUrl} alt="" width={40} height={40} />
          <div>
            <strong>{identity.siteName}</strong>
            <p>{identity.slogan}</p>
          </div>
        </div>
        <nav className="d-footer__links" aria-label={t('footer.downloads')}>
          <h3>{t('footer.downloads')}</h3>
          {brand.common.items.map((item) => (
            <a key={item.platform_ck} href={item.url}>
              {item.name}
            </a>
          ))}
        </nav>
        <div className="d-footer__note">
          <h3>{t('footer.responsibleTitle')}</h3>
          <p>{t('footer.responsible')}</p>
        </div>
      </div>
      <p className="d-footer__copy">
        {t('footer.copyright', { year: new Date().getFullYear(), siteName: identity.siteName })}
      </p>
    </footer>
  );
}

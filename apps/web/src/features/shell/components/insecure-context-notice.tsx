import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../components/icons.tsx';

/**
 * WebCrypto (password encryption) and service workers need a secure context: https, localhost or
 * 127.0.0.1 (DESIGN.md §9). Say so instead of failing silently, e.g. on http://192.168.x.x:8080.
 */
export function InsecureContextNotice() {
  const { t } = useTranslation();
  if (window.isSecureContext) return null;
  return (
    <div className="hl-shell-banner hl-shell-banner--insecure" role="alert">
      <ShieldIcon />
      <span>{t('shell.insecureContext')}</span>
    </div>
  );
}

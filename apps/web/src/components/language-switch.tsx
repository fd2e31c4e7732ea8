import { SUPPORTED_LOCALES } from '@houseline/shared/api/headers';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLocale } from '../lib/i18n/i18n.ts';
import { GlobeIcon } from './icons.tsx';

/** Switches between the supported interface languages; the `lang` header follows. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const active = currentLocale();
  return (
    <label className={`hl-lang ${className ?? ''}`}>
      <GlobeIcon />
      <span className="hl-visually-hidden">{t('language.label')}</span>
      <select value={active} onChange={(e) => void changeLanguage(e.target.value as typeof active)}>
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

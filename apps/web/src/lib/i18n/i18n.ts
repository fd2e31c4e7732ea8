import { DEFAULT_LOCALE, type Locale, normalizeLocale } from '@houseline/shared/api/headers';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from '../../locales/zh-CN.json';
import { local } from '../storage/safe-storage.ts';

/** localStorage key of the member's language choice. */
export const LANG_STORAGE_KEY = 'lang';

export const i18n = i18next.createInstance();

// zh-CN is the product language and ships in the entry chunk; other locales load on demand so the
// H5 home does not carry them.
const loaders: Record<Exclude<Locale, 'zh-CN'>, () => Promise<{ default: unknown }>> = {
  'en-US': () => import('../../locales/en-US.json'),
};

async function ensureLocale(lng: Locale): Promise<void> {
  if (lng === 'zh-CN' || i18n.hasResourceBundle(lng, 'translation')) return;
  const { default: bundle } = await loaders[lng]();
  i18n.addResourceBundle(lng, 'translation', bundle as Record<string, unknown>, true, true);
}

/** Initialises i18n with the stored language, else the brand's default locale. */
export async function initI18n(brandLocale: Locale): Promise<void> {
  const lng = normalizeLocale(local.get(LANG_STORAGE_KEY) ?? brandLocale);
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    resources: { [DEFAULT_LOCALE]: { translation: zhCN } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lng !== DEFAULT_LOCALE) await changeLanguage(lng, false);
  document.documentElement.lang = i18n.language;
}

/** Switches the interface language; the `lang` request header follows (lib/api/api.ts). */
export async function changeLanguage(lng: Locale, remember = true): Promise<void> {
  try {
    await ensureLocale(lng);
  } catch (error) {
    console.warn(`[i18n] could not load ${lng}`, error);
    return;
  }
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
  if (remember) local.set(LANG_STORAGE_KEY, lng);
}

export function currentLocale(): Locale {
  return normalizeLocale(i18n.language);
}

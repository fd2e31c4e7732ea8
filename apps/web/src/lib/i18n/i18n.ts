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

type OtherLocale = Exclude<Locale, 'zh-CN'>;
type BundleLoader = () => Promise<{ default: unknown }>;

/** Message bundles added by lazy pages (addMessages), loaded per locale on demand. */
const extraLoaders: Record<OtherLocale, BundleLoader>[] = [];
/** Which bundle loaders have already delivered, per locale. */
const delivered = new Map<OtherLocale, Set<BundleLoader>>();

async function load(lng: OtherLocale, loader: BundleLoader): Promise<void> {
  const done = delivered.get(lng) ?? new Set<BundleLoader>();
  delivered.set(lng, done);
  if (done.has(loader)) return;
  const { default: bundle } = await loader();
  i18n.addResourceBundle(lng, 'translation', bundle as Record<string, unknown>, true, true);
  done.add(loader);
}

async function ensureLocale(lng: Locale): Promise<void> {
  if (lng === 'zh-CN') return;
  await Promise.all([load(lng, loaders[lng]), ...extraLoaders.map((extra) => load(lng, extra[lng]))]);
}

/**
 * Adds the messages of a lazily loaded part of the app (the member pages) so the entry chunk does
 * not carry them: zh-CN at once, other locales now if active, or when the member switches to one.
 * Components re-render when a bundle arrives (bindI18nStore: 'added') — except, with `ownKeys`,
 * the zh-CN bundle: it is added while its chunk loads, before any component that reads its keys
 * renders, so re-rendering every mounted screen for it (a long task on a slow phone, e.g. the
 * home when its recommended strip arrives) would change nothing. Only bundles whose keys no
 * screen outside their chunk reads may pass it.
 */
export function addMessages(
  zhCN: Record<string, unknown>,
  others: Record<OtherLocale, BundleLoader>,
  { ownKeys = false }: { ownKeys?: boolean } = {},
): void {
  i18n.addResourceBundle('zh-CN', 'translation', zhCN, true, true, { silent: ownKeys });
  extraLoaders.push(others);
  const active = currentLocale();
  if (active !== 'zh-CN') {
    load(active, others[active]).catch((error: unknown) =>
      console.warn(`[i18n] could not load ${active}`, error),
    );
  }
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
    react: { bindI18nStore: 'added' },
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

import { initReactI18next } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n.ts';
import zhCN from '../../../locales/zh-CN.json';

/**
 * For component tests: the app's i18n instance started in zh-CN the way main.tsx starts it, so
 * components (and the lazy bundles they import, such as the live tables' messages) can load.
 * Import the components under test dynamically after awaiting this.
 */
export async function startTestI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    lng: 'zh-CN',
    fallbackLng: 'zh-CN',
    resources: { 'zh-CN': { translation: zhCN } },
    interpolation: { escapeValue: false },
  });
}

import { addMessages } from '../../../lib/i18n/i18n.ts';
import zhCN from '../locales/zh-CN.json';

// The category pages' and the mega menu's messages load with those chunks only; only they read
// `lobby.*` keys, so adding the zh-CN bundle re-renders nothing (ownKeys).
addMessages(zhCN, { 'en-US': () => import('../locales/en-US.json') }, { ownKeys: true });

import { addMessages } from '../../../lib/i18n/i18n.ts';
import zhCN from '../locales/zh-CN.json';

// The bet records' own messages (products, venue rounds); only the records pages read `records.*`.
addMessages(zhCN, { 'en-US': () => import('../locales/en-US.json') }, { ownKeys: true });

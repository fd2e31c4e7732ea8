import zhCN from '../../locales/vip/zh-CN.json';
import { addMessages } from './i18n.ts';

// The VIP pages' messages (privileges, details) load with those screens only. Imported for this
// side effect by each of them; only they read `vip.*` keys, so adding the zh-CN bundle re-renders
// nothing (ownKeys).
addMessages(zhCN, { 'en-US': () => import('../../locales/vip/en-US.json') }, { ownKeys: true });

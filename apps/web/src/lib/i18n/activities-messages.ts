import zhCN from '../../locales/activities/zh-CN.json';
import { addMessages } from './i18n.ts';

// The activities' messages (promotion list and detail, the home screens' promotion popup) load
// with those screens only; only they read `activities.*` keys (ownKeys).
addMessages(zhCN, { 'en-US': () => import('../../locales/activities/en-US.json') }, { ownKeys: true });

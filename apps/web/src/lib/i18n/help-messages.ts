import zhCN from '../../locales/help/zh-CN.json';
import { addMessages } from './i18n.ts';

// The help centre's, tutorials' and sponsor page's messages load with those screens only; only
// they read `help.*` keys (ownKeys). The articles themselves come from the server.
addMessages(zhCN, { 'en-US': () => import('../../locales/help/en-US.json') }, { ownKeys: true });

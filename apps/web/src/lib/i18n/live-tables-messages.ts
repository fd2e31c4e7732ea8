import zhCN from '../../locales/live-tables/zh-CN.json';
import { addMessages } from './i18n.ts';

// The live tables' messages (the baccarat lobby, a table, the road board, shoe verification) load
// with those screens only. Imported for this side effect by each of them (and by the road board,
// which a lobby tile may show); only they read `liveTables.*` keys, so adding the zh-CN bundle
// re-renders nothing (ownKeys).
addMessages(zhCN, { 'en-US': () => import('../../locales/live-tables/en-US.json') }, { ownKeys: true });

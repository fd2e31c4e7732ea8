import zhCN from '../../locales/live-tables-play/zh-CN.json';
import { addMessages } from './i18n.ts';

// The live-table play screens' messages (lobby and table, `liveTables.play.*`) load with those
// screens only. Imported for this side effect by each of them; only they read these keys, so adding
// the zh-CN bundle re-renders nothing (ownKeys). The verification page's messages are apart
// (live-tables-messages.ts).
addMessages(zhCN, { 'en-US': () => import('../../locales/live-tables-play/en-US.json') }, { ownKeys: true });

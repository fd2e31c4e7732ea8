import zhCN from '../../locales/casino/zh-CN.json';
import { addMessages } from './i18n.ts';

// The casino's messages (game page, venue back, embedded page, the auto-transfer switch) load with
// those screens only. Imported for this side effect by each of them; only they read `casino.*`
// keys, so adding the zh-CN bundle re-renders nothing (ownKeys).
addMessages(zhCN, { 'en-US': () => import('../../locales/casino/en-US.json') }, { ownKeys: true });

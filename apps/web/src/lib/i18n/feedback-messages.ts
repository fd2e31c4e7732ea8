import zhCN from '../../locales/feedback/zh-CN.json';
import { addMessages } from './i18n.ts';

// The feedback desk's messages (the submit form, the list, the thread, the leave-a-message page)
// load with those screens only. Imported for this side effect by each of them; only they read
// `feedback.*` keys, so adding the zh-CN bundle re-renders nothing (ownKeys).
addMessages(zhCN, { 'en-US': () => import('../../locales/feedback/en-US.json') }, { ownKeys: true });

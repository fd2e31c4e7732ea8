import zhCN from '../../locales/protection/zh-CN.json';
import { addMessages } from './i18n.ts';

// Player protection's messages (issue 25): its pages, the first-deposit prompt and the reality
// check load them; only they read `protection.*` keys.
addMessages(zhCN, { 'en-US': () => import('../../locales/protection/en-US.json') }, { ownKeys: true });

import zhCN from '../../locales/messages/zh-CN.json';
import { addMessages } from './i18n.ts';

// The site messages' own texts (/user/message and its detail) load with those pages only; only
// they read `messages.*` keys (ownKeys).
addMessages(zhCN, { 'en-US': () => import('../../locales/messages/en-US.json') }, { ownKeys: true });

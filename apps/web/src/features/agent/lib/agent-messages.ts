import { addMessages } from '../../../lib/i18n/i18n.ts';
import zhCN from '../locales/zh-CN.json';

// The agent page's own messages; only it reads `agent.*`.
addMessages(zhCN, { 'en-US': () => import('../locales/en-US.json') }, { ownKeys: true });

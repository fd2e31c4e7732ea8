import zhCN from '../../locales/verification/zh-CN.json';
import { addMessages } from './i18n.ts';

// Identity verification's messages (issue 25) load with its page only; only it reads
// `verification.*` keys.
addMessages(zhCN, { 'en-US': () => import('../../locales/verification/en-US.json') }, { ownKeys: true });

import zhCN from '../../locales/service-desk/zh-CN.json';
import { addMessages } from './i18n.ts';

// service-desk (issue 26): the chat window's messages load with the chat only (`desk.*` keys).
addMessages(zhCN, { 'en-US': () => import('../../locales/service-desk/en-US.json') }, { ownKeys: true });

import zhCN from '../../locales/tasks/zh-CN.json';
import { addMessages } from './i18n.ts';

// The task centre's messages load with its two pages only (`tasks.*` keys are read nowhere else).
addMessages(zhCN, { 'en-US': () => import('../../locales/tasks/en-US.json') }, { ownKeys: true });

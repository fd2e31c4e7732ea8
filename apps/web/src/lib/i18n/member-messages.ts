import zhCN from '../../locales/member/zh-CN.json';
import { addMessages } from './i18n.ts';

// The member pages' messages (and the shared field messages) load with these pages, not with the
// entry chunk, which has to keep the H5 home under its budget. Imported for this side effect by
// every member page module.
addMessages(zhCN, { 'en-US': () => import('../../locales/member/en-US.json') });

import { addMessages } from '../../../lib/i18n/i18n.ts';
import zhCN from '../locales/zh-CN.json';

// The member pages' messages (and the shared field messages) load with these pages, not with the
// entry chunk, which has to keep the H5 home under its budget. Imported for this side effect by
// every member page module.
addMessages(zhCN, { 'en-US': () => import('../locales/en-US.json') });

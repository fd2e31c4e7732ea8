import './messages.ts';
import { addMessages } from '../../../lib/i18n/i18n.ts';
import zhCN from '../locales/wallet/zh-CN.json';

// The cashier pages' messages (deposit, withdraw, transfer, assets, records) load with those pages
// only, after the member pages' own bundle (field messages, withdrawal password, common words).
// Imported for this side effect by every cashier page module.
addMessages(zhCN, { 'en-US': () => import('../locales/wallet/en-US.json') });

import './member-messages.ts';
import zhCN from '../../locales/wallet/zh-CN.json';
import { addMessages } from './i18n.ts';

// The cashier pages' messages (deposit, withdraw, transfer, assets, records) load with those pages
// only, after the member pages' own bundle (field messages, withdrawal password, common words).
// Imported for this side effect by every cashier page module.
addMessages(zhCN, { 'en-US': () => import('../../locales/wallet/en-US.json') });

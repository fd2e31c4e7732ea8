import zhCN from '../../locales/sports/zh-CN.json';
import { addMessages } from './i18n.ts';

// The sportsbook's messages (lobby, slip, open bets, recommended strip, bet records) load with
// those screens only. Imported for this side effect by each of them; only they read `sports.*`
// keys, so adding the zh-CN bundle re-renders nothing (ownKeys).
addMessages(zhCN, { 'en-US': () => import('../../locales/sports/en-US.json') }, { ownKeys: true });

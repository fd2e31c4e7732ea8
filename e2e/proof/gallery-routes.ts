import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TUTORIAL_PATHS } from '../../apps/web/src/app/tutorial-paths.ts';

// The routes the gallery visits: every path of SPEC.md §2 and every route the web app defines
// (apps/web/src/app), each with the address that opens it with real data. The coverage check at
// the end fails the run when the app gains a route nobody visits, or a §2 path loses its visit.

/** SPEC.md §2's route table, transcribed (the spec lives outside the repository). */
export const SPEC_ROUTES: readonly string[] = [
  '/',
  '/embedded',
  '/app/home',
  '/activity/list',
  '/app/customer',
  '/app/sponsor',
  '/app/center',
  '/entry',
  '/entry/login',
  '/entry/register',
  '/forgetPassword',
  '/personalInfo',
  '/personalInfo/name',
  '/personalInfo/mail',
  '/personalInfo/phone',
  '/cards',
  '/cards/bankDetail',
  '/cards/addBankCard',
  '/cards/addVirtualCoin',
  '/cards/addAlipay',
  '/setting',
  '/setting/password',
  '/setting/success',
  '/setting/verification',
  '/setting/wpassword',
  '/setting/wsuccess',
  '/user/message',
  '/user/message/detail',
  '/user/feedback',
  '/user/feedbackList',
  '/user/feedbackDetail',
  '/user/redemptionRecord',
  '/user/redemptionDetail',
  '/user/bettingRecord',
  '/user/transactionRecord',
  '/user/transactionDetail',
  '/user/vip/privilege',
  '/user/vip/detail',
  '/task',
  '/taskRecords',
  '/finance/deposit',
  '/finance/deposit/info',
  '/finance/withdraw',
  '/finance/transfer',
  '/finance/myAssets',
  '/games/:id/:title/:code/:gtype',
  '/user/agentPage',
  '/iframeCustomerService',
  '/help/center',
  ...[
    'sportRules',
    'bettingIntroduction',
    'betStrategy',
    'withdraw',
    'transfer',
    'deposit',
    'example',
    'games',
    'tech',
    'techDetail',
    'contact',
    'leaveMsg',
    'games/answer',
    'knowExchange',
    'knowVirtualCurrency',
    'protocolDifference',
  ].map((p) => `/tutorial/${p}`),
  '/app/venueBack',
  // "Other behaviour": /home (the desktop home) and /login (the invalid-session target).
  '/home',
  '/login',
  // "any other path": the fallback page.
  '*',
];

/** What a run knows when it builds the addresses: the brand's public ids and the member's own. */
export interface RouteIds {
  game: string;
  matchId: number;
  tableId: number;
  shoeId: number;
  accountId: string;
  messageId: number;
  feedbackId: string;
  withdrawOrderNo: string;
  depositOrderNo: string;
  transactionId: string;
  betId: number;
}

export type Group =
  | 'Home and shell'
  | 'Sportsbook, casino, live tables'
  | 'Entry'
  | 'Member centre and account'
  | 'Cashier and records'
  | 'Engagement'
  | 'Help and tutorials'
  | 'Fallback';

export interface RouteVisit {
  /** The app's route pattern (as apps/web/src/app writes it, with a leading slash). */
  route: string;
  group: Group;
  /** The address visited. */
  url: (ids: RouteIds, phone: boolean) => string;
  /** Member-only: a guest is sent to the login page, which is then what the gallery shows. */
  member?: boolean;
  /** The page this route is expected to show instead of a product page. */
  expect?: 'notFound';
}

const v = (route: string, group: Group, url?: RouteVisit['url'], extra: Partial<RouteVisit> = {}) => ({
  route,
  group,
  url: url ?? (() => route),
  ...extra,
});
const m = (route: string, group: Group, url?: RouteVisit['url']) => v(route, group, url, { member: true });

/** The help room's tutorial pages, from the web's own list (a web unit test keeps it equal to the room's). */
const TUTORIALS = TUTORIAL_PATHS.filter((p) => p !== 'techDetail'); // visited below with its article id

export const VISITS: readonly RouteVisit[] = [
  v('/', 'Home and shell'),
  v('/app/home', 'Home and shell'),
  v('/home', 'Home and shell'),
  v('/app/customer', 'Home and shell'),
  v('/app/center', 'Home and shell'),
  v('/iframeCustomerService', 'Home and shell'),
  v('/embedded', 'Home and shell'),
  v('/app/sports', 'Sportsbook, casino, live tables'),
  v('/sports', 'Sportsbook, casino, live tables'),
  v('/app/sports/match/:id', 'Sportsbook, casino, live tables', (ids) => `/app/sports/match/${ids.matchId}`),
  v('/sports/match/:id', 'Sportsbook, casino, live tables', (ids) => `/sports/match/${ids.matchId}`),
  v('/app/games', 'Sportsbook, casino, live tables', () => '/app/games?type=2'),
  v('/games', 'Sportsbook, casino, live tables', () => '/games?type=2'),
  v('/games/:id/:title/:code/:gtype', 'Sportsbook, casino, live tables', (ids) => ids.game),
  v('/app/venueBack', 'Sportsbook, casino, live tables'),
  v('/house/baccarat', 'Sportsbook, casino, live tables'),
  v('/house/baccarat/:tableId', 'Sportsbook, casino, live tables', (ids) => `/house/baccarat/${ids.tableId}`),
  v(
    '/house/baccarat/verify/:shoeId',
    'Sportsbook, casino, live tables',
    (ids) => `/house/baccarat/verify/${ids.shoeId}`,
  ),
  v('/login', 'Entry'),
  v('/entry', 'Entry'),
  v('/entry/login', 'Entry'),
  v('/entry/register', 'Entry'),
  v('/forgetPassword', 'Entry'),
  m('/personalInfo', 'Member centre and account'),
  m('/personalInfo/name', 'Member centre and account'),
  m('/personalInfo/mail', 'Member centre and account'),
  m('/personalInfo/phone', 'Member centre and account'),
  m('/setting', 'Member centre and account'),
  m('/setting/password', 'Member centre and account'),
  v('/setting/success', 'Member centre and account'),
  m('/setting/verification', 'Member centre and account'),
  m('/setting/wpassword', 'Member centre and account'),
  m('/setting/wsuccess', 'Member centre and account'),
  // verification and protection (issue 25)
  m('/setting/identity', 'Member centre and account'),
  m('/protection', 'Member centre and account'),
  m('/protection/break', 'Member centre and account'),
  m('/protection/statement', 'Member centre and account'),
  m('/cards', 'Member centre and account'),
  m('/cards/bankDetail', 'Member centre and account', (ids) => `/cards/bankDetail?id=${ids.accountId}`),
  m('/cards/addBankCard', 'Member centre and account'),
  m('/cards/addVirtualCoin', 'Member centre and account'),
  m('/cards/addAlipay', 'Member centre and account'),
  m('/finance/deposit', 'Cashier and records'),
  m(
    '/finance/deposit/info',
    'Cashier and records',
    (ids) => `/finance/deposit/info?orderNo=${ids.depositOrderNo}`,
  ),
  m('/finance/withdraw', 'Cashier and records'),
  m('/finance/transfer', 'Cashier and records'),
  m('/finance/myAssets', 'Cashier and records'),
  m('/user/transactionRecord', 'Cashier and records'),
  m(
    '/user/transactionDetail',
    'Cashier and records',
    (ids) => `/user/transactionDetail?id=${ids.transactionId}`,
  ),
  m('/user/redemptionRecord', 'Cashier and records'),
  m(
    '/user/redemptionDetail',
    'Cashier and records',
    (ids) => `/user/redemptionDetail?orderNo=${ids.withdrawOrderNo}`,
  ),
  m('/user/bettingRecord', 'Cashier and records'),
  m('/user/bettingDetail', 'Cashier and records', (ids) => `/user/bettingDetail?id=${ids.betId}`),
  v('/activity/list', 'Engagement'),
  v('/app/sponsor', 'Engagement'),
  m('/user/vip/privilege', 'Engagement'),
  m('/user/vip/detail', 'Engagement'),
  m('/task', 'Engagement'),
  m('/taskRecords', 'Engagement'),
  m('/user/message', 'Engagement'),
  m('/user/message/detail', 'Engagement', (ids) => `/user/message/detail?type=personal&id=${ids.messageId}`),
  m('/user/feedback', 'Engagement'),
  m('/user/feedbackList', 'Engagement'),
  m('/user/feedbackDetail', 'Engagement', (ids) => `/user/feedbackDetail?id=${ids.feedbackId}`),
  m('/user/agentPage', 'Engagement'),
  v('/help/center', 'Help and tutorials'),
  ...TUTORIALS.map((p) => v(`/tutorial/${p}`, 'Help and tutorials')),
  v('/tutorial/techDetail', 'Help and tutorials', () => '/tutorial/techDetail?id=tech-account'),
  v('/tutorial/leaveMsg', 'Help and tutorials'),
  v('*', 'Fallback', () => '/no/such/page', { expect: 'notFound' }),
];

/** Route groups in the order the gallery shows them. */
export const GROUPS: readonly Group[] = [
  'Home and shell',
  'Sportsbook, casino, live tables',
  'Entry',
  'Member centre and account',
  'Cashier and records',
  'Engagement',
  'Help and tutorials',
  'Fallback',
];

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/app');
const ROUTE_FILES = ['routes.tsx', 'content-routes.tsx', 'lobby-routes.tsx', 'member-routes.tsx'];

/**
 * Every route path the app's route table defines, read from its source: `path: '…'` and
 * `page('…', …)` literals, `${here}`/`${there}` templates and the bare `here`/`there` expanded with the file's
 * `here = phone ? 'a' : 'b'`, and the tutorial paths from tutorial-paths.ts. Index routes have
 * no path and are the parent's address.
 */
export function appRoutes(): string[] {
  const found = new Set<string>();
  for (const file of ROUTE_FILES) {
    const text = readFileSync(path.join(APP_DIR, file), 'utf8');
    const here = /const here = phone \? '([^']+)' : '([^']+)'/.exec(text);
    const sides = here ? [here[1]!, here[2]!] : [];
    const pattern = /\bpath: (?:'([^']+)'|`([^`]+)`|(?:here|there)\b)|\bpage\('([^']+)'/g;
    for (const match of text.matchAll(pattern)) {
      if (/path: (?:here|there)$/.test(match[0])) for (const side of sides) found.add(`/${side}`);
      // page('login') and page('register') are the children of /entry; every other page() path is full.
      const page = match[3];
      if (page) found.add(page === 'login' || page === 'register' ? `/entry/${page}` : `/${page}`);
      const literal = match[1];
      if (literal) found.add(literal === '/' || literal === '*' ? literal : `/${literal}`);
      const template = match[2];
      if (template?.startsWith('tutorial/')) continue;
      if (template) for (const side of sides) found.add(`/${template.replace(/\$\{(here|there)\}/, side)}`);
    }
  }
  const tutorials = readFileSync(path.join(APP_DIR, 'tutorial-paths.ts'), 'utf8');
  const list = /TUTORIAL_PATHS = \[([^\]]+)\]/.exec(tutorials)?.[1] ?? '';
  for (const m of list.matchAll(/'([^']+)'/g)) found.add(`/tutorial/${m[1]}`);
  return [...found];
}

/** The coverage findings: app routes nobody visits, §2 paths without a visit. */
export function coverage(): { unvisitedApp: string[]; unvisitedSpec: string[] } {
  const visited = new Set(VISITS.map((r) => r.route));
  return {
    unvisitedApp: appRoutes().filter((r) => !visited.has(r)),
    unvisitedSpec: SPEC_ROUTES.filter((r) => !visited.has(r)),
  };
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Every route that can change state, classified: swept (the sweep labels that burst it), money but
 * excluded (with the reason), or not money. The suite fails on a POST route missing here, on a
 * swept label no burst reached, and on a ledger call site missing from LEDGER_CALL_SITES: a new
 * money endpoint cannot slip by without a sweep or a written reason.
 */
export const SWEPT: Record<string, readonly string[]> = {
  'POST /api/findmed/v1/deposit/create': ['depositCreate'],
  'POST /api/pay/v1/callback/:gateway': ['payCallback'],
  'POST /api/sandbox/v1/pay/:orderNo': ['sandboxPayConfirm'],
  'POST /api/admin/v1/deposits/confirm': ['adminDepositConfirm'],
  'POST /api/admin/v1/deposits/reject': ['adminDepositReject'],
  'POST /api/findmed/v1/withdraw/apply': ['withdrawApply'],
  'POST /api/admin/v1/withdrawals/pay': ['adminWithdrawalPay'],
  'POST /api/admin/v1/withdrawals/reject': ['adminWithdrawalReject'],
  'POST /api/findmed/v1/wallet/transfer': ['transfer'],
  'POST /api/findmed/v1/wallet/recover': ['recoverAll'],
  'POST /api/findmed/v1/wallet/exchange': ['exchange'],
  'POST /api/findmed/v1/wallet/exchange/quote': ['exchangeQuote'],
  'POST /api/admin/v1/members/adjust': ['adminAdjust'],
  'POST /api/findmed/v1/sports/bet': ['placeBet'],
  'POST /api/findmed/v1/sports/cashout': ['cashout'],
  'POST /api/findmed/v1/sports/cashout/quote': ['cashoutQuote'],
  'POST /api/admin/v1/sports/match/result': ['adminSportsMatchResult'],
  'POST /api/admin/v1/sports/match/void': ['adminSportsMatchVoid'],
  'POST /api/findmed/v1/live/bet': ['liveBet'],
  'POST /api/findmed/v1/task/conter/list/one_receive': ['taskReceiveOne'],
  'POST /api/findmed/v1/task/conter/list/receive': ['taskReceiveAll'],
  'POST /api/findmed/v1/task/conter/active/receive': ['taskReceiveChest'],
  'POST /api/findmed/v1/promo/apply': ['promoApply'],
  'POST /api/admin/v1/promo/application': ['adminPromoReview'],
  'POST /api/venue-wallet/v1/:provider/:kind': ['seamlessDebit', 'seamlessCredit', 'seamlessRollback'],
  // A GET that moves money: reading the VIP status promotes the member and pays upgrade bonuses.
  'GET /api/findmed/v1/member/vips': ['vipStatus'],
};

/** Money endpoints not burst here, each with its reason. */
export const EXCLUDED: Record<string, string> = {
  'POST /api/admin/v1/members/adjust/approve':
    'the second approval of a pending adjustment posts its one entry: a 50-way burst of approvals pays once (operators-room.test.ts); funding above the threshold in this sweep goes through it',
  'POST /api/findmed/v1/game/launch':
    'an automatic transfer into the venue goes through transfers.transfer (swept at /wallet/transfer)',
  'POST /api/findmed/v1/game/back': 'brings the venue wallet home through transfers.transfer (swept)',
  'POST /api/admin/v1/transfers/retry':
    'settles a stuck pending transfer under the reconciler claim (wallet-crash.test.ts); a burst needs a stuck venue',
  'POST /api/admin/v1/deposits/late/resolve':
    'a payment after expiry; its credit is deposit-credit.ts keyed deposit:<orderNo> (swept via the callback)',
  'POST /api/admin/v1/venues/pull':
    'books pulled venue rounds keyed vr:<venue>:<round> (venue-ledger.test.ts races two pulls)',
  'POST /api/sandbox/v1/chain/send':
    'sandbox: puts a transaction on the sandbox chain; the credit is the chain watcher job, keyed per tx',
};

/** Routes that move no money (state, content, sessions) — one line per group. */
const NOT_MONEY_PREFIXES: readonly [string, string][] = [
  ['POST /api/findmed/v1/member/', 'profile, password, cards, messages: no ledger'],
  ['POST /api/f/v1/', 'login and uploads'],
  ['POST /api/service/sms', 'codes'],
  ['POST /api/findmed/v1/analytics/', 'analytics'],
  ['POST /api/findmed/v1/stats/', 'analytics'],
  ['POST /api/findmed/v1/sports/prefs', 'preferences'],
  ['POST /api/findmed/v1/match/recommend/list', 'a read over POST'],
  ['POST /api/findmed/v1/game/favorite', 'favourites'],
  ['POST /api/findmed/v1/game/settings', 'settings'],
  ['POST /api/findmed/v1/heartbeat', 'session heartbeat'],
  ['POST /api/findmed/v1/task/conter/content', 'a read over POST'],
  ['POST /api/findmed/v1/task/conter/list', 'a read over POST (list, list_group)'],
  ['POST /api/findmed/v1/task/conter/member_record', 'a read over POST'],
  ['POST /api/findmed/v1/task/conter/tag', 'a read over POST'],
  ['POST /api/findmed/v1/feedback/', 'feedback'],
  ['POST /api/sandbox/v1/venue/control', 'sandbox venue behaviour switches'],
  ['POST /api/admin/v1/messages/', 'notices'],
  ['POST /api/admin/v1/members/turnover/waive', 'turnover requirement, no ledger'],
  ['POST /api/admin/v1/members/disable', 'member state'],
  ['POST /api/admin/v1/members/enable', 'member state'],
  ['POST /api/admin/v1/members/sessions/end', 'member sessions'],
  [
    'POST /api/admin/v1/members/withdraw-password/reset',
    'member security: the withdrawal password, no ledger',
  ],
  ['POST /api/admin/v1/members/message', "the member's inbox"],
  ['POST /api/admin/v1/venues/maintenance', 'venue state'],
  ['POST /api/admin/v1/totp/', 'operator 2FA'],
  ['POST /api/admin/v1/sports/market/status', 'market state'],
  ['POST /api/admin/v1/sports/match/status', 'match state'],
  ['POST /api/admin/v1/sports/limits', 'limits'],
  ['POST /api/admin/v1/content/', 'content'],
  ['POST /api/admin/v1/site/', "the brand's home: notice bar and banners"],
  ['POST /api/admin/v1/vip/level', 'the ladder: its payments are made by the VIP jobs, through the books'],
  ['POST /api/admin/v1/agent/rate', 'the commission rates: the agent job pays, through the books'],
  ['POST /api/admin/v1/tasks/update', "a brand's task settings: claims pay through the books (swept there)"],
  [
    'POST /api/admin/v1/tasks/reset',
    "a brand's task setting removed: claims pay through the books (swept there)",
  ],
  [
    'POST /api/admin/v1/tasks/chests/',
    "a brand's activity chests: openings pay through the books (swept there)",
  ],
  [
    'POST /api/admin/v1/wallet/',
    "a brand's deposit channels and withdrawal rules: deposits and withdrawals move money (swept there)",
  ],
  [
    'POST /api/admin/v1/games/',
    "a brand's lobby: categories and games on/off, order, flag; operator categories, their games, venue games registered by code (no ledger)",
  ],
  ['POST /api/admin/v1/live-tables/update', "a table's open flag and limits: bets pay through the books"],
  ['POST /api/admin/v1/promo', 'promotion content (the application review is swept)'],
  ['POST /api/admin/v1/feedback/', 'feedback'],
  ['POST /api/admin/v1/login', 'operator session'],
  ['POST /api/admin/v1/logout', 'operator session'],
  [
    'POST /api/admin/v1/operators/',
    'operator accounts and sessions (create, disable, enable, password, TOTP, revoke)',
  ],
  ['POST /api/admin/v1/withdrawals/review', 'state only: requested → reviewing, no ledger'],
  ['POST /api/admin/v1/withdrawals/approve', 'state only: reviewing → approved, no ledger'],
  ['POST /api/admin/v1/jobs/alerts/resolve', 'alerts'],
  ['POST /api/admin/v1/books/audit', 'read-only audit'],
  ['POST /venue/demo/', "the demo venue's own books (not our ledger); its rounds reach us by the pull"],
  // protection (issue 25)
  [
    'POST /api/findmed/v1/protection/',
    'player protection: limits, breaks, exclusions, settings, heartbeats (no ledger)',
  ],
  // service-desk (issue 26): conversations, messages, agents, settings, canned replies
  ['POST /api/findmed/v1/service/', 'live chat: conversations and messages (no ledger)'],
  ['POST /api/admin/v1/service-desk/', 'agent desk: status, messages, claim, transfer, close, settings'],
  // console (issue 24), verification (issue 25)
  ['POST /api/admin/v1/players/notes', 'notes on a player'],
  ['POST /api/admin/v1/kyc/decide', 'identity verification state (no ledger)'],
  ['POST /api/admin/v1/risk/resolve', 'risk alerts'],
];

/** The state-changing routes the app serves, read from Fastify's route tree ("POST /path"). */
export function mutatingRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    const tree = app.printRoutes({ method, commonPrefix: false });
    const stack: string[] = [];
    for (const line of tree.split('\n')) {
      const m = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
      if (!m) continue;
      const depth = m[1]!.length / 4;
      const full = (stack[depth - 1] ?? '') + m[2];
      stack[depth] = full;
      stack.length = depth + 1;
      if (m[3]?.split(', ').includes(method)) out.push(`${method} ${full}`);
    }
  }
  return out;
}

/** What a route is: its sweeps, its exclusion, or why it moves no money; undefined when unknown. */
export function classify(route: string): string | undefined {
  if (SWEPT[route]) return `swept: ${SWEPT[route].join(', ')}`;
  if (EXCLUDED[route]) return `excluded: ${EXCLUDED[route]}`;
  return NOT_MONEY_PREFIXES.find(([prefix]) => route.startsWith(prefix))?.[1];
}

/**
 * Every movement of money: a call of the books port (`books.move(`, or `books.inStatement(` for a
 * movement posted inside a product's own statement; decision 0048) — or, should one appear, a
 * direct `ledger.post(` / SQL `ledger_post(` outside the ledger and books modules — with its kind
 * expression, and what sweeps it. A new call site — a new way money moves — fails the suite until
 * it is listed.
 */
export const LEDGER_CALL_SITES: Record<string, string> = {
  "admin/adjust.service.ts 'adjust'": 'adminAdjust',
  "tasks/tasks.service.ts claim.kind === 'chest' ? TASK_LEDGER.chestKind : TASK_LEDGER.rewardKind":
    'taskReceiveOne, taskReceiveAll, taskReceiveChest',
  "live-tables/live-tables.service.ts 'live_bet'": 'liveBet',
  "live-tables/live-dealer.service.ts 'live_settle'":
    'excluded: the dealer job settles a round once (live-tables.test.ts)',
  "live-tables/live-dealer.service.ts 'live_void'": 'excluded: the dealer job voids a round once',
  'vip/vip-pay.ts VIP_LEDGER[reward.kind].kind':
    'vipStatus (upgrade); monthly and rebate are jobs (vip.test.ts)',
  "agent/agent.service.ts 'agent_commission'": 'excluded: a daily job, not member-triggered (agent.test.ts)',
  'content/promo.service.ts PROMO_BONUS_KIND': 'promoApply, adminPromoReview',
  "wallet/withdraw.service.ts 'withdraw_hold'": 'withdrawApply',
  "wallet/withdraw.service.ts 'withdraw_paid'": 'adminWithdrawalPay',
  "wallet/withdraw.service.ts 'withdraw_refund'": 'adminWithdrawalReject',
  "wallet/transfer.service.ts outcome === 'succeeded' ? 'transfer_in' : 'transfer_refund'":
    'transfer (the venue answers)',
  "wallet/transfer.service.ts 'transfer_out'": 'transfer',
  "wallet/exchange.service.ts 'exchange'": 'exchange',
  "wallet/deposit-credit.ts 'deposit'": 'payCallback, sandboxPayConfirm, adminDepositConfirm',
  "sportsbook/bet.service.ts 'bet'": 'placeBet',
  "sportsbook/cashout.service.ts 'bet_settle'": 'cashout',
  "sportsbook/settlement.service.ts 'bet_settle'": 'adminSportsMatchResult, adminSportsMatchVoid',
  "venue-rounds/venue-pull.service.ts 'venue_result'":
    'excluded: the pull (job or operator), keyed per round',
  "venue-rounds/seamless.service.ts 'venue_debit'": 'seamlessDebit',
  "venue-rounds/seamless.service.ts kind === 'credit' ? 'venue_credit' : 'venue_rollback'":
    'seamlessCredit, seamlessRollback',
};

const MODULES = path.resolve(import.meta.dirname, '../../src/modules');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The ledger call sites in the product code, as "<module file> <kind expression>". */
export function ledgerCallSites(): string[] {
  const sites: string[] = [];
  for (const file of sources(MODULES)) {
    const rel = path.relative(MODULES, file).split(path.sep).join('/');
    // The ledger itself and the books port are the engine, not call sites.
    if (rel.startsWith('ledger/') || rel.startsWith('books/')) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/books\.(?:move|inStatement)\(|ledger\.post\(|ledger_post\(/g)) {
      const after = text.slice(m.index, m.index + 600);
      const kind =
        m[0] === 'ledger_post('
          ? /^ledger_post\([^,]+,\s*('[^']+')/.exec(after)?.[1]
          : /kind:\s*([^,\n]+)/.exec(after)?.[1];
      sites.push(`${rel} ${(kind ?? '?').trim()}`);
    }
  }
  return sites;
}

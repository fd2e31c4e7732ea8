import type { EndpointName, Endpoints } from '@houseline/shared/api/endpoints';

/**
 * Method, path and JSON flag of every endpoint, as plain data for the browser bundle.
 *
 * Why not import `endpoints` itself: it carries the zod schemas, and zod would add tens of KB to
 * the H5 home route (budget 160 KB gzipped, DESIGN.md §8) for validation the server already does.
 * The `satisfies` clause checks each entry against the literal types of the contract, so a path,
 * method or flag that drifts, or an endpoint that is missing here, fails `tsc`.
 */
type RouteOf<N extends EndpointName> = {
  method: Endpoints[N]['method'];
  path: Endpoints[N]['path'];
} & (Endpoints[N] extends { json: infer J } ? { json: J } : { json?: never });

/**
 * The endpoints a member's browser calls: every one except the back office's (operator endpoints
 * and the operators' own login), which the web never calls and the entry chunk need not carry.
 */
export type MemberEndpointName = {
  [N in EndpointName]: N extends `admin${string}`
    ? never
    : Endpoints[N] extends { operator: readonly unknown[] }
      ? never
      : N;
}[EndpointName];

export type ApiRoutes = { [N in MemberEndpointName]: RouteOf<N> };

export const apiRoutes = {
  health: { method: 'GET', path: '/api/health' },
  siteConfig: { method: 'GET', path: '/api/findmed/v1/md' },
  preInfo: { method: 'GET', path: '/api/f/v1/member/preInfo' },
  gameList: { method: 'GET', path: '/api/findmed/v1/game/list' },
  pageView: { method: 'POST', path: '/api/findmed/v1/analytics/pageview' },
  statsHit: { method: 'POST', path: '/api/findmed/v1/stats/hit' },
  memberInfo: { method: 'GET', path: '/api/findmed/v1/member/token' },
  messageCount: { method: 'GET', path: '/api/findmed/v1/member/message/num' },
  captcha: { method: 'GET', path: '/api/findmed/v1/member/captcha' },
  phoneArea: { method: 'GET', path: '/api/findmed/v1/member/phoneArea' },
  sendCode: { method: 'POST', path: '/api/service/sms' },
  register: { method: 'POST', path: '/api/findmed/v1/member/register' },
  login: { method: 'POST', path: '/api/f/v1/member/login/mpe' },
  logout: { method: 'POST', path: '/api/findmed/v1/member/logout' },
  forgetPassword: { method: 'POST', path: '/api/findmed/v1/member/forgetpassword' },
  updatePassword: { method: 'POST', path: '/api/findmed/v1/member/updatepassword' },
  realName: { method: 'POST', path: '/api/findmed/v1/member/realname' },
  bindEmail: { method: 'POST', path: '/api/findmed/v1/member/email' },
  bindPhone: { method: 'POST', path: '/api/findmed/v1/member/phone' },
  withdrawPasswordConfig: { method: 'GET', path: '/api/f/v1/withdraw/password/config' },
  setWithdrawPassword: { method: 'POST', path: '/api/findmed/v1/member/wpassword' },
  resetWithdrawPassword: { method: 'POST', path: '/api/findmed/v1/member/wpassword/reset' },
  bankList: { method: 'GET', path: '/api/findmed/v1/member/banks' },
  withdrawAccounts: { method: 'GET', path: '/api/findmed/v1/member/cards' },
  addBankCard: { method: 'POST', path: '/api/findmed/v1/member/cards/bank' },
  addVirtualCoin: { method: 'POST', path: '/api/findmed/v1/member/cards/coin' },
  addAlipay: { method: 'POST', path: '/api/findmed/v1/member/cards/alipay' },
  removeWithdrawAccount: { method: 'POST', path: '/api/findmed/v1/member/cards/remove' },
  sandboxLastCode: { method: 'GET', path: '/api/sandbox/v1/last-code' },
  sandboxLastCaptcha: { method: 'GET', path: '/api/sandbox/v1/last-captcha' },
  balance: { method: 'GET', path: '/api/findmed/v1/member/balance' },
  walletList: { method: 'GET', path: '/api/game/walletlist' },
  assets: { method: 'GET', path: '/api/findmed/v1/wallet/assets' },
  depositChannels: { method: 'GET', path: '/api/findmed/v1/deposit/channels' },
  depositCreate: { method: 'POST', path: '/api/findmed/v1/deposit/create' },
  depositOrder: { method: 'GET', path: '/api/findmed/v1/deposit/order' },
  depositRecords: { method: 'GET', path: '/api/findmed/v1/deposit/records' },
  depositAddress: { method: 'GET', path: '/api/findmed/v1/deposit/address' },
  withdrawInfo: { method: 'GET', path: '/api/findmed/v1/withdraw/info' },
  withdrawApply: { method: 'POST', path: '/api/findmed/v1/withdraw/apply' },
  withdrawRecords: { method: 'GET', path: '/api/findmed/v1/withdraw/records' },
  withdrawDetail: { method: 'GET', path: '/api/findmed/v1/withdraw/detail' },
  transfer: { method: 'POST', path: '/api/findmed/v1/wallet/transfer' },
  recoverAll: { method: 'POST', path: '/api/findmed/v1/wallet/recover' },
  exchangeQuote: { method: 'POST', path: '/api/findmed/v1/wallet/exchange/quote' },
  exchange: { method: 'POST', path: '/api/findmed/v1/wallet/exchange' },
  transactionRecords: { method: 'GET', path: '/api/findmed/v1/wallet/records' },
  transactionDetail: { method: 'GET', path: '/api/findmed/v1/wallet/records/detail' },
  sandboxChainSend: { method: 'POST', path: '/api/sandbox/v1/chain/send' },
  sandboxVenueControl: { method: 'POST', path: '/api/sandbox/v1/venue/control' },
  recommendList: { method: 'POST', path: '/api/findmed/v1/match/recommend/list' },
  sportsMenu: { method: 'GET', path: '/api/findmed/v1/sports/menu' },
  matchList: { method: 'GET', path: '/api/findmed/v1/sports/matches' },
  matchDetail: { method: 'GET', path: '/api/findmed/v1/sports/match' },
  sportsLimits: { method: 'GET', path: '/api/findmed/v1/sports/limits' },
  sportsPrefs: { method: 'GET', path: '/api/findmed/v1/sports/prefs' },
  sportsPrefsUpdate: { method: 'POST', path: '/api/findmed/v1/sports/prefs', json: true },
  placeBet: { method: 'POST', path: '/api/findmed/v1/sports/bet', json: true },
  openBets: { method: 'GET', path: '/api/findmed/v1/sports/bets/open' },
  cashoutQuote: { method: 'POST', path: '/api/findmed/v1/sports/cashout/quote', json: true },
  cashout: { method: 'POST', path: '/api/findmed/v1/sports/cashout', json: true },
  betRecords: { method: 'GET', path: '/api/findmed/v1/member/bet/records' },
  betDetail: { method: 'GET', path: '/api/findmed/v1/member/bet/detail' },
  gameLaunch: { method: 'POST', path: '/api/findmed/v1/game/launch', json: true },
  heartbeat: { method: 'POST', path: '/api/findmed/v1/heartbeat' },
  venueBack: { method: 'POST', path: '/api/findmed/v1/game/back', json: true },
  gameSettings: { method: 'GET', path: '/api/findmed/v1/game/settings' },
  updateGameSettings: { method: 'POST', path: '/api/findmed/v1/game/settings', json: true },
  gameFavorites: { method: 'GET', path: '/api/findmed/v1/game/favorites' },
  gameFavorite: { method: 'POST', path: '/api/findmed/v1/game/favorite', json: true },
  venueBetDetail: { method: 'GET', path: '/api/findmed/v1/member/bet/venue-detail' },
  // ── live tables (issue 12) ──
  liveTables: { method: 'GET', path: '/api/findmed/v1/live/tables' },
  liveTable: { method: 'GET', path: '/api/findmed/v1/live/table' },
  liveBet: { method: 'POST', path: '/api/findmed/v1/live/bet', json: true },
  liveRecall: { method: 'GET', path: '/api/findmed/v1/live/recall' },
  liveShoe: { method: 'GET', path: '/api/findmed/v1/live/shoe' },

  // ── vip ──
  vipStatus: { method: 'GET', path: '/api/findmed/v1/member/vips' },
  vipList: { method: 'GET', path: '/api/findmed/v1/member/vips/list' },
  vipRecords: { method: 'GET', path: '/api/findmed/v1/member/vips/records' },

  // ── tasks ──
  taskContent: { method: 'POST', path: '/api/findmed/v1/task/conter/content', json: true },
  taskGroups: { method: 'POST', path: '/api/findmed/v1/task/conter/list_group', json: true },
  taskList: { method: 'POST', path: '/api/findmed/v1/task/conter/list', json: true },
  taskRecords: { method: 'POST', path: '/api/findmed/v1/task/conter/member_record', json: true },
  taskReceiveAll: { method: 'POST', path: '/api/findmed/v1/task/conter/list/receive', json: true },
  taskReceiveChest: { method: 'POST', path: '/api/findmed/v1/task/conter/active/receive', json: true },
  taskReceiveOne: { method: 'POST', path: '/api/findmed/v1/task/conter/list/one_receive', json: true },
  taskTag: { method: 'POST', path: '/api/findmed/v1/task/conter/tag', json: true },

  // ── activities, sponsor, help and tutorials ──
  promoList: { method: 'GET', path: '/api/findmed/v1/promo/list' },
  promoDetail: { method: 'GET', path: '/api/findmed/v1/promo/detail' },
  promoApply: { method: 'POST', path: '/api/findmed/v1/promo/apply', json: true },
  helpArticles: { method: 'GET', path: '/api/findmed/v1/help/articles' },
  helpArticle: { method: 'GET', path: '/api/findmed/v1/help/article' },
  sponsorPage: { method: 'GET', path: '/api/findmed/v1/sponsor' },

  // ── messages ──
  messageList: { method: 'POST', path: '/api/findmed/v1/member/message/list' },
  messageDetail: { method: 'POST', path: '/api/findmed/v1/member/message/detail' },
  messageUpdate: { method: 'POST', path: '/api/findmed/v1/member/message/update' },

  // ── feedback and uploads ──
  upload: { method: 'POST', path: '/api/f/v1/upload' },
  uploadImage: { method: 'GET', path: '/api/f/v1/upload/image' },
  feedbackSubmit: { method: 'POST', path: '/api/findmed/v1/feedback/submit', json: true },
  feedbackList: { method: 'GET', path: '/api/findmed/v1/feedback/list' },
  feedbackDetail: { method: 'GET', path: '/api/findmed/v1/feedback/detail' },
  feedbackFollowUp: { method: 'POST', path: '/api/findmed/v1/feedback/reply', json: true },

  // ── agent and share-to-earn ──
  agentSummary: { method: 'GET', path: '/api/findmed/v1/member/agent' },
  memberTree: { method: 'GET', path: '/api/findmed/v1/member/tree' },
  agentCommissions: { method: 'GET', path: '/api/findmed/v1/member/agent/commissions' },

  // ── verification (issue 25) ──
  verificationState: { method: 'GET', path: '/api/f/v1/verification/state' },
  verificationProfile: { method: 'POST', path: '/api/f/v1/verification/profile', json: true },
  verificationDocument: { method: 'POST', path: '/api/f/v1/verification/document', json: true },
  verificationSubmit: { method: 'POST', path: '/api/f/v1/verification/submit', json: true },
  // ── service-desk (issue 26) ──
  deskSettings: { method: 'GET', path: '/api/findmed/v1/service/settings' },
  deskStart: { method: 'POST', path: '/api/findmed/v1/service/start', json: true },
  deskSend: { method: 'POST', path: '/api/findmed/v1/service/send', json: true },
  deskMessages: { method: 'GET', path: '/api/findmed/v1/service/messages' },
  deskTyping: { method: 'POST', path: '/api/findmed/v1/service/typing', json: true },
  deskRead: { method: 'POST', path: '/api/findmed/v1/service/read', json: true },
  deskRate: { method: 'POST', path: '/api/findmed/v1/service/rate', json: true },
  deskClose: { method: 'POST', path: '/api/findmed/v1/service/close', json: true },
  deskHistory: { method: 'GET', path: '/api/findmed/v1/service/history' },
  // protection (issue 25)
  protectionState: { method: 'GET', path: '/api/findmed/v1/protection/state' },
  protectionSetLimit: { method: 'POST', path: '/api/findmed/v1/protection/limit/set' },
  protectionConfirmLimit: { method: 'POST', path: '/api/findmed/v1/protection/limit/confirm' },
  protectionCancelLimit: { method: 'POST', path: '/api/findmed/v1/protection/limit/cancel' },
  protectionTimeout: { method: 'POST', path: '/api/findmed/v1/protection/timeout' },
  protectionSelfExclude: { method: 'POST', path: '/api/findmed/v1/protection/exclude' },
  protectionReopen: { method: 'POST', path: '/api/findmed/v1/protection/reopen' },
  protectionReview: { method: 'POST', path: '/api/findmed/v1/protection/review' },
  protectionSessionLimit: { method: 'POST', path: '/api/findmed/v1/protection/session-limit' },
  protectionRealityCheck: { method: 'POST', path: '/api/findmed/v1/protection/reality-check' },
  protectionPlayBeat: { method: 'POST', path: '/api/findmed/v1/protection/play/beat' },
  protectionStatement: { method: 'GET', path: '/api/findmed/v1/protection/statement' },
} as const satisfies ApiRoutes;

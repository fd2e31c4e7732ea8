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

export type ApiRoutes = { [N in EndpointName]: RouteOf<N> };

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
  adminLogin: { method: 'POST', path: '/api/admin/v1/login', json: true },
  adminLogout: { method: 'POST', path: '/api/admin/v1/logout', json: true },
  adminRevokeOperator: { method: 'POST', path: '/api/admin/v1/operators/revoke', json: true },
  adminTotpEnroll: { method: 'POST', path: '/api/admin/v1/totp/enroll', json: true },
  adminTotpVerify: { method: 'POST', path: '/api/admin/v1/totp/verify', json: true },
  adminDeposits: { method: 'GET', path: '/api/admin/v1/deposits' },
  adminDepositConfirm: { method: 'POST', path: '/api/admin/v1/deposits/confirm', json: true },
  adminDepositReject: { method: 'POST', path: '/api/admin/v1/deposits/reject', json: true },
  adminWithdrawals: { method: 'GET', path: '/api/admin/v1/withdrawals' },
  adminWithdrawalReview: { method: 'POST', path: '/api/admin/v1/withdrawals/review', json: true },
  adminWithdrawalApprove: { method: 'POST', path: '/api/admin/v1/withdrawals/approve', json: true },
  adminWithdrawalPay: { method: 'POST', path: '/api/admin/v1/withdrawals/pay', json: true },
  adminWithdrawalReject: { method: 'POST', path: '/api/admin/v1/withdrawals/reject', json: true },
  adminAdjust: { method: 'POST', path: '/api/admin/v1/members/adjust', json: true },
  adminWaiveTurnover: { method: 'POST', path: '/api/admin/v1/members/turnover/waive', json: true },
  adminMemberDisable: { method: 'POST', path: '/api/admin/v1/members/disable', json: true },
  adminMemberEnable: { method: 'POST', path: '/api/admin/v1/members/enable', json: true },
  adminAudit: { method: 'GET', path: '/api/admin/v1/audit' },
  adminLatePayments: { method: 'GET', path: '/api/admin/v1/deposits/late' },
  adminLatePaymentResolve: { method: 'POST', path: '/api/admin/v1/deposits/late/resolve', json: true },
  adminJobAlerts: { method: 'GET', path: '/api/admin/v1/jobs/alerts' },
  adminJobAlertResolve: { method: 'POST', path: '/api/admin/v1/jobs/alerts/resolve', json: true },
  adminTransferRetry: { method: 'POST', path: '/api/admin/v1/transfers/retry', json: true },
  adminBooksAudit: { method: 'POST', path: '/api/admin/v1/books/audit', json: true },
} as const satisfies ApiRoutes;

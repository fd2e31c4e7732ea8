import type { EndpointName, Endpoints } from '@houseline/shared/api/endpoints';

/**
 * Method and path of every operator endpoint, as plain data for the console's bundle, like the
 * member site's api-routes.ts: the contract's zod schemas stay on the server (it validates), and the
 * `satisfies` clause makes `tsc` fail when a listed path or method drifts from the contract, or when a
 * name is not an operator endpoint at all.
 */
type RouteOf<N extends EndpointName> = {
  method: Endpoints[N]['method'];
  path: Endpoints[N]['path'];
} & (Endpoints[N] extends { permission: infer P } ? { permission: P } : { permission?: never });

/** The endpoints the console calls: the operator login and every endpoint open to operator roles. */
export type AdminEndpointName = {
  [N in EndpointName]: N extends 'adminLogin' ? N : Endpoints[N] extends { permission: string } ? N : never;
}[EndpointName];

export const adminRoutes = {
  adminLogin: { method: 'POST', path: '/api/admin/v1/login' },
  adminLogout: { method: 'POST', path: '/api/admin/v1/logout', permission: 'session.self' },
  adminRevokeOperator: {
    method: 'POST',
    path: '/api/admin/v1/operators/revoke',
    permission: 'operators.manage',
  },
  adminTotpEnroll: { method: 'POST', path: '/api/admin/v1/totp/enroll', permission: 'session.self' },
  adminTotpVerify: { method: 'POST', path: '/api/admin/v1/totp/verify', permission: 'session.self' },
  adminMemberDisable: { method: 'POST', path: '/api/admin/v1/members/disable', permission: 'members.status' },
  adminMemberEnable: { method: 'POST', path: '/api/admin/v1/members/enable', permission: 'members.status' },
  adminDeposits: { method: 'GET', path: '/api/admin/v1/deposits', permission: 'deposits.read' },
  adminDepositConfirm: { method: 'POST', path: '/api/admin/v1/deposits/confirm', permission: 'deposits.act' },
  adminDepositReject: { method: 'POST', path: '/api/admin/v1/deposits/reject', permission: 'deposits.act' },
  adminWithdrawals: { method: 'GET', path: '/api/admin/v1/withdrawals', permission: 'withdrawals.read' },
  adminWithdrawalReview: {
    method: 'POST',
    path: '/api/admin/v1/withdrawals/review',
    permission: 'withdrawals.review',
  },
  adminWithdrawalApprove: {
    method: 'POST',
    path: '/api/admin/v1/withdrawals/approve',
    permission: 'withdrawals.approve',
  },
  adminWithdrawalPay: {
    method: 'POST',
    path: '/api/admin/v1/withdrawals/pay',
    permission: 'withdrawals.pay',
  },
  adminWithdrawalReject: {
    method: 'POST',
    path: '/api/admin/v1/withdrawals/reject',
    permission: 'withdrawals.reject',
  },
  adminAdjust: { method: 'POST', path: '/api/admin/v1/members/adjust', permission: 'members.adjust' },
  adminWaiveTurnover: {
    method: 'POST',
    path: '/api/admin/v1/members/turnover/waive',
    permission: 'members.turnover',
  },
  adminAudit: { method: 'GET', path: '/api/admin/v1/audit', permission: 'audit.read' },
  adminLatePayments: { method: 'GET', path: '/api/admin/v1/deposits/late', permission: 'deposits.read' },
  adminLatePaymentResolve: {
    method: 'POST',
    path: '/api/admin/v1/deposits/late/resolve',
    permission: 'deposits.act',
  },
  adminJobAlerts: { method: 'GET', path: '/api/admin/v1/jobs/alerts', permission: 'jobs.read' },
  adminJobAlertResolve: { method: 'POST', path: '/api/admin/v1/jobs/alerts/resolve', permission: 'jobs.act' },
  adminTransferRetry: {
    method: 'POST',
    path: '/api/admin/v1/transfers/retry',
    permission: 'transfers.retry',
  },
  adminBooksAudit: { method: 'POST', path: '/api/admin/v1/books/audit', permission: 'books.audit' },
  adminDashboard: { method: 'GET', path: '/api/admin/v1/reports/dashboard', permission: 'reports.read' },
  adminPlayerSearch: { method: 'GET', path: '/api/admin/v1/players/search', permission: 'members.read' },
  // console: player 360, reports, trading room (issue 24)
  adminPlayerProfile: { method: 'GET', path: '/api/admin/v1/players/profile', permission: 'members.read' },
  adminPlayerRecords: { method: 'GET', path: '/api/admin/v1/players/records', permission: 'members.read' },
  adminPlayerNoteAdd: { method: 'POST', path: '/api/admin/v1/players/notes', permission: 'members.notes' },
  adminAdjustApprove: {
    method: 'POST',
    path: '/api/admin/v1/members/adjust/approve',
    permission: 'members.adjust.approve',
  },
  adminDailyReport: { method: 'GET', path: '/api/admin/v1/reports/daily', permission: 'reports.read' },
  adminSportsMatches: { method: 'GET', path: '/api/admin/v1/sports/matches', permission: 'sports.read' },
  adminSportsLiability: { method: 'GET', path: '/api/admin/v1/sports/liability', permission: 'sports.read' },
  adminSportsMarketStatus: {
    method: 'POST',
    path: '/api/admin/v1/sports/market/status',
    permission: 'sports.trade',
  },
  adminSportsMatchStatus: {
    method: 'POST',
    path: '/api/admin/v1/sports/match/status',
    permission: 'sports.trade',
  },
  adminSportsMatchResult: {
    method: 'POST',
    path: '/api/admin/v1/sports/match/result',
    permission: 'sports.trade',
  },
  adminSportsMatchVoid: {
    method: 'POST',
    path: '/api/admin/v1/sports/match/void',
    permission: 'sports.trade',
  },
  adminSportsLimits: { method: 'POST', path: '/api/admin/v1/sports/limits', permission: 'sports.trade' },
  adminNoticeList: { method: 'GET', path: '/api/admin/v1/messages/notices', permission: 'content.read' },
  adminNoticeCreate: { method: 'POST', path: '/api/admin/v1/messages/notices', permission: 'notices.write' },
  adminNoticeWithdraw: {
    method: 'POST',
    path: '/api/admin/v1/messages/notices/withdraw',
    permission: 'notices.write',
  },
  // ── verification (issue 25)
  adminKycList: { method: 'GET', path: '/api/admin/v1/kyc/list', permission: 'kyc.read' },
  adminKycDocument: { method: 'GET', path: '/api/admin/v1/kyc/document', permission: 'kyc.read' },
  adminKycDecide: { method: 'POST', path: '/api/admin/v1/kyc/decide', permission: 'kyc.review' },
  adminRiskAlerts: { method: 'GET', path: '/api/admin/v1/risk/alerts', permission: 'risk.read' },
  adminRiskResolve: { method: 'POST', path: '/api/admin/v1/risk/resolve', permission: 'risk.act' },
  // ── service-desk (issue 26) ──
  adminDeskAgentSet: { method: 'POST', path: '/api/admin/v1/service-desk/agent', permission: 'service.chat' },
  adminDeskList: { method: 'GET', path: '/api/admin/v1/service-desk/list', permission: 'service.chat' },
  adminDeskMessages: {
    method: 'GET',
    path: '/api/admin/v1/service-desk/messages',
    permission: 'service.chat',
  },
  adminDeskSend: { method: 'POST', path: '/api/admin/v1/service-desk/send', permission: 'service.chat' },
  adminDeskImage: { method: 'POST', path: '/api/admin/v1/service-desk/image', permission: 'service.chat' },
  adminDeskTyping: { method: 'POST', path: '/api/admin/v1/service-desk/typing', permission: 'service.chat' },
  adminDeskClaim: { method: 'POST', path: '/api/admin/v1/service-desk/claim', permission: 'service.chat' },
  adminDeskTransfer: {
    method: 'POST',
    path: '/api/admin/v1/service-desk/transfer',
    permission: 'service.chat',
  },
  adminDeskClose: { method: 'POST', path: '/api/admin/v1/service-desk/close', permission: 'service.chat' },
  adminDeskCanned: { method: 'GET', path: '/api/admin/v1/service-desk/canned', permission: 'service.chat' },
  adminDeskCannedSave: {
    method: 'POST',
    path: '/api/admin/v1/service-desk/canned/save',
    permission: 'service.supervise',
  },
  adminDeskPlayerCard: {
    method: 'GET',
    path: '/api/admin/v1/service-desk/player',
    permission: 'service.chat',
  },
  adminDeskSupervise: {
    method: 'GET',
    path: '/api/admin/v1/service-desk/supervise',
    permission: 'service.supervise',
  },
  adminDeskExport: { method: 'GET', path: '/api/admin/v1/service-desk/export', permission: 'service.chat' },
  adminDeskReport: {
    method: 'GET',
    path: '/api/admin/v1/service-desk/report',
    permission: 'service.supervise',
  },
  adminDeskSettings: {
    method: 'GET',
    path: '/api/admin/v1/service-desk/settings',
    permission: 'service.supervise',
  },
  adminDeskSettingsSave: {
    method: 'POST',
    path: '/api/admin/v1/service-desk/settings',
    permission: 'service.supervise',
  },
  adminUploadImage: { method: 'GET', path: '/api/admin/v1/uploads/image', permission: 'feedback.read' },
  // content and feedback screens (issue 24)
  adminPromos: { method: 'GET', path: '/api/admin/v1/promos', permission: 'content.read' },
  adminPromoUpdate: { method: 'POST', path: '/api/admin/v1/promo', permission: 'content.write' },
  adminPromoApplications: {
    method: 'GET',
    path: '/api/admin/v1/promo/applications',
    permission: 'promos.review',
  },
  adminPromoReview: { method: 'POST', path: '/api/admin/v1/promo/application', permission: 'promos.review' },
  adminContentArticles: { method: 'GET', path: '/api/admin/v1/content/articles', permission: 'content.read' },
  adminContentArticle: { method: 'POST', path: '/api/admin/v1/content/article', permission: 'content.write' },
  adminFeedbackList: { method: 'GET', path: '/api/admin/v1/feedback/list', permission: 'feedback.read' },
  adminFeedbackDetail: { method: 'GET', path: '/api/admin/v1/feedback/detail', permission: 'feedback.read' },
  adminFeedbackReply: { method: 'POST', path: '/api/admin/v1/feedback/reply', permission: 'feedback.reply' },
  adminFeedbackClose: { method: 'POST', path: '/api/admin/v1/feedback/close', permission: 'feedback.reply' },
  // protection (issue 25)
  adminProtectionMember: {
    method: 'GET',
    path: '/api/admin/v1/protection/member',
    permission: 'protection.read',
  },
  adminExclusionRegister: {
    method: 'GET',
    path: '/api/admin/v1/protection/exclusions',
    permission: 'protection.read',
  },
  // ── system: operator accounts and casino venues (issue 24)
  adminOperators: { method: 'GET', path: '/api/admin/v1/operators', permission: 'operators.manage' },
  adminOperatorCreate: {
    method: 'POST',
    path: '/api/admin/v1/operators/create',
    permission: 'operators.manage',
  },
  adminOperatorDisable: {
    method: 'POST',
    path: '/api/admin/v1/operators/disable',
    permission: 'operators.manage',
  },
  adminOperatorEnable: {
    method: 'POST',
    path: '/api/admin/v1/operators/enable',
    permission: 'operators.manage',
  },
  adminOperatorPassword: {
    method: 'POST',
    path: '/api/admin/v1/operators/password',
    permission: 'operators.manage',
  },
  adminOperatorForceTotp: {
    method: 'POST',
    path: '/api/admin/v1/operators/totp/force',
    permission: 'operators.manage',
  },
  adminVenueTotals: { method: 'GET', path: '/api/admin/v1/venues/totals', permission: 'venues.read' },
  adminVenueMaintenance: {
    method: 'POST',
    path: '/api/admin/v1/venues/maintenance',
    permission: 'venues.act',
  },
  adminVenuePull: { method: 'POST', path: '/api/admin/v1/venues/pull', permission: 'venues.act' },
  adminTransfersStuck: { method: 'GET', path: '/api/admin/v1/transfers/stuck', permission: 'transfers.read' },
  // the brand's home: notice bar and banners (issue 24)
  adminSiteHome: { method: 'GET', path: '/api/admin/v1/site/home', permission: 'content.read' },
  adminSiteNotice: { method: 'POST', path: '/api/admin/v1/site/notice', permission: 'content.write' },
  adminBannerSave: { method: 'POST', path: '/api/admin/v1/site/banner', permission: 'content.write' },
  adminBannerDelete: {
    method: 'POST',
    path: '/api/admin/v1/site/banner/delete',
    permission: 'content.write',
  },
  adminArtworkUpload: {
    method: 'POST',
    path: '/api/admin/v1/site/artwork/upload',
    permission: 'content.write',
  },
  adminArtworkList: { method: 'GET', path: '/api/admin/v1/site/artwork', permission: 'content.read' },
  // the brand's name and slogan (issue 24, decision 0081)
  adminBrandSettings: { method: 'GET', path: '/api/admin/v1/site/brand', permission: 'brand.read' },
  adminBrandSettingsUpdate: {
    method: 'POST',
    path: '/api/admin/v1/site/brand/update',
    permission: 'brand.write',
  },
  // the brand's deposit channels and withdrawal rules (issue 24, decision 0082)
  adminWalletSettings: { method: 'GET', path: '/api/admin/v1/wallet/settings', permission: 'payments.read' },
  adminDepositChannelUpdate: {
    method: 'POST',
    path: '/api/admin/v1/wallet/channel',
    permission: 'payments.write',
  },
  adminWithdrawRulesUpdate: {
    method: 'POST',
    path: '/api/admin/v1/wallet/withdraw-rules',
    permission: 'payments.write',
  },
  adminReceivingAccountUpdate: {
    method: 'POST',
    path: '/api/admin/v1/wallet/receiving-account',
    permission: 'payments.write',
  },
  // the VIP ladder (issue 24)
  adminVipLevels: { method: 'GET', path: '/api/admin/v1/vip/levels', permission: 'vip.read' },
  adminVipLevelUpdate: { method: 'POST', path: '/api/admin/v1/vip/level', permission: 'vip.write' },
  // the agent commission rates (issue 24)
  adminAgentRates: { method: 'GET', path: '/api/admin/v1/agent/rates', permission: 'agent.read' },
  adminAgentRateUpdate: { method: 'POST', path: '/api/admin/v1/agent/rate', permission: 'agent.write' },
  // the brand's tasks (issue 24)
  adminTasks: { method: 'GET', path: '/api/admin/v1/tasks', permission: 'tasks.read' },
  adminTaskUpdate: { method: 'POST', path: '/api/admin/v1/tasks/update', permission: 'tasks.write' },
  adminTaskReset: { method: 'POST', path: '/api/admin/v1/tasks/reset', permission: 'tasks.write' },
  adminTaskChests: { method: 'GET', path: '/api/admin/v1/tasks/chests', permission: 'tasks.read' },
  adminTaskChestUpdate: {
    method: 'POST',
    path: '/api/admin/v1/tasks/chests/update',
    permission: 'tasks.write',
  },
  adminTaskChestsReset: {
    method: 'POST',
    path: '/api/admin/v1/tasks/chests/reset',
    permission: 'tasks.write',
  },
  // the brand's games (issue 24)
  adminGameCategories: { method: 'GET', path: '/api/admin/v1/games/categories', permission: 'games.read' },
  adminGameCategoryUpdate: {
    method: 'POST',
    path: '/api/admin/v1/games/categories/update',
    permission: 'games.write',
  },
  adminGames: { method: 'GET', path: '/api/admin/v1/games', permission: 'games.read' },
  adminGameUpdate: { method: 'POST', path: '/api/admin/v1/games/update', permission: 'games.write' },
  adminGameCategoryCreate: {
    method: 'POST',
    path: '/api/admin/v1/games/categories/create',
    permission: 'games.write',
  },
  adminGameCategoryDelete: {
    method: 'POST',
    path: '/api/admin/v1/games/categories/delete',
    permission: 'games.write',
  },
  adminGameAssign: {
    method: 'POST',
    path: '/api/admin/v1/games/categories/assign',
    permission: 'games.write',
  },
  adminGameRegister: { method: 'POST', path: '/api/admin/v1/games/register', permission: 'games.write' },
  // the live tables (issue 24)
  adminLiveTables: { method: 'GET', path: '/api/admin/v1/live-tables', permission: 'live.read' },
  adminLiveTableUpdate: {
    method: 'POST',
    path: '/api/admin/v1/live-tables/update',
    permission: 'live.write',
  },
  adminLiveTableShoes: { method: 'GET', path: '/api/admin/v1/live-tables/shoes', permission: 'live.read' },
  adminLiveShoeRounds: { method: 'GET', path: '/api/admin/v1/live-tables/rounds', permission: 'live.read' },
  adminLiveShoeVerify: { method: 'GET', path: '/api/admin/v1/live-tables/verify', permission: 'live.read' },
  // the player 360 page's care actions (issue 24)
  adminMemberSessionsEnd: {
    method: 'POST',
    path: '/api/admin/v1/members/sessions/end',
    permission: 'members.sessions',
  },
  adminMemberWithdrawPasswordReset: {
    method: 'POST',
    path: '/api/admin/v1/members/withdraw-password/reset',
    permission: 'members.security',
  },
  adminMemberMessage: {
    method: 'POST',
    path: '/api/admin/v1/members/message',
    permission: 'members.message',
  },
  // the member reports (issue 24): win/loss ranking, agents, page views
  adminReportRanking: { method: 'GET', path: '/api/admin/v1/reports/ranking', permission: 'reports.read' },
  adminReportAgents: { method: 'GET', path: '/api/admin/v1/reports/agents', permission: 'reports.read' },
  adminReportPageViews: {
    method: 'GET',
    path: '/api/admin/v1/reports/page-views',
    permission: 'reports.read',
  },
} as const satisfies Partial<{ [N in AdminEndpointName]: RouteOf<N> }>;

/** The endpoints this console calls (a subset of the operator API; each entry checked above). */
export type ConsoleEndpoint = keyof typeof adminRoutes;

import {
  OPERATOR_ROLES,
  type OperatorPermission,
  type OperatorRole,
  roleMay,
} from '@houseline/shared/operators/permissions';
import { adminRoutes, type ConsoleEndpoint } from './lib/api-routes.ts';

/**
 * Who may see what in the console, as ant-design-pro's src/access.ts: one permission per screen or
 * action, each opening the operator endpoints it calls. Whether a role holds it is not written here
 * but read from the one permission map the server enforces (`packages/shared/src/operators/
 * permissions.ts`, decision 0056): a screen is shown when the role holds the permission of every
 * endpoint it calls. It only shapes the menu and the buttons — the server checks every call again
 * and alone decides (a hidden button is a courtesy, not a lock).
 */
export const CONSOLE_ROLES = OPERATOR_ROLES;
export type ConsoleRole = OperatorRole;

export const PERMISSIONS = [
  'dashboard.read',
  'deposits.handle',
  'withdrawals.handle',
  'latePayments.handle',
  'alerts.handle',
  'books.audit',
  'audit.read',
  'players.search',
  'players.status',
  // console: player 360, reports, trading room (issue 24)
  'players.view',
  'players.notes',
  'players.adjust',
  'players.turnover',
  'reports.read',
  'sports.read',
  'sports.trade',
  'notices.write',
  // verification (issue 25)
  'kyc.handle',
  'risk.handle',
  // service-desk (issue 26)
  'desk.chat',
  'desk.supervise',
  // protection (issue 25)
  'protection.read',
  // content and feedback screens (issue 24)
  'promos.write',
  'promos.review',
  'articles.write',
  'feedback.handle',
  'home.write',
  'vip.view',
  'vip.edit',
  'agentRates.view',
  'agentRates.edit',
  'tasks.view',
  'tasks.edit',
  'brand.view',
  'brand.edit',
  'payments.view',
  'payments.edit',
  // system: operator accounts and casino venues (issue 24)
  'operators.manage',
  'venues.read',
  'venues.act',
  'transfers.retry',
  // the brand's games (issue 24)
  'games.view',
  'games.edit',
  // the live tables (issue 24)
  'live.view',
  'live.edit',
  // the player 360 page's care actions (issue 24)
  'players.sessions',
  'players.security',
  'players.message',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The operator endpoints each permission opens. */
export const PERMISSION_ENDPOINTS: Record<Permission, readonly ConsoleEndpoint[]> = {
  'dashboard.read': ['adminDashboard'],
  'deposits.handle': ['adminDeposits', 'adminDepositConfirm', 'adminDepositReject'],
  'withdrawals.handle': [
    'adminWithdrawals',
    'adminWithdrawalReview',
    'adminWithdrawalApprove',
    'adminWithdrawalPay',
    'adminWithdrawalReject',
  ],
  'latePayments.handle': ['adminLatePayments', 'adminLatePaymentResolve'],
  'alerts.handle': ['adminJobAlerts', 'adminJobAlertResolve'],
  'books.audit': ['adminBooksAudit', 'adminAudit'],
  'audit.read': ['adminAudit'],
  'players.search': ['adminPlayerSearch'],
  'players.status': ['adminMemberDisable', 'adminMemberEnable'],
  // console: player 360, reports, trading room (issue 24)
  'players.view': ['adminPlayerSearch', 'adminPlayerProfile', 'adminPlayerRecords'],
  'players.notes': ['adminPlayerNoteAdd'],
  'players.adjust': ['adminAdjust'],
  'players.turnover': ['adminWaiveTurnover'],
  'reports.read': ['adminDailyReport', 'adminReportRanking', 'adminReportAgents', 'adminReportPageViews'],
  'sports.read': ['adminSportsMatches', 'adminSportsLiability'],
  'sports.trade': [
    'adminSportsMatches',
    'adminSportsLiability',
    'adminSportsMarketStatus',
    'adminSportsMatchStatus',
    'adminSportsMatchResult',
    'adminSportsMatchVoid',
  ],
  'notices.write': ['adminNoticeList', 'adminNoticeCreate', 'adminNoticeWithdraw'],
  // verification (issue 25)
  'kyc.handle': ['adminKycList', 'adminKycDocument', 'adminKycDecide'],
  'risk.handle': ['adminRiskAlerts', 'adminRiskResolve'],
  // service-desk (issue 26)
  'desk.chat': [
    'adminDeskAgentSet',
    'adminDeskList',
    'adminDeskMessages',
    'adminDeskSend',
    'adminDeskImage',
    'adminDeskTyping',
    'adminDeskClaim',
    'adminDeskTransfer',
    'adminDeskClose',
    'adminDeskCanned',
    'adminDeskPlayerCard',
    'adminDeskExport',
  ],
  'desk.supervise': [
    'adminDeskSupervise',
    'adminDeskReport',
    'adminDeskCannedSave',
    'adminDeskSettings',
    'adminDeskSettingsSave',
  ],
  // protection (issue 25)
  'protection.read': ['adminProtectionMember', 'adminExclusionRegister'],
  // content and feedback screens (issue 24)
  'promos.write': ['adminPromos', 'adminPromoUpdate'],
  'promos.review': ['adminPromoApplications', 'adminPromoReview'],
  'articles.write': ['adminContentArticles', 'adminContentArticle'],
  'home.write': ['adminSiteHome', 'adminSiteNotice', 'adminBannerSave', 'adminBannerDelete'],
  'vip.view': ['adminVipLevels'],
  'vip.edit': ['adminVipLevels', 'adminVipLevelUpdate'],
  'agentRates.view': ['adminAgentRates'],
  'agentRates.edit': ['adminAgentRates', 'adminAgentRateUpdate'],
  'tasks.view': ['adminTasks', 'adminTaskChests'],
  'tasks.edit': [
    'adminTasks',
    'adminTaskUpdate',
    'adminTaskReset',
    'adminTaskChests',
    'adminTaskChestUpdate',
    'adminTaskChestsReset',
  ],
  'brand.view': ['adminBrandSettings'],
  'brand.edit': ['adminBrandSettings', 'adminBrandSettingsUpdate'],
  'payments.view': ['adminWalletSettings'],
  'payments.edit': [
    'adminWalletSettings',
    'adminDepositChannelUpdate',
    'adminWithdrawRulesUpdate',
    'adminReceivingAccountUpdate',
  ],
  'feedback.handle': [
    'adminFeedbackList',
    'adminFeedbackDetail',
    'adminFeedbackReply',
    'adminFeedbackClose',
    'adminUploadImage',
  ],
  // system: operator accounts and casino venues (issue 24)
  'operators.manage': [
    'adminOperators',
    'adminOperatorCreate',
    'adminOperatorDisable',
    'adminOperatorEnable',
    'adminOperatorPassword',
    'adminOperatorForceTotp',
    'adminRevokeOperator',
  ],
  'venues.read': ['adminVenueTotals'],
  'venues.act': ['adminVenueTotals', 'adminVenueMaintenance', 'adminVenuePull'],
  'transfers.retry': ['adminTransfersStuck', 'adminTransferRetry'],
  'games.view': ['adminGameCategories', 'adminGames'],
  'games.edit': [
    'adminGameCategories',
    'adminGames',
    'adminGameCategoryUpdate',
    'adminGameUpdate',
    'adminGameCategoryCreate',
    'adminGameCategoryDelete',
    'adminGameAssign',
    'adminGameRegister',
  ],
  // the live tables (issue 24)
  'live.view': ['adminLiveTables', 'adminLiveTableShoes', 'adminLiveShoeRounds', 'adminLiveShoeVerify'],
  'live.edit': ['adminLiveTables', 'adminLiveTableUpdate'],
  // the player 360 page's care actions (issue 24)
  'players.sessions': ['adminMemberSessionsEnd'],
  'players.security': ['adminMemberWithdrawPasswordReset'],
  'players.message': ['adminMemberMessage'],
};

/** The server permission an operator endpoint declares (api-routes.ts, checked against the contract). */
export function endpointPermission(name: ConsoleEndpoint): OperatorPermission | undefined {
  return (adminRoutes[name] as { permission?: OperatorPermission }).permission;
}

export type Access = Record<Permission, boolean>;

/** The permissions of a role (an unknown role, from a newer server, gets none). */
export function accessOf(role: string | undefined): Access {
  const holds = (name: ConsoleEndpoint) => {
    const permission = endpointPermission(name);
    return role !== undefined && permission !== undefined && roleMay(role, permission);
  };
  return Object.fromEntries(PERMISSIONS.map((p) => [p, PERMISSION_ENDPOINTS[p].every(holds)])) as Access;
}

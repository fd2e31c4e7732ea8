import type { ComponentType } from 'react';

// The member pages behind one dynamic import, so the entry chunk carries a single lazy reference
// (and a single preload list) for all of them instead of one per page.

export const loadEntryLayout = async (): Promise<ComponentType> =>
  (await import('../features/auth/routes/entry-layout.tsx')).EntryLayout;
export const loadLoginPage = async (): Promise<ComponentType> =>
  (await import('../features/auth/routes/login-page.tsx')).LoginPage;
export const loadRegisterPage = async (): Promise<ComponentType> =>
  (await import('../features/auth/routes/register-page.tsx')).RegisterPage;
export const loadForgetPasswordPage = async (): Promise<ComponentType> =>
  (await import('../features/auth/routes/forget-password-page.tsx')).ForgetPasswordPage;
export const loadStandaloneArea = async (): Promise<ComponentType> =>
  (await import('./routes/member-area.tsx')).StandaloneArea;
export const loadPasswordSuccessPage = async (): Promise<ComponentType> =>
  (await import('../features/account/routes/password-success-page.tsx')).PasswordSuccessPage;
export const loadMemberArea = async (): Promise<ComponentType> =>
  (await import('./routes/member-area.tsx')).MemberArea;
export const loadPersonalInfoPage = async (): Promise<ComponentType> =>
  (await import('../features/account/routes/personal-info-page.tsx')).PersonalInfoPage;
export const loadRealNamePage = async (): Promise<ComponentType> =>
  (await import('../features/account/routes/real-name-page.tsx')).RealNamePage;
export const loadBindEmailPage = async (): Promise<ComponentType> =>
  (await import('../features/account/routes/bind-contact-page.tsx')).BindEmailPage;
export const loadBindPhonePage = async (): Promise<ComponentType> =>
  (await import('../features/account/routes/bind-contact-page.tsx')).BindPhonePage;
export const loadSettingsPage = async (): Promise<ComponentType> =>
  (await import('../features/account/routes/settings-page.tsx')).SettingsPage;
export const loadPasswordPage = async (): Promise<ComponentType> =>
  (await import('../features/account/routes/password-page.tsx')).PasswordPage;
export const loadWithdrawPasswordPage = async (): Promise<ComponentType> =>
  (await import('../features/account/routes/wpassword-page.tsx')).WithdrawPasswordPage;
export const loadCardsPage = async (): Promise<ComponentType> =>
  (await import('../features/withdraw-accounts/routes/cards-page.tsx')).CardsPage;
export const loadAccountDetailPage = async (): Promise<ComponentType> =>
  (await import('../features/withdraw-accounts/routes/account-detail-page.tsx')).AccountDetailPage;
export const loadAddBankCardPage = async (): Promise<ComponentType> =>
  (await import('../features/withdraw-accounts/routes/add-bank-card-page.tsx')).AddBankCardPage;
export const loadAddVirtualCoinPage = async (): Promise<ComponentType> =>
  (await import('../features/withdraw-accounts/routes/add-virtual-coin-page.tsx')).AddVirtualCoinPage;
export const loadAddAlipayPage = async (): Promise<ComponentType> =>
  (await import('../features/withdraw-accounts/routes/add-alipay-page.tsx')).AddAlipayPage;

// The cashier (issue 4): deposit, withdraw, transfer, assets and the member's money records.
// protection (issue 25): the deposit page with the limit prompt above it.
export const loadDepositPage = async (): Promise<ComponentType> =>
  (await import('./routes/deposit-with-limits.tsx')).DepositWithLimits;
export const loadDepositInfoPage = async (): Promise<ComponentType> =>
  (await import('../features/cashier/routes/deposit-info-page.tsx')).DepositInfoPage;
export const loadWithdrawPage = async (): Promise<ComponentType> =>
  (await import('../features/cashier/routes/withdraw-page.tsx')).WithdrawPage;
export const loadTransferPage = async (): Promise<ComponentType> =>
  (await import('../features/cashier/routes/transfer-page.tsx')).TransferPage;
export const loadMyAssetsPage = async (): Promise<ComponentType> =>
  (await import('../features/cashier/routes/my-assets-page.tsx')).MyAssetsPage;
export const loadTransactionRecordPage = async (): Promise<ComponentType> =>
  (await import('../features/records/routes/transaction-record-page.tsx')).TransactionRecordPage;
export const loadTransactionDetailPage = async (): Promise<ComponentType> =>
  (await import('../features/records/routes/transaction-detail-page.tsx')).TransactionDetailPage;
export const loadRedemptionRecordPage = async (): Promise<ComponentType> =>
  (await import('../features/records/routes/redemption-record-page.tsx')).RedemptionRecordPage;
export const loadRedemptionDetailPage = async (): Promise<ComponentType> =>
  (await import('../features/records/routes/redemption-detail-page.tsx')).RedemptionDetailPage;

// Bet records (issue 10).
export const loadBettingRecordPage = async (): Promise<ComponentType> =>
  (await import('../features/records/routes/betting-record-page.tsx')).BettingRecordPage;
export const loadBettingDetailPage = async (): Promise<ComponentType> =>
  (await import('../features/records/routes/betting-detail-page.tsx')).BettingDetailPage;

// Agents and share-to-earn (issue 13).
export const loadAgentPage = async (): Promise<ComponentType> =>
  (await import('../features/agent/routes/agent-page.tsx')).AgentPage;
// The task centre (issue 13).
export const loadTaskPage = async (): Promise<ComponentType> =>
  (await import('../features/tasks/routes/task-page.tsx')).TaskPage;
export const loadTaskRecordsPage = async (): Promise<ComponentType> =>
  (await import('../features/tasks/routes/task-records-page.tsx')).TaskRecordsPage;
// VIP (issue 13).
export const loadVipPrivilegePage = async (): Promise<ComponentType> =>
  (await import('../features/vip/routes/vip-privilege-page.tsx')).VipPrivilegePage;
export const loadVipDetailPage = async (): Promise<ComponentType> =>
  (await import('../features/vip/routes/vip-detail-page.tsx')).VipDetailPage;
// Site messages (issue 13).
export const loadMessagePage = async (): Promise<ComponentType> =>
  (await import('../features/messages/routes/message-page.tsx')).MessagePage;
export const loadMessageDetailPage = async (): Promise<ComponentType> =>
  (await import('../features/messages/routes/message-detail-page.tsx')).MessageDetailPage;
// Feedback (issue 13): the submit form, the member's threads, one thread, the leave-a-message page.
export const loadFeedbackPage = async (): Promise<ComponentType> =>
  (await import('../features/feedback/routes/feedback-page.tsx')).FeedbackPage;
export const loadFeedbackListPage = async (): Promise<ComponentType> =>
  (await import('../features/feedback/routes/feedback-list-page.tsx')).FeedbackListPage;
export const loadFeedbackDetailPage = async (): Promise<ComponentType> =>
  (await import('../features/feedback/routes/feedback-detail-page.tsx')).FeedbackDetailPage;
export const loadLeaveMsgPage = async (): Promise<ComponentType> =>
  (await import('../features/feedback/routes/leave-msg-page.tsx')).LeaveMsgPage;

// Issue 12's live tables and issue 13's content pages: behind this same dynamic import, so the
// entry chunk carries no preload list of their own.
export const loadLiveLobbyPage = async (): Promise<ComponentType> =>
  (await import('../features/live-tables/routes/live-lobby-page.tsx')).LiveLobbyPage;
export const loadLiveTablePage = async (): Promise<ComponentType> =>
  (await import('../features/live-tables/routes/live-table-page.tsx')).LiveTablePage;
export const loadShoeVerifyPage = async (): Promise<ComponentType> =>
  (await import('../features/live-tables/routes/verify-page.tsx')).VerifyPage;
export const loadActivityListPage = async (): Promise<ComponentType> =>
  (await import('../features/activities/routes/activity-list-page.tsx')).ActivityListPage;
export const loadSponsorPage = async (): Promise<ComponentType> =>
  (await import('../features/help/routes/sponsor-page.tsx')).SponsorPage;
export const loadHelpCenterPage = async (): Promise<ComponentType> =>
  (await import('../features/help/routes/help-center-page.tsx')).HelpCenterPage;
export const loadTutorialPage = async (): Promise<ComponentType> =>
  (await import('../features/help/routes/tutorial-page.tsx')).TutorialPage;

// The sportsbook, the casino's game and venue-back pages, and two withdrawal-password results.
export const loadSportsLobbyPage = async (): Promise<ComponentType> =>
  (await import('../features/sportsbook/routes/sports-lobby-page.tsx')).SportsLobbyPage;
export const loadMatchDetailPage = async (): Promise<ComponentType> =>
  (await import('../features/sportsbook/routes/match-detail-page.tsx')).MatchDetailPage;
export const loadGamePage = async (): Promise<ComponentType> =>
  (await import('../features/casino/routes/game-page.tsx')).GamePage;
export const loadVenueBackPage = async (): Promise<ComponentType> =>
  (await import('../features/casino/routes/venue-back-page.tsx')).VenueBackPage;
export const loadWithdrawPasswordResetPage = async (): Promise<ComponentType> =>
  (await import('../features/account/routes/wpassword-reset-page.tsx')).WithdrawPasswordResetPage;
export const loadWithdrawPasswordSuccessPage = async (): Promise<ComponentType> =>
  (await import('../features/account/routes/wpassword-success-page.tsx')).WithdrawPasswordSuccessPage;
// verification (issue 25)
export const loadVerificationPage = async (): Promise<ComponentType> =>
  (await import('../features/verification/routes/verification-page.tsx')).VerificationPage;
// protection (issue 25)
export const loadProtectionPage = async (): Promise<ComponentType> =>
  (await import('../features/protection/routes/protection-page.tsx')).ProtectionPage;
export const loadBreakPage = async (): Promise<ComponentType> =>
  (await import('../features/protection/routes/break-page.tsx')).BreakPage;
export const loadStatementPage = async (): Promise<ComponentType> =>
  (await import('../features/protection/routes/statement-page.tsx')).StatementPage;

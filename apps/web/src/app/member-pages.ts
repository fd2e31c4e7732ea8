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
export const loadDepositPage = async (): Promise<ComponentType> =>
  (await import('../features/cashier/routes/deposit-page.tsx')).DepositPage;
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

import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { loginPathFor, safeRedirect } from '../lib/login-redirect.ts';
import { appSession } from '../lib/storage/app-session.ts';
import { lazyComponent } from './lazy-component.ts';
import { RouteError } from './route-error.tsx';

// The routes of issues 3 and 4 (SPEC.md §2): entry, password recovery, personal info, settings,
// withdrawal accounts and the cashier. Every page is its own lazy chunk; this table is all the
// entry chunk carries.

const errorElement = <RouteError />;

/** Pages that need a session send a guest to log in, and back here afterwards. */
export function requireLogin({ request }: LoaderFunctionArgs) {
  if (appSession.getToken()) return null;
  const url = new URL(request.url);
  return redirect(loginPathFor(`${url.pathname}${url.search}`));
}

/** A member who is already logged in has nothing to do on the login and register pages. */
export function leaveEntryWhenLoggedIn({ request }: LoaderFunctionArgs) {
  if (!appSession.getToken()) return null;
  return redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')) ?? '/');
}

/** The member pages' loaders: one lazy chunk, fetched with the first member page. */
const pages = () => import('./member-pages.ts');

function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, errorElement, lazy: lazyComponent(load) };
}

/** /entry with /entry/login and /entry/register; /entry alone shows the login. */
export function entryRoute(): RouteObject {
  return {
    path: 'entry',
    loader: leaveEntryWhenLoggedIn,
    errorElement,
    lazy: lazyComponent(async () => (await pages()).loadEntryLayout()),
    children: [
      { index: true, loader: ({ request }) => redirect(`/entry/login${new URL(request.url).search}`) },
      page('login', async () => (await pages()).loadLoginPage()),
      page('register', async () => (await pages()).loadRegisterPage()),
    ],
  };
}

/** /forgetPassword, framed like the entry pages. */
export function forgetPasswordRoute(): RouteObject {
  return page('forgetPassword', async () => (await pages()).loadForgetPasswordPage());
}

/**
 * The result of a password change, which ended the session, so it is open to guests; and the
 * leave-a-message page, which asks a guest to log in.
 */
export function standaloneRoutes(): RouteObject {
  return {
    errorElement,
    lazy: lazyComponent(async () => (await pages()).loadStandaloneArea()),
    children: [
      page('setting/success', async () => (await pages()).loadPasswordSuccessPage()),
      // The help centre's leave-a-message page (issue 13): open to guests, who are asked to log in.
      page('tutorial/leaveMsg', async () => (await pages()).loadLeaveMsgPage()),
    ],
  };
}

/**
 * Personal info, settings, withdrawal accounts and the cashier: logged-in members only, beside
 * the member menu on a desktop.
 */
export function memberAreaRoute(): RouteObject {
  return {
    loader: requireLogin,
    errorElement,
    lazy: lazyComponent(async () => (await pages()).loadMemberArea()),
    children: [
      page('personalInfo', async () => (await pages()).loadPersonalInfoPage()),
      page('personalInfo/name', async () => (await pages()).loadRealNamePage()),
      page('personalInfo/mail', async () => (await pages()).loadBindEmailPage()),
      page('personalInfo/phone', async () => (await pages()).loadBindPhonePage()),
      page('setting', async () => (await pages()).loadSettingsPage()),
      page('setting/password', async () => (await pages()).loadPasswordPage()),
      page('setting/verification', async () => (await pages()).loadWithdrawPasswordResetPage()),
      page('setting/wpassword', async () => (await pages()).loadWithdrawPasswordPage()),
      page('setting/wsuccess', async () => (await pages()).loadWithdrawPasswordSuccessPage()),
      // verification (issue 25): identity verification, from the settings and a refused withdrawal.
      page('setting/identity', async () => (await pages()).loadVerificationPage()),
      page('cards', async () => (await pages()).loadCardsPage()),
      page('cards/bankDetail', async () => (await pages()).loadAccountDetailPage()),
      page('cards/addBankCard', async () => (await pages()).loadAddBankCardPage()),
      page('cards/addVirtualCoin', async () => (await pages()).loadAddVirtualCoinPage()),
      page('cards/addAlipay', async () => (await pages()).loadAddAlipayPage()),
      page('finance/deposit', async () => (await pages()).loadDepositPage()),
      page('finance/deposit/info', async () => (await pages()).loadDepositInfoPage()),
      page('finance/withdraw', async () => (await pages()).loadWithdrawPage()),
      page('finance/transfer', async () => (await pages()).loadTransferPage()),
      page('finance/myAssets', async () => (await pages()).loadMyAssetsPage()),
      page('user/transactionRecord', async () => (await pages()).loadTransactionRecordPage()),
      page('user/transactionDetail', async () => (await pages()).loadTransactionDetailPage()),
      page('user/redemptionRecord', async () => (await pages()).loadRedemptionRecordPage()),
      page('user/redemptionDetail', async () => (await pages()).loadRedemptionDetailPage()),
      page('user/bettingRecord', async () => (await pages()).loadBettingRecordPage()),
      page('user/bettingDetail', async () => (await pages()).loadBettingDetailPage()),
      page('user/agentPage', async () => (await pages()).loadAgentPage()),
      page('task', async () => (await pages()).loadTaskPage()),
      page('taskRecords', async () => (await pages()).loadTaskRecordsPage()),
      page('user/vip/privilege', async () => (await pages()).loadVipPrivilegePage()),
      page('user/vip/detail', async () => (await pages()).loadVipDetailPage()),
      page('user/message', async () => (await pages()).loadMessagePage()),
      page('user/message/detail', async () => (await pages()).loadMessageDetailPage()),
      page('user/feedback', async () => (await pages()).loadFeedbackPage()),
      page('user/feedbackList', async () => (await pages()).loadFeedbackListPage()),
      page('user/feedbackDetail', async () => (await pages()).loadFeedbackDetailPage()),
      // protection (issue 25)
      page('protection', async () => (await pages()).loadProtectionPage()),
      page('protection/break', async () => (await pages()).loadBreakPage()),
      page('protection/statement', async () => (await pages()).loadStatementPage()),
    ],
  };
}

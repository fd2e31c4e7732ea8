import { z } from 'zod';
import { adminEndpoints } from './admin-endpoints.ts';
import { agentEndpoints } from './agent-endpoints.ts';
import { casinoEndpoints } from './casino-endpoints.ts';
import { contentEndpoints } from './content-endpoints.ts';
import type { EndpointDef } from './endpoint-def.ts';
import { feedbackEndpoints } from './feedback-endpoints.ts';
import { liveTablesEndpoints } from './live-tables-endpoints.ts';
import { messagesEndpoints } from './messages-endpoints.ts';
import { operatorsEndpoints } from './operators-endpoints.ts';
// protection (issue 25)
import { protectionEndpoints } from './protection-endpoints.ts';
// service-desk (issue 26)
import { serviceDeskEndpoints } from './service-desk-endpoints.ts';
import { siteEndpoints } from './site-endpoints.ts';
import { sportsbookEndpoints } from './sportsbook-endpoints.ts';
import { tasksEndpoints } from './tasks-endpoints.ts';
import { vipEndpoints } from './vip-endpoints.ts';
import { walletEndpoints } from './wallet-endpoints.ts';

export type { EndpointDef } from './endpoint-def.ts';

import {
  addAlipayRequestSchema,
  addBankCardRequestSchema,
  addVirtualCoinRequestSchema,
  authResponseSchema,
  bankListSchema,
  bindEmailRequestSchema,
  bindPhoneRequestSchema,
  captchaQuerySchema,
  doneResponseSchema,
  forgetPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  phoneAreaSchema,
  realNameRequestSchema,
  realNameResponseSchema,
  registerRequestSchema,
  removeWithdrawAccountRequestSchema,
  resetWithdrawPasswordRequestSchema,
  sandboxLastCaptchaQuerySchema,
  sandboxLastCaptchaSchema,
  sandboxLastCodeQuerySchema,
  sandboxLastCodeSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  setWithdrawPasswordRequestSchema,
  updatePasswordRequestSchema,
  withdrawAccountListSchema,
  withdrawPasswordConfigSchema,
} from './contract/account.ts';
import {
  pageViewRequestSchema,
  pageViewResponseSchema,
  statsHitRequestSchema,
} from './contract/analytics.ts';
import { gameListQuerySchema, gameListSchema } from './contract/games.ts';
import { memberInfoSchema } from './contract/member.ts';
import { healthSchema, preInfoSchema, siteConfigSchema } from './contract/site.ts';

import { reportsEndpoints } from './reports-endpoints.ts';
// verification (issue 25)
import { verificationEndpoints } from './verification-endpoints.ts';

const empty = z.object({});

export const endpoints = {
  health: {
    method: 'GET',
    path: '/api/health',
    request: empty,
    response: healthSchema,
    auth: false,
    summary: 'Liveness and database kind',
  },
  siteConfig: {
    method: 'GET',
    path: '/api/findmed/v1/md',
    request: empty,
    response: siteConfigSchema,
    auth: false,
    summary: "The brand's site config",
  },
  preInfo: {
    method: 'GET',
    path: '/api/f/v1/member/preInfo',
    request: empty,
    response: preInfoSchema,
    auth: false,
    summary: 'Pre-login info: customer-service link',
  },
  gameList: {
    method: 'GET',
    path: '/api/findmed/v1/game/list',
    request: gameListQuerySchema,
    response: gameListSchema,
    auth: false,
    summary: "The brand's game categories and games",
  },
  pageView: {
    method: 'POST',
    path: '/api/findmed/v1/analytics/pageview',
    request: pageViewRequestSchema,
    response: pageViewResponseSchema,
    auth: false,
    summary: 'Record a page view of the web app',
  },
  statsHit: {
    method: 'POST',
    path: '/api/findmed/v1/stats/hit',
    request: statsHitRequestSchema,
    response: pageViewResponseSchema,
    auth: false,
    summary: 'Record a hit of the built-in statistics counter',
  },
  memberInfo: {
    method: 'GET',
    path: '/api/findmed/v1/member/token',
    request: empty,
    response: memberInfoSchema,
    auth: true,
    summary: "The signed-in member's info",
  },
  captcha: {
    method: 'GET',
    path: '/api/findmed/v1/member/captcha',
    request: captchaQuerySchema,
    response: z.string(),
    auth: false,
    raw: 'image/svg+xml',
    summary: 'A graphic captcha (SVG) bound to the device_no header and a purpose',
  },
  phoneArea: {
    method: 'GET',
    path: '/api/findmed/v1/member/phoneArea',
    request: empty,
    response: phoneAreaSchema,
    auth: false,
    summary: 'Phone area codes',
  },
  sendCode: {
    method: 'POST',
    path: '/api/service/sms',
    request: sendCodeRequestSchema,
    response: sendCodeResponseSchema,
    auth: 'optional',
    summary: 'Send a 6-digit code by SMS or e-mail (purpose-bound, 10 minutes, single use)',
  },
  register: {
    method: 'POST',
    path: '/api/findmed/v1/member/register',
    request: registerRequestSchema,
    response: authResponseSchema,
    auth: false,
    summary: 'Register a member and sign in',
  },
  login: {
    method: 'POST',
    path: '/api/f/v1/member/login/mpe',
    request: loginRequestSchema,
    response: authResponseSchema,
    auth: false,
    summary: 'Log in by account name, phone or e-mail with password',
  },
  logout: {
    method: 'POST',
    path: '/api/findmed/v1/member/logout',
    request: logoutRequestSchema,
    response: doneResponseSchema,
    auth: true,
    summary: 'End this session (and, with all=1, every other one)',
  },
  forgetPassword: {
    method: 'POST',
    path: '/api/findmed/v1/member/forgetpassword',
    request: forgetPasswordRequestSchema,
    response: doneResponseSchema,
    auth: false,
    summary: 'Reset the login password with a code to the bound phone or e-mail',
  },
  updatePassword: {
    method: 'POST',
    path: '/api/findmed/v1/member/updatepassword',
    request: updatePasswordRequestSchema,
    response: doneResponseSchema,
    auth: true,
    summary: 'Change the login password (ends this session; endOthers ends the rest)',
  },
  realName: {
    method: 'POST',
    path: '/api/findmed/v1/member/realname',
    request: realNameRequestSchema,
    response: realNameResponseSchema,
    auth: true,
    summary: 'Set the real name (once)',
  },
  bindEmail: {
    method: 'POST',
    path: '/api/findmed/v1/member/email',
    request: bindEmailRequestSchema,
    response: doneResponseSchema,
    auth: true,
    summary: 'Bind or change the e-mail (a change needs a code to the old one)',
  },
  bindPhone: {
    method: 'POST',
    path: '/api/findmed/v1/member/phone',
    request: bindPhoneRequestSchema,
    response: doneResponseSchema,
    auth: true,
    summary: 'Bind or change the phone (a change needs a code to the old one)',
  },
  withdrawPasswordConfig: {
    method: 'GET',
    path: '/api/f/v1/withdraw/password/config',
    request: empty,
    response: withdrawPasswordConfigSchema,
    auth: true,
    summary: 'Withdrawal password: d = feature on, p = already set',
  },
  setWithdrawPassword: {
    method: 'POST',
    path: '/api/findmed/v1/member/wpassword',
    request: setWithdrawPasswordRequestSchema,
    response: doneResponseSchema,
    auth: true,
    summary: 'Set or change the 6-digit withdrawal password',
  },
  resetWithdrawPassword: {
    method: 'POST',
    path: '/api/findmed/v1/member/wpassword/reset',
    request: resetWithdrawPasswordRequestSchema,
    response: doneResponseSchema,
    auth: true,
    summary: 'Reset the withdrawal password with a code to the bound phone or e-mail',
  },
  bankList: {
    method: 'GET',
    path: '/api/findmed/v1/member/banks',
    request: empty,
    response: bankListSchema,
    auth: false,
    summary: 'Banks a card can be added for',
  },
  withdrawAccounts: {
    method: 'GET',
    path: '/api/findmed/v1/member/cards',
    request: empty,
    response: withdrawAccountListSchema,
    auth: true,
    summary: "The member's withdrawal accounts (masked) and limits",
  },
  addBankCard: {
    method: 'POST',
    path: '/api/findmed/v1/member/cards/bank',
    request: addBankCardRequestSchema,
    response: withdrawAccountListSchema,
    auth: true,
    summary: 'Add a bank card (holder = verified real name; needs the withdrawal password)',
  },
  addVirtualCoin: {
    method: 'POST',
    path: '/api/findmed/v1/member/cards/coin',
    request: addVirtualCoinRequestSchema,
    response: withdrawAccountListSchema,
    auth: true,
    summary: 'Add a USDT address (TRC20 or ERC20)',
  },
  addAlipay: {
    method: 'POST',
    path: '/api/findmed/v1/member/cards/alipay',
    request: addAlipayRequestSchema,
    response: withdrawAccountListSchema,
    auth: true,
    summary: 'Add an Alipay account',
  },
  removeWithdrawAccount: {
    method: 'POST',
    path: '/api/findmed/v1/member/cards/remove',
    request: removeWithdrawAccountRequestSchema,
    response: withdrawAccountListSchema,
    auth: true,
    summary: 'Remove a withdrawal account',
  },
  ...walletEndpoints,
  ...operatorsEndpoints,
  ...adminEndpoints,
  ...reportsEndpoints,
  ...sportsbookEndpoints,
  ...casinoEndpoints,
  ...liveTablesEndpoints,
  ...vipEndpoints,
  ...tasksEndpoints,
  ...contentEndpoints,
  ...messagesEndpoints,
  ...feedbackEndpoints,
  ...agentEndpoints,
  // verification (issue 25)
  ...verificationEndpoints,
  // service-desk (issue 26)
  ...serviceDeskEndpoints,
  // protection (issue 25)
  ...protectionEndpoints,
  // the brand's home in the console (issue 24)
  ...siteEndpoints,
  sandboxLastCode: {
    method: 'GET',
    path: '/api/sandbox/v1/last-code',
    request: sandboxLastCodeQuerySchema,
    response: sandboxLastCodeSchema,
    auth: false,
    sandbox: true,
    summary: 'Sandbox only: the last code sent to a recipient',
  },
  sandboxLastCaptcha: {
    method: 'GET',
    path: '/api/sandbox/v1/last-captcha',
    request: sandboxLastCaptchaQuerySchema,
    response: sandboxLastCaptchaSchema,
    auth: false,
    sandbox: true,
    summary: 'Sandbox only: the answer of the last captcha issued to a device',
  },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointRequest<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type EndpointResponse<N extends EndpointName> = z.output<Endpoints[N]['response']>;

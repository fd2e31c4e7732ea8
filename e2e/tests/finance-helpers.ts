import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type ApiMember, encryptor, isPhone, registerViaApi, SITE_HEADERS } from './account-helpers.ts';

// Helpers of the cashier journeys (issue 4): members with a withdrawal password, an account and
// money set up through the API, the sandbox operator's actions, and the balance chip of each layout.

export const WPASSWORD = '135790';

async function data<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const body = await (await response).json();
  expect(body.status, JSON.stringify(body)).toBe(true);
  return body.data as T;
}

/** A GET or form POST as the member. */
export function asMember(request: APIRequestContext, member: ApiMember) {
  const headers = { ...SITE_HEADERS, d: '25', t: member.token };
  return {
    get: <T>(path: string) => data<T>(request.get(path, { headers })),
    post: <T>(path: string, form: Record<string, string>) => data<T>(request.post(path, { headers, form })),
  };
}

export interface CashierMember extends ApiMember {
  accountId: string;
}

/** A new member with a withdrawal password (135790) and a bound bank card. */
export async function memberWithAccount(request: APIRequestContext): Promise<CashierMember> {
  const member = await registerViaApi(request);
  const encrypt = await encryptor(request);
  const api = asMember(request, member);
  await api.post('/api/findmed/v1/member/realname', { realName: '王小明' });
  await api.post('/api/findmed/v1/member/wpassword', {
    password: encrypt(WPASSWORD),
    confirmPassword: encrypt(WPASSWORD),
  });
  const list = await api.post<{ accounts: { id: string }[] }>('/api/findmed/v1/member/cards/bank', {
    bankCode: 'ICBC',
    cardNo: '6222021234567894',
    branch: '北京市朝阳支行',
    wpassword: encrypt(WPASSWORD),
  });
  return { ...member, accountId: list.accounts[0]!.id };
}

/** The sandbox operator (role admin), through the operator API. */
export async function operator(request: APIRequestContext) {
  const { token } = await data<{ token: string }>(
    request.post('/api/admin/v1/login', {
      headers: SITE_HEADERS,
      data: { username: 'admin', password: 'Admin@2026!' },
    }),
  );
  const headers = { ...SITE_HEADERS, authorization: `Bearer ${token}` };
  const act = <T>(path: string, body: Record<string, string>) =>
    data<T>(request.post(path, { headers, data: body }));
  return {
    confirmDeposit: (orderNo: string) => act('/api/admin/v1/deposits/confirm', { orderNo }),
    /** Puts one game of a venue under maintenance, or lifts it. */
    maintenance: (venue: string, gameId: number, maintenance: boolean) =>
      data(
        request.post('/api/admin/v1/venues/maintenance', { headers, data: { venue, gameId, maintenance } }),
      ),
    waiveTurnover: (username: string) =>
      act('/api/admin/v1/members/turnover/waive', { username, reason: 'e2e: turnover waived' }),
    review: (orderNo: string) => act('/api/admin/v1/withdrawals/review', { orderNo }),
    approve: (orderNo: string) => act('/api/admin/v1/withdrawals/approve', { orderNo }),
    pay: (orderNo: string) => act('/api/admin/v1/withdrawals/pay', { orderNo }),
  };
}

/** Gives the member `amount` through a bank deposit that the operator confirms. */
export async function fund(request: APIRequestContext, member: ApiMember, amount: string): Promise<void> {
  const order = await asMember(request, member).post<{ orderNo: string }>('/api/findmed/v1/deposit/create', {
    channelId: 'bank',
    amount,
    payerName: '王小明',
    requestId: randomUUID(),
  });
  await (await operator(request)).confirmDeposit(order.orderNo);
}

export async function centerBalance(request: APIRequestContext, member: ApiMember): Promise<string> {
  return (await asMember(request, member).get<{ balance: string }>('/api/findmed/v1/member/balance')).balance;
}

/**
 * The center-wallet chip: in the desktop top bar on every page; on a phone in the H5 home's
 * header (the member pages have an app bar instead).
 */
export function balanceChip(page: Page): Locator {
  const chip = page.locator('.hl-balance-chip .hl-balance-chip__amount');
  return isPhone(page) ? chip.first() : page.locator('.d-nav .hl-balance-chip__amount');
}

/** The field's own message under the amount box. */
export function amountError(page: Page, id: string): Locator {
  return page.locator(`#${id}-error`);
}

/** Types an amount and submits the form the box belongs to. */
export async function submitAmount(page: Page, id: string, amount: string, button: string): Promise<void> {
  await page.locator(`#${id}`).fill(amount);
  await page.getByRole('button', { name: button, exact: true }).click();
}

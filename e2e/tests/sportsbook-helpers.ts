import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { isPhone, SITE_HEADERS } from './account-helpers.ts';
import { fund } from './finance-helpers.ts';

// Helpers of the sportsbook journey (issue 10): the demo member's session, the operator's result
// call, and the slip of each layout (a bottom sheet on a phone, a side panel on a desktop).

export const DEMO = { username: 'demo888', password: 'Demo@2026' };

/** Logs the demo member in through the login page and returns its session token. */
export async function loginDemo(page: Page): Promise<string> {
  await page.goto('/entry/login');
  await page.getByRole('textbox').first().fill(DEMO.username);
  await page.locator('input[type=password]').first().fill(DEMO.password);
  await page.getByRole('button', { name: '登录' }).last().click();
  await expect(page).not.toHaveURL(/\/entry\/login/);
  const token = await page.evaluate(() => sessionStorage.getItem('t'));
  expect(token).toBeTruthy();
  return token!;
}

/** Gives the demo member money (a bank deposit the operator confirms). */
export async function fundDemo(request: APIRequestContext, token: string, amount: string): Promise<void> {
  await fund(request, { ...DEMO, token }, amount);
}

/** Enters a final result as the operator (settles every bet on the match). */
export async function enterResult(request: APIRequestContext, matchId: number, ft: [number, number]) {
  const { token } = (
    await (
      await request.post('/api/admin/v1/login', {
        headers: SITE_HEADERS,
        data: { username: 'admin', password: 'Admin@2026!' },
      })
    ).json()
  ).data as { token: string };
  const res = await request.post('/api/admin/v1/sports/match/result', {
    headers: { ...SITE_HEADERS, authorization: `Bearer ${token}` },
    data: { matchId, ftHome: ft[0], ftAway: ft[1], h1Home: 0, h1Away: 0 },
  });
  const body = await res.json();
  expect(body.status, JSON.stringify(body)).toBe(true);
}

/** Opens the slip: the bottom sheet on a phone (the desktop panel is always there). */
export async function openSlip(page: Page): Promise<void> {
  if (isPhone(page)) await page.getByTestId('slip-fab').click();
}

export async function closeSlip(page: Page): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: '关闭投注单' }).click();
}

/** Places what the slip holds with a quick stake; returns the placed bets from the answers. */
export async function placeWithQuickStake(page: Page, stake: string, bets: number) {
  await page.locator('.sb-slip__quick').getByRole('button', { name: stake, exact: true }).click();
  const answers: Promise<{ id: number; betNo: string; legs: { matchId: number }[] }>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    if (response.url().endsWith('/api/findmed/v1/sports/bet')) {
      answers.push(response.json().then((b) => b.data));
    }
  };
  page.on('response', listener);
  await page.getByTestId('place-bet').click();
  await expect.poll(() => answers.length, { timeout: 15_000 }).toBe(bets);
  page.off('response', listener);
  return Promise.all(answers);
}

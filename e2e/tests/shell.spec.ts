import { expect, type Page, test } from '@playwright/test';
import { dismissNotice, isPhone } from './account-helpers.ts';

const HGTYC_NAME = '禾光娱乐';
const HGTY_NAME = '金穗体育';

/** Collects the page views the app sends, to check one per navigation. */
function trackPageViews(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/findmed/v1/analytics/pageview')) {
      paths.push(new URLSearchParams(request.postData() ?? '').get('path') ?? '?');
    }
  });
  return paths;
}

test.describe('app shell', () => {
  test('the home of the device opens with brand, notice and games from the server', async ({ page }) => {
    const views = trackPageViews(page);
    const gameList = page.waitForResponse((r) => r.url().includes('/api/findmed/v1/game/list'));
    await page.goto('/');
    const phone = isPhone(page);
    await expect(page).toHaveURL(phone ? /\/app\/home$/ : /\/home$/);
    const response = await gameList;
    expect(new URL(response.url()).searchParams.get('show')).toBe(phone ? '1' : '2');
    const body = await response.json();
    expect(body.status).toBe(true);
    const firstGame = body.data[0].games[0].name as string;

    await expect(page.getByText(HGTYC_NAME).first()).toBeVisible();
    // The daily notice pops up on the first visit; the member closes it and sees the lobby.
    await expect(page.getByRole('button', { name: '我知道了' })).toBeVisible();
    await dismissNotice(page);
    await expect(page.getByText(firstGame).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(HGTYC_NAME));
    await expect.poll(() => views.length).toBeGreaterThanOrEqual(1);
    expect(views[0]).toBe(phone ? '/app/home' : '/home');
  });

  test('a phone on /home goes to /app/home and a desktop on /app/home goes to /home, keeping the query', async ({
    page,
  }) => {
    const phone = isPhone(page);
    await page.goto(phone ? '/home?invite_code=AB12&x=1' : '/app/home?invite_code=AB12&x=1');
    await expect(page).toHaveURL(
      phone ? /\/app\/home\?invite_code=AB12&x=1$/ : /\/home\?invite_code=AB12&x=1$/,
    );
    const aid = await page.evaluate(() => sessionStorage.getItem('aid'));
    expect(aid).toBe('AB12');
  });

  test('every route change sends one page view', async ({ page }) => {
    const views = trackPageViews(page);
    await page.goto('/app/center');
    await expect.poll(() => views.length).toBe(1);
    await page.goto('/');
    await expect.poll(() => views.length).toBe(2);
    const phone = isPhone(page);
    if (phone) {
      await dismissNotice(page);
      // Client-side navigation through the tab bar.
      await page.locator('.adm-tab-bar-item').last().click();
      await expect(page).toHaveURL(/\/app\/center$/);
      await expect.poll(() => views.length).toBe(3);
      expect(views[2]).toBe('/app/center');
    }
  });

  test('an unknown path shows the fallback page with a way home', async ({ page }) => {
    await page.goto('/no/such/page?from=test');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(isPhone(page) ? /\/app\/home$/ : /\/home$/);
  });

  test('a page whose code fails to load shows the generic error page with a reload', async ({ page }) => {
    await page.route(/\/assets\/center[^/]*\.js$/, (route) => route.abort());
    await page.goto('/app/center');
    await expect(page.getByText('Unexpected Application Error!', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
  });

  test('a second brand serves its own name on its own host', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    const md = page.waitForResponse((r) => r.url().includes('/api/findmed/v1/md'));
    await page.goto(`http://hgty.localhost:${port}/`);
    const config = await (await md).json();
    expect(config.data.siteName).toBe(HGTY_NAME);
    await expect(page.getByText(HGTY_NAME).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(HGTY_NAME));
    await expect(page.getByText(HGTYC_NAME)).toHaveCount(0);
  });

  test("the brand's statistics counter for this host records the visit", async ({ page }) => {
    const hit = page.waitForRequest((r) => r.url().includes('/api/findmed/v1/stats/hit'));
    await page.goto('/');
    const request = await hit;
    expect(new URL(request.url()).searchParams.get('site_code')).toBe('hgtyc');
    const body = new URLSearchParams(request.postData() ?? '');
    expect(body.get('id')).toBe('hgtyc-main');
    const response = await request.response();
    expect(await response?.json()).toEqual({ status: true, data: { recorded: true } });
  });

  test('API errors keep to the envelope in the browser too', async ({ request }) => {
    const res = await request.get('/api/findmed/v1/member/token', {
      headers: { site_code: 'hgtyc', t: 'nope' },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: false, data: 'token', code: 'SESSION_INVALID' });
  });
});

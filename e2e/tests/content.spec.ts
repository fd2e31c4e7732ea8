import { expect, test } from '@playwright/test';
import { expectToast, isPhone, openAs, registerViaApi } from './account-helpers.ts';

// Issue 13: promotions (list by time window, detail, apply), the home popup's featured promotion,
// the help centre and every tutorial page, the sponsor page — in both layouts.

const TUTORIALS: [string, string][] = [
  ['/tutorial/sportRules', '体育规则'],
  ['/tutorial/bettingIntroduction', '玩法介绍'],
  ['/tutorial/betStrategy', '投注攻略'],
  ['/tutorial/withdraw', '如何取款'],
  ['/tutorial/transfer', '额度转换教程'],
  ['/tutorial/deposit', '如何存款'],
  ['/tutorial/example', '投注实例'],
  ['/tutorial/games', '游戏规则'],
  ['/tutorial/tech', '技术与安全'],
  ['/tutorial/techDetail?id=tech-account', '如何保护我的账户安全？'],
  ['/tutorial/contact', '联系我们'],
  ['/tutorial/games/answer', '游戏常见问题'],
  ['/tutorial/knowExchange', '货币兑换说明'],
  ['/tutorial/knowVirtualCurrency', '认识虚拟货币'],
  ['/tutorial/protocolDifference', 'TRC20 与 ERC20 的区别'],
];

test.describe('activities, help and sponsor', () => {
  test('the home popup shows the featured promotion and leads to it', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('新会员首存礼金')).toBeVisible();
    await dialog.getByText('新会员首存礼金').click();
    await expect(page).toHaveURL(/\/activity\/list\?id=1$/);
    await expect(page.getByText('申请方式')).toBeVisible();
  });

  test("the phone home's banners glide on their own and the dots follow the slide in view", async ({
    page,
  }) => {
    test.skip(!isPhone(page), 'the desktop home has its own carousel');
    await page.goto('/app/home');
    const dots = page.locator('.h5-banner__dots span');
    await expect(dots.first()).toHaveClass(/is-active/);
    // Autoplay every 4 s: the observer marks the next slide once it is in view.
    await expect(dots.nth(1)).toHaveClass(/is-active/, { timeout: 10_000 });
    await expect(dots.first()).not.toHaveClass(/is-active/);
  });

  test('promotions by time window; a member applies once and the bonus is paid', async ({
    page,
    request,
  }) => {
    const member = await registerViaApi(request);
    await openAs(page, member, '/activity/list');
    await expect(page.getByRole('tab', { name: '进行中' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: '已结束' }).click();
    await expect(page.getByText('周末足球返水')).toBeVisible();
    await page.getByRole('tab', { name: '即将开始' }).click();
    await expect(page.getByText('会员生日礼金')).toBeVisible();
    await page.getByRole('tab', { name: '进行中' }).click();
    await page.getByText('每日签到礼金').click();
    await expect(page).toHaveURL(/id=2/);
    await page.getByRole('button', { name: '立即申请' }).click();
    await expectToast(page, '礼金已到账');
    await expect(page.getByText('我的申请：已通过')).toBeVisible();
    await expect(page.getByRole('button', { name: '立即申请' })).toHaveCount(0);
  });

  test('a guest is asked to log in to apply', async ({ page }) => {
    await page.goto('/activity/list?id=1');
    await expect(page.getByRole('link', { name: '登录后申请' })).toBeVisible();
    await page.goto('/activity/list?id=999');
    await expect(page.getByText('活动不存在或已下架')).toBeVisible();
  });

  test('the help centre opens every tutorial page with its article', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/help/center');
    await page
      .getByRole('link', { name: /^游戏规则/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/tutorial\/games$/);
    await expect(page.getByText('闲家补了第三张牌时', { exact: false })).toBeVisible();
    for (const [path, title] of TUTORIALS) {
      await page.goto(path);
      const heading = isPhone(page) ? page.locator('.mp-nav h1') : page.locator('.help-article__head h1');
      await expect(heading, path).toHaveText(title);
      await expect(page.locator('.cb > *').first(), path).toBeVisible();
    }
    await page.goto('/tutorial/techDetail?id=no-such');
    await expect(page.getByText('找不到这篇文章')).toBeVisible();
  });

  test("the transfer page's tutorial link lands on the transfer tutorial", async ({ page, request }) => {
    const member = await registerViaApi(request);
    await openAs(page, member, '/finance/transfer');
    await page.locator('a[href="/tutorial/transfer"]').first().click();
    await expect(page).toHaveURL(/\/tutorial\/transfer$/);
    await expect(page.getByText('免转钱包').first()).toBeVisible();
  });

  test('the sponsor page shows the brand partners', async ({ page }) => {
    if (isPhone(page)) {
      await page.goto('/app/home');
      // A fresh browser sees the daily notice first; the member closes it.
      await page.getByRole('button', { name: '我知道了' }).click();
      await page.getByText('赞助', { exact: true }).click();
    } else {
      await page.goto('/app/sponsor');
    }
    await expect(page).toHaveURL(/\/app\/sponsor$/);
    await expect(page.locator('.sponsor .cb-h').first()).toBeVisible();
    await expect(page.locator('.sponsor img.cb-img')).toHaveCount(3);
  });
});

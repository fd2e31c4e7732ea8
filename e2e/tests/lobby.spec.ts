import { expect, type Page, test } from '@playwright/test';
import { dismissNotice, expectToast, isPhone } from './account-helpers.ts';
import { loginDemo } from './sportsbook-helpers.ts';

// The game catalogue (issue 11): category pages with search, maintenance labels and favourites,
// the desktop mega menu, links that never end on the not-found page, venue rounds in bet records.

const NOT_FOUND = '页面不存在';

const lobbyPath = (page: Page, type: number | string) =>
  `${isPhone(page) ? '/app/games' : '/games'}?type=${type}`;

/** Opens each path in turn and checks that none shows the not-found page. */
async function expectNoDeadEnds(page: Page, paths: Iterable<string>): Promise<void> {
  for (const path of new Set(paths)) {
    await page.goto(path);
    await expect(page.locator('main, #root').first(), path).toBeVisible();
    await expect(page.getByText(NOT_FOUND), path).toHaveCount(0);
  }
}

/** Every same-site link inside `scope`. */
async function hrefsIn(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(`${scope} a[href^="/"]`)
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
}

test.describe('game lobby', () => {
  test('a category page searches by name; the house baccarat tile opens', async ({ page }) => {
    await page.goto(lobbyPath(page, 3));
    const grid = page.getByTestId('lobby-grid');
    await expect(page.getByRole('tab', { name: '电子', exact: false }).first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(grid.getByTestId('game-card')).not.toHaveCount(0);

    const search = page.getByRole('searchbox', { name: '搜索游戏' });
    await search.fill('转轮');
    await expect(grid.getByTestId('game-card')).toHaveCount(2);
    await expect(grid.getByText('幻彩转轮')).toBeVisible();
    await expect(grid.getByText('星际转轮')).toBeVisible();
    await search.fill('没有这款');
    await expect(page.getByText('没有找到与“没有这款”相关的游戏')).toBeVisible();
    await page.getByRole('button', { name: '清除搜索' }).click();
    await expect(grid.getByTestId('game-card')).not.toHaveCount(0);

    // House baccarat opens the house's live tables (issue 12): no maintenance label, a link.
    await page.getByRole('tab', { name: /真人/ }).click();
    await expect(page).toHaveURL(/type=2/);
    const baccarat = page.getByTestId('game-card').filter({ hasText: '雷霆百家乐' });
    await expect(baccarat).toBeVisible();
    await expect(baccarat.getByText('维护中')).toHaveCount(0);
    await expect(baccarat.locator('a')).toHaveCount(1);
  });

  test('a member keeps a favourite; a guest is asked to log in', async ({ page }) => {
    // Each project toggles its own game, so the two projects can share the demo member.
    const name = isPhone(page) ? '宝石矿工' : '丛林奇遇';
    await page.goto(lobbyPath(page, 3));
    await page.getByRole('button', { name: `收藏 ${name}` }).click();
    await expect(page.getByRole('dialog', { name: '登录后收藏' })).toBeVisible();
    await page.getByRole('button', { name: '再看看' }).click();

    await loginDemo(page);
    await page.goto(lobbyPath(page, 3));
    const heart = page.getByRole('button', { name: `收藏 ${name}` });
    await expect(heart).toBeVisible();
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    }
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expectToast(page, '已加入收藏');

    // The server kept it: after a reload it shows under 收藏.
    await page.goto(lobbyPath(page, 'favorites'));
    await expect(page.getByTestId('lobby-tab-favorites')).toHaveAttribute('aria-selected', 'true');
    const card = page.getByTestId('game-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `收藏 ${name}` }).click();
    await expect(card).toHaveCount(0);
  });

  test('the desktop mega menu opens by hover and keyboard, and its links lead somewhere', async ({
    page,
  }) => {
    test.skip(isPhone(page), 'the mega menu is the desktop top nav');
    test.setTimeout(120_000);
    await page.goto('/home');
    await dismissNotice(page);
    const trigger = page.getByTestId('mega-3');
    await trigger.hover();
    const panel = page.getByRole('region', { name: '电子游戏' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    // Keyboard: focus opens, ArrowDown enters the panel, Escape closes it and returns.
    await page.mouse.move(5, 800);
    await expect(panel).toBeHidden();
    await page.getByTestId('mega-4').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(trigger).toBeFocused();
    await expect(panel).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();

    // Every panel's links and every category in the bar resolve (guest: login or sportsbook).
    const links: string[] = await page
      .locator('.d-mega__trigger')
      .evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    for (const id of [2, 3, 4, 5, 7]) {
      await page.getByTestId(`mega-${id}`).hover();
      await expect(page.locator('.d-mega__panel')).toBeVisible();
      links.push(...(await hrefsIn(page, '.d-mega__panel')));
    }
    expect(links).toContain('/games?type=3');
    await expectNoDeadEnds(page, links);
  });

  test('no lobby tile or category link of the home ends on the not-found page', async ({ page }) => {
    test.setTimeout(120_000);
    await loginDemo(page);
    const phone = isPhone(page);
    await page.goto(phone ? '/app/home' : '/home');
    await dismissNotice(page);
    const links: string[] = [];
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (let i = 0; i < (await tabs.count()); i += 1) {
      await tabs.nth(i).click();
      links.push(...(await hrefsIn(page, phone ? '.h5-lobby' : '.d-lobby')));
    }
    expect(links.some((href) => href.startsWith('/games/'))).toBe(true);
    expect(links.some((href) => /games\?type=/.test(href))).toBe(true);
    await expectNoDeadEnds(page, links);
  });

  test('no entry of the top nav (desktop) or the tab bar (phone) ends on the not-found page', async ({
    page,
  }) => {
    // It walks every entry, each from a fresh home with its popup: more than one page's time.
    test.setTimeout(90_000);
    await loginDemo(page);
    if (!isPhone(page)) {
      await page.goto('/home');
      await expect(page.locator('.d-nav a[href^="/"]').first()).toBeVisible();
      const hrefs = await hrefsIn(page, '.d-nav');
      expect(hrefs).toContain('/activity/list');
      expect(hrefs).toContain('/help/center');
      await expectNoDeadEnds(page, hrefs);
      return;
    }
    // The phone's tab bar is buttons that navigate: tap each one from the home.
    const tabs = page.locator('.h5-app__tab-bar .adm-tab-bar-item');
    const reached: string[] = [];
    await page.goto('/app/home');
    await dismissNotice(page);
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i += 1) {
      await page.goto('/app/home');
      await dismissNotice(page);
      await tabs.nth(i).click();
      // The router moves once the route's chunk has loaded (later than the click on a busy
      // machine); every tab but the first (the home itself) leaves the home.
      if (i > 0) await expect(page).not.toHaveURL(/\/app\/home$/);
      await page.waitForLoadState('networkidle');
      reached.push(new URL(page.url()).pathname);
      await expect(page.getByText(NOT_FOUND), page.url()).toHaveCount(0);
    }
    expect(reached).toContain('/activity/list');
    expect(reached).toContain('/app/sponsor');
  });

  test('bet records list a venue round beside sportsbook bets and open its detail', async ({ page }) => {
    // The list, the filter and the detail against a fixed round (a really played round in the
    // records is casino-journey.spec.ts's job).
    const round = {
      id: 987654,
      betNo: 'V0000987654',
      product: 'lottery',
      venue: 'demo_lottery',
      venueName: '演示彩票',
      gameId: 401,
      gameName: '极速快三',
      roundId: '20261124-0061',
      status: 'settled',
      currency: 'CNY',
      stake: '10.0000',
      validStake: '10.0000',
      payout: '19.6000',
      winLoss: '9.6000',
      placedAt: '2026-11-24T01:00:12.000Z',
      settledAt: '2026-11-24T01:01:00.000Z',
      detail: '2 3 6 · 和值11 · 大 · 单',
    };
    await page.route('**/api/findmed/v1/member/bet/records?**', async (route) => {
      const real = await (await route.fetch()).json();
      const product = new URL(route.request().url()).searchParams.get('product');
      const extra = product === 'all' || product === 'lottery' ? [round] : [];
      await route.fulfill({
        json: { ...real, data: { ...real.data, list: [...extra, ...real.data.list] } },
      });
    });
    await page.route('**/api/findmed/v1/member/bet/venue-detail?**', (route) =>
      route.fulfill({ json: { status: true, data: round } }),
    );
    await loginDemo(page);
    await page.goto('/user/bettingRecord');
    const products = page.getByRole('group', { name: '产品' });
    for (const label of ['全部', '体育', '电子', '彩票', '棋牌', '捕鱼']) {
      await expect(products.getByRole('radio', { name: label, exact: true })).toHaveCount(1);
    }
    const row = page.getByTestId('venue-bet-row').filter({ hasText: '极速快三' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('局号 20261124-0061');
    await page.locator('a[href*="kind=venue"]').first().click();
    await expect(page).toHaveURL(/bettingDetail\?id=987654&kind=venue/);
    await expect(page.getByTestId('venue-bet-detail')).toBeVisible();
    await expect(page.getByTestId('venue-round-detail')).toHaveText(round.detail);
    await expect(page.getByTestId('bet-status')).toHaveText('已结算');
  });
});

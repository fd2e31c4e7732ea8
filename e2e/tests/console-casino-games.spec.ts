import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, devices, expect, type Page, test } from '@playwright/test';
import { SITE_HEADERS } from './account-helpers.ts';
import { openScreen } from './console-helpers.ts';

// Casino → 游戏管理 (issue 24) at 1440×900: a content operator turns a game off and the member
// lobby (hgtyc) no longer shows it, flags another 热门 and the member sees the badge on its tile
// (a phone at 390×844), a bad order is refused in Chinese and changes nothing; both are restored.
// Decision 0090: content creates a category, puts a game in it and the phone lobby shows the new
// tab with the game; a venue game code the venue does not run is refused; the category is deleted.

const SHOTS_DIR = process.env.CONSOLE_SHOTS_DIR;
/** Games no other spec opens, counts or searches for: 三分快三 (彩票) and 海神宝藏 (电子, phone only). */
const OFF_GAME = { id: 402, name: '三分快三', category: 4 };
const FLAG_GAME = { id: 306, name: '海神宝藏', category: 3 };
/** The game put in an operator's category (decision 0090): 丛林奇遇 (电子). */
const PICK_GAME = { id: 303, name: '丛林奇遇' };

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 60_000 });
  await page.getByPlaceholder('账号').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('operator-name')).toHaveText(username, { timeout: 90_000 });
}

type LobbyGame = { id: number; name: string; seq: number; badge: string };

/** The member lobby's games (show 1: the phone lobby), as the member site asks for them. */
async function lobbyGames(request: APIRequestContext): Promise<LobbyGame[]> {
  const res = await request.get('/api/findmed/v1/game/list?show=1', { headers: SITE_HEADERS });
  const body = (await res.json()) as { data: { games: LobbyGame[] }[] };
  return body.data.flatMap((c) => c.games);
}

/** A phone (390×844) on the member site's category page. */
async function memberPhone(browser: Browser, category: number) {
  const context = await browser.newContext({
    ...devices['iPhone 13'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'zh-CN',
  });
  const phone = await context.newPage();
  await phone.goto(`/app/games?type=${category}`);
  await expect(phone.getByTestId('lobby-grid').getByTestId('game-card').first()).toBeVisible({
    timeout: 30_000,
  });
  return { phone, close: () => context.close() };
}

/** Waits until every image on the page has loaded (the screenshot shows the art, not blanks). */
async function imagesLoaded(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)),
    )
    .toBe(true);
}

test.describe('console: the brand lobby', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the console is a desktop app');
    test.setTimeout(240_000);
    void page;
  });

  test('content turns a game off and flags another 热门; the member lobby follows; a bad order is refused', async ({
    page,
    request,
    browser,
  }) => {
    const byId = async (id: number) => (await lobbyGames(request)).find((g) => g.id === id);
    expect(await byId(OFF_GAME.id)).toBeDefined();
    const flagBefore = (await byId(FLAG_GAME.id))!;
    expect(flagBefore.badge).toBe('');

    await signIn(page, 'content', 'Content@2026!');
    await openScreen(page, '游戏场馆', '游戏管理', /\/admin\/casino\/games$/);
    await expect(page.getByTestId('category-enabled-3')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId(`game-enabled-${OFF_GAME.id}`)).toBeVisible({ timeout: 30_000 });
    await shot(page, 'games-01-console');

    // Off: gone from the lobby (the API the member site reads, and the phone's category page).
    await page.getByTestId(`game-enabled-${OFF_GAME.id}`).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    await expect(page.getByTestId(`game-enabled-${OFF_GAME.id}`)).not.toBeChecked();
    await expect.poll(async () => (await byId(OFF_GAME.id)) === undefined).toBe(true);
    const lottery = await memberPhone(browser, OFF_GAME.category);
    await expect(lottery.phone.getByTestId('lobby-grid').getByText(OFF_GAME.name)).toHaveCount(0);
    await lottery.close();

    // 热门: the tile shows the flag.
    await page.getByTestId(`edit-game-${FLAG_GAME.id}`).click();
    const form = page.locator('.ant-modal-content').filter({ hasText: '编辑游戏' });
    await form.getByText('热门', { exact: true }).click();
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByTestId(`game-flag-${FLAG_GAME.id}`)).toHaveText(/热\s*门/);
    await expect.poll(async () => (await byId(FLAG_GAME.id))?.badge).toBe('hot');
    const slots = await memberPhone(browser, FLAG_GAME.category);
    const tile = slots.phone.getByTestId('game-card').filter({ hasText: FLAG_GAME.name });
    await expect(tile.getByTestId('game-flag')).toHaveText('热门');
    await tile.scrollIntoViewIfNeeded();
    await imagesLoaded(slots.phone);
    if (SHOTS_DIR) await slots.phone.screenshot({ path: path.join(SHOTS_DIR, 'games-04-member-badge.png') });
    await slots.close();

    // The games table with the game off and the flag (the categories above, scrolled past).
    await page.getByTestId(`game-flag-${FLAG_GAME.id}`).scrollIntoViewIfNeeded();
    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
    await shot(page, 'games-02-console-list');

    // A bad order: refused by the server in Chinese, the form stays open, nothing changes.
    await page.getByTestId(`edit-game-${FLAG_GAME.id}`).click();
    await form.locator('#game-seq').fill('10000');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    const refusal = page.locator('.ant-message-notice').filter({ hasText: '游戏排序须为 0-9999 的整数' });
    await expect(refusal).toBeVisible();
    // The toast slides in from above the page: the screenshot waits until it is in view.
    await expect.poll(async () => (await refusal.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await shot(page, 'games-03-bad-order');
    expect((await byId(FLAG_GAME.id))?.seq).toBe(flagBefore.seq);

    // Back as it was, for the other specs.
    await form.locator('#game-seq').fill(String(flagBefore.seq));
    await form.getByText('无', { exact: true }).click();
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(async () => (await byId(FLAG_GAME.id))?.badge).toBe('');
    await page.getByTestId(`game-enabled-${OFF_GAME.id}`).click();
    await expect.poll(async () => (await byId(OFF_GAME.id)) !== undefined).toBe(true);
    expect(await byId(FLAG_GAME.id)).toMatchObject({ seq: flagBefore.seq, badge: '' });
  });

  test('content creates a category, puts a game in it and the member lobby shows it; a game that does not launch is refused', async ({
    page,
    request,
    browser,
  }) => {
    const NAME = '周末精选';
    const lobby = async () => {
      const res = await request.get('/api/findmed/v1/game/list?show=1', { headers: SITE_HEADERS });
      return ((await res.json()) as { data: { id: number; name: string; games: LobbyGame[] }[] }).data;
    };
    expect((await lobby()).map((c) => c.name)).not.toContain(NAME);

    await signIn(page, 'content', 'Content@2026!');
    await openScreen(page, '游戏场馆', '游戏管理', /\/admin\/casino\/games$/);
    await expect(page.getByTestId(`assign-game-${PICK_GAME.id}`)).toBeVisible({ timeout: 30_000 });

    // A new category, last among the tabs (so the other specs' first tabs stay theirs), on.
    await page.getByTestId('create-category').click();
    const create = page.locator('.ant-modal-content').filter({ hasText: '新建分类' });
    await create.locator('#category-name').fill(NAME);
    await create.locator('#category-name-en').fill('Weekend Picks');
    await create.locator('#new-category-sort').fill('90');
    await create.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('操作成功').first()).toBeVisible();
    const row = page.locator('tr').filter({ hasText: NAME });
    await expect(row.getByText('自建')).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await lobby()).find((c) => c.name === NAME)?.games.length).toBe(0);
    const id = (await lobby()).find((c) => c.name === NAME)!.id;
    await shot(page, 'games-05-category-created');

    // 丛林奇遇 into it: it stays in 电子 too.
    await page.getByTestId(`assign-game-${PICK_GAME.id}`).click();
    const assign = page.locator('.ant-modal-content').filter({ hasText: '所属分类' });
    await assign.locator('#game-assign-categories').click();
    await page.locator('.ant-select-item-option').filter({ hasText: NAME }).click();
    await assign.locator('.ant-modal-title').click();
    await assign.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByTestId(`game-categories-${PICK_GAME.id}`)).toHaveText(NAME, { timeout: 30_000 });
    await expect
      .poll(async () => (await lobby()).find((c) => c.id === id)?.games.map((g) => g.id))
      .toEqual([PICK_GAME.id]);
    expect((await lobby()).find((c) => c.id === 3)?.games.map((g) => g.id)).toContain(PICK_GAME.id);
    await page.getByTestId(`game-categories-${PICK_GAME.id}`).scrollIntoViewIfNeeded();
    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
    await shot(page, 'games-06-game-in-category');

    // The member's phone: the new tab, with the game.
    const picks = await memberPhone(browser, id);
    await expect(picks.phone.getByRole('tab', { name: NAME })).toHaveAttribute('aria-selected', 'true');
    await expect(picks.phone.getByTestId('lobby-grid').getByText(PICK_GAME.name)).toBeVisible();
    await imagesLoaded(picks.phone);
    if (SHOTS_DIR)
      await picks.phone.screenshot({ path: path.join(SHOTS_DIR, 'games-07-member-category.png') });
    await picks.close();

    // A venue game code the venue does not run: refused in Chinese, nothing added.
    const before = (await lobby()).flatMap((c) => c.games).length;
    await page.getByTestId('register-game').click();
    const register = page.locator('.ant-modal-content').filter({ hasText: '登记场馆游戏' });
    await register.locator('#register-venue').fill('demo_slot');
    await register.locator('#register-code').fill('slot-nowhere');
    await register.locator('#register-name').fill('不存在的游戏');
    await register.locator('#register-kind').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '电子' }).click();
    await register.getByRole('button', { name: /保\s*存/ }).click();
    const refusal = page.locator('.ant-message-notice').filter({ hasText: '场馆未能启动该游戏' });
    await expect(refusal).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await refusal.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await shot(page, 'games-08-register-refused');
    await register.getByRole('button', { name: /取\s*消/ }).click();
    expect((await lobby()).flatMap((c) => c.games).length).toBe(before);

    // A category with a game is not deleted; emptied, it is (back as it was, for the other specs).
    await page.getByTestId(`delete-category-${id}`).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await expect(
      page.locator('.ant-message-notice').filter({ hasText: '该分类下还有 1 款游戏' }),
    ).toBeVisible();
    await page.getByTestId(`assign-game-${PICK_GAME.id}`).click();
    await assign.locator('.ant-select-selection-item-remove').click();
    await assign.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByTestId(`game-categories-${PICK_GAME.id}`)).toHaveText('', { timeout: 30_000 });
    await page.getByTestId(`delete-category-${id}`).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*认/ })
      .click();
    await expect(row).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(async () => (await lobby()).map((c) => c.id)).not.toContain(id);
  });

  test('support reads the games without any write control', async ({ page }) => {
    await signIn(page, 'support', 'Support@2026!');
    await openScreen(page, '游戏场馆', '游戏管理', /\/admin\/casino\/games$/);
    await expect(page.getByTestId(`game-enabled-${OFF_GAME.id}`)).toBeDisabled({ timeout: 30_000 });
    await expect(page.getByTestId('category-enabled-3')).toBeDisabled();
    await expect(page.getByText('你的角色只能查看游戏，不能修改。')).toBeVisible();
    await expect(page.getByTestId(`edit-game-${OFF_GAME.id}`)).toHaveCount(0);
    await expect(page.getByTestId('edit-category-3')).toHaveCount(0);
    await expect(page.getByTestId('create-category')).toHaveCount(0);
    await expect(page.getByTestId('register-game')).toHaveCount(0);
    await expect(page.getByTestId(`assign-game-${OFF_GAME.id}`)).toHaveCount(0);
  });
});
